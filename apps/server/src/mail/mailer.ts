import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Every external call has a deadline: an SMTP server that hangs must not hang a registration. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Every mail is written to the outbox table first, so the operator can always read what
 * was sent (and the demo works without a mail server). With SMTP configured it is then
 * sent, and the outcome is noted on the outbox row.
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    options: { smtpUrl: string | null; from: string },
  ) {
    this.from = options.from;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl, {
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  private readonly from: string;

  async send(message: MailMessage): Promise<void> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        recipient: message.to,
        subject: message.subject.slice(0, 200),
        body: message.text,
        created_at: this.clock().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      await this.db
        .updateTable('mail_outbox')
        .set({ sent_at: this.clock().toISOString() })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      // The player's action stands; the operator sees the failure on the outbox row.
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('mail_outbox')
        .set({ error: reason.slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
