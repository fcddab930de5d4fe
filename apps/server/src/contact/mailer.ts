import nodemailer from 'nodemailer';
import type { ContactForm } from '@curio/shared';

export interface ContactMailer {
  forward(message: ContactForm & { id: number }): Promise<void>;
}

/** Forwards contact messages by SMTP (SMTP_URL) to CONTACT_RECIPIENT, replying to the writer. */
export class SmtpContactMailer implements ContactMailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly recipient: string,
    private readonly sender: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async forward(message: ContactForm & { id: number }): Promise<void> {
    await this.transport.sendMail({
      from: this.sender,
      to: this.recipient,
      replyTo: { name: message.name, address: message.email },
      subject: `Curio contact form: ${message.name.replace(/[\r\n]+/g, ' ').slice(0, 100)}`,
      text: `From: ${message.name} <${message.email}>\nMessage #${message.id}\n\n${message.message}\n`,
    });
  }
}
