// The back office's change logs on the database, one mechanism for every audited record (a user, a subject, a tag):
// an entry written with the database (or transaction) that writes the change, and a record's log newest first.
import { desc, eq } from 'drizzle-orm';
import { type AuditChange, type AuditEntry } from '../../core';
import { type Database } from '../db/database';
import { subjectAudit, tagAudit, userAudit } from './schema';

/** The change log of each kind of audited record. */
const AUDIT_TABLES = { user: userAudit, subject: subjectAudit, tag: tagAudit } as const;

/** A kind of record the back office audits. */
export type AuditedKind = keyof typeof AUDIT_TABLES;

/** A change to log: the staff member's e-mail, created or updated, the changed fields, the instant. */
export interface LoggedChange {
  actorEmail: string;
  action: AuditEntry['action'];
  changes: AuditChange[];
  at: Date;
}

/** The most entries a record's detail shows. */
export const CHANGE_LOG_LIMIT = 100;

/** Writes one entry of a record's change log, with the database (or transaction) that writes the change. */
export async function insertChange(
  db: Database,
  kind: AuditedKind,
  recordId: number,
  change: LoggedChange,
): Promise<void> {
  // The three tables have the same columns; only their names and their record's table differ.
  await db.insert(AUDIT_TABLES[kind] as typeof userAudit).values({ recordId, ...change });
}

/** A record's change log, newest first. */
export async function changeLog(db: Database, kind: AuditedKind, recordId: number): Promise<AuditEntry[]> {
  const table = AUDIT_TABLES[kind] as typeof userAudit;
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.recordId, recordId))
    .orderBy(desc(table.id))
    .limit(CHANGE_LOG_LIMIT);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: row.actorEmail,
    action: row.action === 'created' ? 'created' : 'updated',
    changes: row.changes,
  }));
}
