// The one mailer of every flow: SMTP through nodemailer when configured, otherwise the dev mailbox in the database.
import nodemailer from 'nodemailer';
import { type Database } from '../db/database';
import { unavailable } from '../errors';
import { insertMail } from './repository';

/** Escapes text for the HTML part of a mail (and the dev mailbox page). */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A mail to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mails. */
export interface Mailer {
  /** Sends one mail (or stores it in the dev mailbox). */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases the transport. */
  close(): void;
}

/** What the mailer needs. */
export interface MailerOptions {
  db: Database;
  now: () => Date;
  smtpUrl?: string | undefined;
  from: string;
}

/** Creates the mailer: SMTP when `smtpUrl` is set, otherwise a mailer that stores mails in the database. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        try {
          await transport.sendMail({ from: options.from, ...mail });
        } catch (error) {
          throw Object.assign(unavailable(), { cause: error });
        }
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await insertMail(options.db, { ...mail, sentAt: options.now() });
    },
    close: () => undefined,
  };
}
