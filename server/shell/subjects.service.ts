// The subjects (commodities) as each menu shows them: the signed-in user's main menu, the cache service's menu, and
// the subjects a visitor's landing page names.
import { type CachedMenuItem, type Locale, type SubjectMenuItem } from '../../core';
import { rightsOf } from '../account/users.repository';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { listSubjects, toMenuItem } from './subjects.repository';

/** The main menu of a user: every subject, enabled when it is offered and the user's rights include it. */
export async function mainMenu(ctx: AppContext, user: UserRow): Promise<SubjectMenuItem[]> {
  // A subject the user has no right to comes back disabled: a locked subscribe-now entry of the home menu.
  const [subjects, rights] = await Promise.all([listSubjects(ctx.db), rightsOf(ctx.db, user.id)]);
  const entitled = new Set(rights.filter((right) => right.habilitado).map((right) => right.id));
  return subjects.map((subject) => ({
    ...toMenuItem(subject),
    habilitado: subject.habilitado && entitled.has(subject.id),
  }));
}

/** The cache service's menu: every subject with its labels in every language. */
export async function cachedMenu(ctx: AppContext): Promise<CachedMenuItem[]> {
  return (await listSubjects(ctx.db)).map((s): CachedMenuItem => ({
    code: s.id,
    labelPtBr: s.namePtBr,
    labelEnEu: s.nameEnEu,
    labelEsEs: s.nameEsEs,
    labelEsAr: s.nameEsAr,
    labelPtPt: s.namePtPt,
    icon: s.icone,
    active: s.habilitado,
    mne: s.mne,
  }));
}

/** The subjects offered, named in a language. */
export async function offeredSubjects(ctx: AppContext, locale: Locale): Promise<{ id: number; nome: string }[]> {
  return (await listSubjects(ctx.db))
    .filter((subject) => subject.habilitado)
    .map((subject) => ({ id: subject.id, nome: subject[`name${locale}`] }));
}
