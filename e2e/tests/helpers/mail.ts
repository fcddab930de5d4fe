import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { workerServerPort } from '../../servers';
import {
  outboxMails,
  tokenIn,
  type ParsedMail,
} from '../../../apps/server/test/helpers/mail-message';

/** Where e2e/start-server.mjs saves the mails that this worker's server sends. */
const mailDir = () =>
  fileURLToPath(new URL(`../../.mail/${String(workerServerPort())}`, import.meta.url));

/** The latest mail to this address with this subject, once it has come. */
export async function latestMailTo(
  address: string,
  subject: string,
  count = 1,
): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await outboxMails(mailDir())).filter(
          (mail) => mail.to === address && mail.subject === subject,
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const latest = found.at(-1);
  if (!latest) throw new Error(`no mail to ${address}`);
  return latest;
}

/** The path and query of the mail's link to `path` (…?token=…), to open on the test server. */
export function linkIn(mail: ParsedMail, path: string): string {
  return `${path}?token=${tokenIn(mail, path)}`;
}
