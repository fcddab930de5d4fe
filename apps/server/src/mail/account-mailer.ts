import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, for the log line (never its link). */
  kind: string;
}

export interface AccountMailer {
  /** Sends one mail; rejects when it could not be sent or written. */
  send(mail: AccountMail): Promise<void>;
}

/** Sends account mail through SMTP_URL. */
export class SmtpAccountMailer implements AccountMailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: AccountMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    this.log.info({ mail: mail.kind }, 'account mail sent');
  }
}

/**
 * The embedded default: each mail is built as a real RFC 822 message and written as an .eml file
 * under DATA_DIR/outbox/. The log names the file, never the link inside it.
 */
export class OutboxAccountMailer implements AccountMailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly outboxDir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: AccountMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    const message: unknown = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('the mail could not be built');
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(
      this.outboxDir,
      `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, message, { mode: 0o600 });
    this.log.info({ mail: mail.kind, file }, 'account mail written to the outbox (no SMTP_URL)');
  }
}

/**
 * Sends mails off the request's path: a reply never waits for (or reveals) a mail. Failures are
 * logged, not thrown; closing the app waits for the mails under way.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: AccountMailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` (which may look things up and send mails) after the current reply. */
  later(work: () => Promise<unknown>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await work();
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'account mail failed');
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  send(mail: AccountMail): Promise<void> {
    return this.mailer.send(mail);
  }

  /** Resolves once every mail queued so far is sent (or failed). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
