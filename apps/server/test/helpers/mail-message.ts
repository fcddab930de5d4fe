import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A plain-text RFC 822 message as nodemailer builds it: headers decoded, body decoded. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    head
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: decodeWords(header('To')), subject: decodeWords(header('Subject')), text };
}

/** The token of the first link to `path` in the mail. */
export function tokenIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

/** Every .eml file of an outbox folder, oldest first, parsed. */
export async function outboxMails(outboxDir: string): Promise<ParsedMail[]> {
  const files = await readdir(outboxDir).catch(() => []);
  const mails: ParsedMail[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml')).sort())
    mails.push(parseMail(await readFile(join(outboxDir, file), 'utf8')));
  return mails;
}
