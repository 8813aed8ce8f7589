// The back office's change logs, one rule for every audited record (a user, a subject, a tag): a change is logged in
// the transaction that writes it (who, when, created or updated, only the fields it changed, by core's change rules),
// and a record's detail reads its log newest first (server/admin/audit.repository.ts).
import { type Database } from '../db/database';
import { type AuditedKind, insertChange, type LoggedChange } from './audit.repository';

/**
 * Logs a change of a record, with the database (or transaction) that writes the change: a new record always, an
 * update only when it changed a field.
 */
export async function logChange(
  db: Database,
  kind: AuditedKind,
  recordId: number,
  change: LoggedChange,
): Promise<void> {
  if (change.action === 'updated' && change.changes.length === 0) return;
  await insertChange(db, kind, recordId, change);
}
