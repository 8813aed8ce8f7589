// Subjects and commodities of the main menu.
import { asc } from 'drizzle-orm';
import { type SubjectMenuItem } from '../../core';
import { type Database } from '../db/database';
import { subjects, type SubjectRow } from '../db/tables';

/** Every subject in menu order. */
export function listSubjects(db: Database): Promise<SubjectRow[]> {
  return db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.id));
}

/** A subject row as a main-menu item. */
export function toMenuItem(row: SubjectRow): SubjectMenuItem {
  return {
    id: row.id,
    nome: row.nome,
    namePtBr: row.namePtBr,
    nameEnEu: row.nameEnEu,
    nameEsEs: row.nameEsEs,
    nameEsAr: row.nameEsAr,
    namePtPt: row.namePtPt,
    icone: row.icone,
    habilitado: row.habilitado,
    originCode: row.originCode,
    mne: row.mne,
    platformWdmaRoute: row.platformWdmaRoute,
  };
}
