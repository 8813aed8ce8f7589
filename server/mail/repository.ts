// Stored mails: the dev mailbox used when no SMTP server is configured.
import { desc, eq, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { mails, type MailRow } from '../db/tables';

/** A mail as the dev mailbox shows it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Stores a sent mail. */
export async function insertMail(db: Database, mail: Omit<MailRow, 'id'>): Promise<void> {
  await db.insert(mails).values(mail);
}

/** Stored mails, newest first, optionally only those sent to one address (case-insensitive). */
export async function listMails(db: Database, to?: string, limit = 200): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(mails)
    .where(to ? eq(sql`lower(${mails.to})`, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mails.sentAt), desc(mails.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sentAt.toISOString(),
  }));
}
