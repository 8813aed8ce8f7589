// The back office's subjects on the database: the list page (filtered by name and key), one subject with its icon
// size, the subject that holds a key (mne), and the writes of a subject.
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { type AdminSubject, type TablePage, type TableQuery } from '../../core';
import { type Database } from '../db/database';
import { subjectIconSizes, subjects } from '../db/tables';
import { containing, orderOf, page } from './table.repository';

/** A subject's stored fields, its id and icon size aside (the icon size is kept in a table of its own). */
export type SubjectValues = Omit<AdminSubject, 'id' | 'iconSize'>;

function toAdminSubject(row: typeof subjects.$inferSelect, iconSize: string | undefined): AdminSubject {
  return {
    id: row.id,
    nome: row.nome,
    namePtBr: row.namePtBr,
    nameEnEu: row.nameEnEu,
    nameEsEs: row.nameEsEs,
    nameEsAr: row.nameEsAr,
    namePtPt: row.namePtPt,
    icone: row.icone,
    iconSize: iconSize ?? '24',
    habilitado: row.habilitado,
    originCode: row.originCode,
    mne: row.mne,
    platformWdmaRoute: row.platformWdmaRoute,
  };
}

/** One page of the subjects, filtered by name and key (contains), in menu order unless sorted by a column. */
export function subjectsPage(db: Database, query: TableQuery): Promise<TablePage<AdminSubject>> {
  const { nome, mne } = query.filters;
  const where = and(
    nome ? ilike(subjects.nome, containing(nome)) : undefined,
    mne ? ilike(subjects.mne, containing(mne)) : undefined,
  );
  const order = orderOf(
    query,
    { id: subjects.id, nome: subjects.nome, mne: subjects.mne, habilitado: subjects.habilitado },
    [asc(subjects.sortOrder), asc(subjects.id)],
    subjects.id,
  );
  return page(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(subjects)
          .leftJoin(subjectIconSizes, eq(subjectIconSizes.subjectId, subjects.id))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => toAdminSubject(row.subjects, row.subject_icon_sizes?.iconSize)),
    async () => (await db.select({ n: count() }).from(subjects).where(where))[0]?.n ?? 0,
  );
}

/** One subject with its icon size, if any. */
export async function findSubject(db: Database, id: number): Promise<AdminSubject | undefined> {
  const [row] = await db
    .select()
    .from(subjects)
    .leftJoin(subjectIconSizes, eq(subjectIconSizes.subjectId, subjects.id))
    .where(eq(subjects.id, id));
  return row ? toAdminSubject(row.subjects, row.subject_icon_sizes?.iconSize) : undefined;
}

/** Whether another subject than `exceptId` holds the key `mne`. */
export async function isKeyTaken(db: Database, mne: string, exceptId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.mne, mne), ne(subjects.id, exceptId)));
  return other !== undefined;
}

/** Inserts a subject last in the menu order. */
export async function insertSubject(db: Database, id: number, values: SubjectValues): Promise<void> {
  const [last] = await db.select({ max: sql<number>`coalesce(max(${subjects.sortOrder}), 0)` }).from(subjects);
  await db.insert(subjects).values({ id, ...values, sortOrder: Number(last?.max ?? 0) + 1 });
}

/** Changes a subject's fields. */
export async function updateSubject(db: Database, id: number, values: SubjectValues): Promise<void> {
  await db.update(subjects).set(values).where(eq(subjects.id, id));
}

/** Records a subject's icon size. */
export async function saveIconSize(db: Database, id: number, iconSize: string): Promise<void> {
  await db
    .insert(subjectIconSizes)
    .values({ subjectId: id, iconSize })
    .onConflictDoUpdate({ target: subjectIconSizes.subjectId, set: { iconSize } });
}
