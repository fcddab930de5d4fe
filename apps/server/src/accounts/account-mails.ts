import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageLinks, type MailLanguage } from '@curio/shared';
import {
  issueAccountToken,
  MAIL_WINDOW_MS,
  MAILS_PER_WINDOW,
  recentTokenCount,
  type TokenPurpose,
} from './account-tokens';
import type { Db } from '../db/client';
import {
  MailQueue,
  OutboxAccountMailer,
  SmtpAccountMailer,
  type AccountMailer,
} from '../mail/account-mailer';
import {
  EMAIL_CHANGE_NOTICE,
  GOOGLE_UNLINKED_NOTICE,
  PASSWORD_RESET,
  VERIFY_EMAIL,
} from '../mail/mail-texts';
import { join } from 'node:path';

interface Recipient {
  id: number;
  username: string;
}

/** The account mails: each carries a fresh single-use link, in the person's language. */
class AccountMails {
  constructor(
    private readonly db: Db,
    readonly queue: MailQueue,
    private readonly publicUrl: string,
  ) {}

  /** The page's address on this site (the page table's link with its token). */
  private link(path: string): string {
    return `${this.publicUrl.replace(/\/$/, '')}${path}`;
  }

  /** Whether the account may be sent another mail of this purpose now. */
  async mayMail(userId: number, purpose: TokenPurpose): Promise<boolean> {
    return (await recentTokenCount(this.db, userId, purpose, MAIL_WINDOW_MS)) < MAILS_PER_WINDOW;
  }

  /** Sends a verification link; false (nothing sent) past the per-account limit. */
  async sendVerification(user: Recipient, email: string, lang: MailLanguage): Promise<boolean> {
    const token = await issueAccountToken(this.db, user.id, 'verify_email', email);
    if (!token) return false;
    const text = VERIFY_EMAIL[lang]({
      username: user.username,
      link: this.link(pageLinks.verifyEmail(token)),
    });
    await this.queue.send({
      to: email,
      subject: text.subject,
      text: text.body,
      kind: 'verify-email',
    });
    return true;
  }

  /** Sends a reset link; false (nothing sent) past the per-account limit. */
  async sendPasswordReset(
    user: Recipient & { email: string },
    lang: MailLanguage,
  ): Promise<boolean> {
    const token = await issueAccountToken(this.db, user.id, 'password_reset', user.email);
    if (!token) return false;
    const text = PASSWORD_RESET[lang]({
      username: user.username,
      link: this.link(pageLinks.resetPassword(token)),
    });
    await this.queue.send({
      to: user.email,
      subject: text.subject,
      text: text.body,
      kind: 'password-reset',
    });
    return true;
  }

  /** Tells the owner that a Google link made before the address was proved is gone. */
  async sendGoogleUnlinkedNotice(
    user: Recipient & { email: string },
    lang: MailLanguage,
  ): Promise<void> {
    const text = GOOGLE_UNLINKED_NOTICE[lang]({ username: user.username });
    await this.queue.send({
      to: user.email,
      subject: text.subject,
      text: text.body,
      kind: 'google-unlinked-notice',
    });
  }

  async sendEmailChangeNotice(
    user: Recipient,
    oldEmail: string,
    newEmail: string,
    lang: MailLanguage,
  ): Promise<void> {
    const text = EMAIL_CHANGE_NOTICE[lang]({ username: user.username, newEmail });
    await this.queue.send({
      to: oldEmail,
      subject: text.subject,
      text: text.body,
      kind: 'email-change-notice',
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountMails: AccountMails;
  }
}

async function mailPlugin(app: FastifyInstance, options: { mailer?: AccountMailer }) {
  const { smtpUrl, from } = app.config.accountMail;
  const log = app.log.child({ module: 'mail' });
  const mailer =
    options.mailer ??
    (smtpUrl
      ? new SmtpAccountMailer(smtpUrl, from, log)
      : new OutboxAccountMailer(join(app.config.dataDir, 'outbox'), from, log));
  const queue = new MailQueue(mailer, log);
  app.decorate('accountMails', new AccountMails(app.db, queue, app.config.publicUrl));
  app.addHook('onClose', () => queue.idle());
}

export default fp(mailPlugin, { name: 'account-mail' });
