// Who reads content and what they get of each item: the viewer (profile, rights, plan, trial) and the API shapes.
import {
  attachmentsForReader,
  type ContentListItem,
  type ContentViewer,
  type DisclosureType,
  ErrorCode,
  itemAccess,
  type ItemAccess,
  type Locale,
  type NewsDetail,
  type NewsImportance,
  parseProfile,
  Profile,
  PUBLICATION_TYPE_NAMES,
  REPORT_TYPE_NAMES,
} from '../../core';
import { type ContentBodyRow, type ContentItemRow, type SubjectRow, type UserRow } from '../db/tables';
import { type Database } from '../db/database';
import { forbidden, validationError } from '../errors';
import { planNamed } from './repository';
import { listSubjects } from '../shell/subjects.repository';
import { isDemoOver, rightsOf } from '../account/users.repository';
import { readCacheOf } from './read-cache';
import { generationsOf, type Generations } from '../db/generations';

/** Everything a content route needs about the reader: who, in which language, and the subjects. */
export interface Reader {
  viewer: ContentViewer;
  /** The signed-in user's id; null for the public cache service. */
  userId: number | null;
  locale: Locale;
  subjects: Map<number, SubjectRow>;
  /** The generations everything above was read at (server/db/generations.ts). */
  generations: Generations;
  /** The whole rights set and the language: every answer cached for this reader is kept under it. */
  rightsKey: string;
}

/** The rights key of a viewer in a language. */
const rightsKeyOf = (viewer: ContentViewer, locale: Locale): string => JSON.stringify([viewer, locale]);

/**
 * The reader of a signed-in user: rights, the plan named by the signature (unknown plan: every type), the demo trial.
 * `generations` are the request's (read before the user); without them they are read now.
 */
export async function readerOf(
  db: Database,
  user: UserRow,
  locale: Locale,
  now: Date,
  generations?: Generations,
): Promise<Reader> {
  const current = generations ?? (await generationsOf(db).current());
  // Rights, plan and subjects change only with the content generation; profile and trial are read from the user every time.
  const { rights, planTypes, subjects } = await readCacheOf(db).get(
    current.content,
    JSON.stringify(['reader', user.id, user.signature]),
    async () => {
      const [rights, plan, subjects] = await Promise.all([
        rightsOf(db, user.id),
        planNamed(db, user.signature),
        listSubjects(db),
      ]);
      return {
        rights,
        planTypes: plan?.publicationTypes ?? ('all' as const),
        subjects: new Map(subjects.map((s) => [s.id, s])),
      };
    },
  );
  const profile = parseProfile(user.profile);
  const viewer: ContentViewer = {
    profile,
    rights,
    planTypes,
    trialActive: !isDemoOver(user, now),
  };
  return { viewer, userId: user.id, locale, subjects, generations: current, rightsKey: rightsKeyOf(viewer, locale) };
}

/** The reader of the public cache service: a visitor, who may read free content only. */
export async function publicReader(db: Database, locale: Locale): Promise<Reader> {
  const generations = await generationsOf(db).current();
  const subjects = await readCacheOf(db).get(
    generations.content,
    JSON.stringify(['subjects']),
    async () => new Map((await listSubjects(db)).map((s) => [s.id, s])),
  );
  const viewer: ContentViewer = { profile: Profile.FREE, rights: [], planTypes: [], trialActive: false };
  return { viewer, userId: null, locale, subjects, generations, rightsKey: rightsKeyOf(viewer, locale) };
}

/** The subjects a list of `commodity` covers: the one asked (0 = every subject offered); 403 for one not offered, 400 for an unknown one. */
export function subjectsOf(reader: Reader, commodity: number): number[] {
  if (commodity === 0) return [...reader.subjects.values()].filter((s) => s.habilitado).map((s) => s.id);
  const subject = reader.subjects.get(commodity);
  if (!subject) throw validationError('invalidRequest', [{ field: 'commodity', message: 'unknown commodity' }]);
  if (!subject.habilitado) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return [subject.id];
}

/** What the reader may read of an item. */
export function accessTo(reader: Reader, row: ContentItemRow): ItemAccess {
  return itemAccess(reader.viewer, {
    subjectId: row.subjectId,
    subjectEnabled: reader.subjects.get(row.subjectId)?.habilitado ?? false,
    publicationType: row.publicationType,
    free: row.free,
    exclusive: row.exclusive,
  });
}

/** The language column family of a locale: Portuguese, English or Spanish. */
function language(locale: Locale): 'Pt' | 'En' | 'Es' {
  if (locale === 'EnEu') return 'En';
  if (locale === 'EsEs' || locale === 'EsAr') return 'Es';
  return 'Pt';
}

/** A text of the item in the reader's language, Portuguese when it is not offered in it. */
function text<F extends 'title' | 'summary' | 'body'>(
  row: Record<`${F}${'Pt' | 'En' | 'Es'}`, string | null>,
  field: F,
  locale: Locale,
): string {
  return row[`${field}${language(locale)}`] ?? row[`${field}Pt`] ?? '';
}

/** An item's title in a locale, in Portuguese when it is not offered in it. */
export function itemTitle(row: ContentItemRow, locale: Locale): string {
  return text(row, 'title', locale);
}

/** The subject's name in a locale. */
function subjectName(reader: Reader, id: number): string {
  const subject = reader.subjects.get(id);
  return subject ? subject[`name${reader.locale}`] : '';
}

/** An item as a list entry for the reader; locked entries carry title, summary and badges only. */
export function toListItem(reader: Reader, row: ContentItemRow, read: boolean): ContentListItem {
  const access = accessTo(reader, row);
  const type = row.publicationType as keyof typeof PUBLICATION_TYPE_NAMES;
  return {
    id: row.id,
    commodity: { id: row.subjectId, nome: subjectName(reader, row.subjectId) },
    title: text(row, 'title', reader.locale),
    summary: text(row, 'summary', reader.locale),
    dt_report: row.dtReport?.toISOString() ?? null,
    dt_publish: row.dtPublish.toISOString(),
    newsContent: [
      { code: row.publicationType, nome: PUBLICATION_TYPE_NAMES[type]?.[reader.locale] ?? row.publicationType },
    ],
    periodicity: row.periodicity,
    originCountry: row.originCountry,
    author: { id: row.authorId, name: row.authorName },
    reportType:
      row.reportTypeId !== null
        ? { id: row.reportTypeId, nome: REPORT_TYPE_NAMES[row.reportTypeId]?.[reader.locale] ?? '' }
        : null,
    importance: row.importance as NewsImportance,
    exclusive: row.exclusive,
    live: row.live,
    highlight: row.highlight,
    relevant: row.relevant,
    priority: row.priority,
    disclosureType: row.disclosureType as DisclosureType | null,
    hasAttachment: row.hasAttachment,
    hasAudio: row.hasAudio,
    hasVideo: row.hasVideo,
    hasPodcast: row.hasPodcast,
    free: row.free,
    locked: access.kind !== 'open',
    location: access.location,
    read,
    image: row.image ? { url: row.image.url, alt: row.image.alt[LANGUAGE_KEYS[language(reader.locale)]] } : null,
  };
}

/** The key of a stored picture's description in each language of the content. */
const LANGUAGE_KEYS = { Pt: 'pt', En: 'en', Es: 'es' } as const;

/** An item as a detail for the reader: the body and attachments only when the rights include them. */
export function toDetail(
  reader: Reader,
  row: ContentItemRow,
  body: ContentBodyRow | undefined,
  read: boolean,
  related: readonly ContentItemRow[],
): NewsDetail {
  const entry = toListItem(reader, row, read);
  const access = accessTo(reader, row);
  const languages: Locale[] = [
    'PtBr',
    ...(row.titleEn ? (['EnEu'] as const) : []),
    ...(row.titleEs ? (['EsEs', 'EsAr'] as const) : []),
  ];
  const detail: NewsDetail = {
    ...entry,
    ...attachmentsForReader(access, row.id, row.attachments, row.hasAttachment),
    event: row.event
      ? {
          ...row.event,
          relatedNews: related.map((other) => ({ id: other.id, title: text(other, 'title', reader.locale) })),
        }
      : null,
    languages,
  };
  if (access.kind === 'open' && body) detail.body = text(body, 'body', reader.locale);
  return detail;
}
