// The content's menus and lists for a reader (SPEC §6: rights enforced here): the content menu of publication types,
// the filter options, the paged list, the report types, the highlights and the ticker.
import {
  type ContentFilterOption,
  type ContentFilterOptions,
  type ContentListItem,
  type ContentMenuItem,
  type ContentPage,
  ErrorCode,
  MEDIA_TYPE_NAMES,
  ORDER_BY_NAMES,
  ORIGIN_COUNTRY_NAMES,
  PERIODICITY_NAMES,
  planIncludes,
  PRIORITY_NAMES,
  Profile,
  PUBLICATION_TYPE_NAMES,
  PUBLICATION_TYPES,
  REPORT_TYPE_IDS,
  REPORT_TYPE_NAMES,
  type ReportTypeOption,
  type Translations,
} from '../../core';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { listAuthors } from './authors.repository';
import { unreadEntries } from './entries.service';
import { latest, listPage, type ListFilters, reportTypesOf } from './repository';
import { subjectsOf, type Reader } from './service';

/** The content menu of a commodity (403 for one not offered): each publication type, enabled by the reader's plan. */
export function contentMenu(who: Reader, commodity: number): ContentMenuItem[] {
  subjectsOf(who, commodity);
  const profile = who.viewer.profile;
  return PUBLICATION_TYPES.map((type): ContentMenuItem => {
    const names = PUBLICATION_TYPE_NAMES[type];
    const habilitado =
      profile === Profile.DEMO
        ? who.viewer.trialActive
        : profile === Profile.SUBSCRIBER && planIncludes(who.viewer.planTypes, type);
    return {
      id: type,
      nome: names.PtBr,
      namePtBr: names.PtBr,
      nameEnEu: names.EnEu,
      nameEsEs: names.EsEs,
      nameEsAr: names.EsAr,
      namePtPt: names.PtPt,
      habilitado,
      icone: type,
    };
  });
}

/** A filter option from a code and its names. */
function option(
  id: number | string,
  names: Translations,
  extra: Partial<ContentFilterOption> = {},
): ContentFilterOption {
  return {
    id,
    nome: names.PtBr,
    namePtBr: names.PtBr,
    nameEnEu: names.EnEu,
    nameEsAr: names.EsAr,
    nameEsEs: names.EsEs,
    namePtPt: names.PtPt,
    habilitado: true,
    icone: String(id),
    isQuotes: false,
    slug: String(id),
    ...extra,
  };
}

const same = (name: string): Translations => ({ PtBr: name, EnEu: name, EsEs: name, EsAr: name, PtPt: name });

/** The options of the lists' filters: the commodities offered (enabled by the reader's rights), codes and authors. */
export async function contentFilters(ctx: AppContext, who: Reader): Promise<ContentFilterOptions> {
  const authors = await listAuthors(ctx.db);
  const rights = new Set(who.viewer.rights.filter((r) => r.habilitado).map((r) => r.id));
  return {
    periodicities: Object.entries(PERIODICITY_NAMES).map(([id, names]) => option(id, names)),
    publicationTypes: PUBLICATION_TYPES.map((type) => option(type, PUBLICATION_TYPE_NAMES[type])),
    commodities: [...who.subjects.values()]
      .filter((s) => s.habilitado)
      .map((s) =>
        option(
          s.id,
          { PtBr: s.namePtBr, EnEu: s.nameEnEu, EsEs: s.nameEsEs, EsAr: s.nameEsAr, PtPt: s.namePtPt },
          { habilitado: rights.has(s.id), icone: s.icone, slug: s.platformWdmaRoute[0]?.routeName ?? String(s.id) },
        ),
      ),
    orderBy: Object.entries(ORDER_BY_NAMES).map(([id, names]) => option(id, names)),
    originCountries: Object.entries(ORIGIN_COUNTRY_NAMES).map(([id, names]) => option(id, names)),
    mediaTypes: Object.entries(MEDIA_TYPE_NAMES).map(([id, names]) => option(id, names)),
    priorities: Object.entries(PRIORITY_NAMES).map(([id, names]) => option(Number(id), names)),
    reportTypes: REPORT_TYPE_IDS.map((id) => option(id, REPORT_TYPE_NAMES[id]!)),
    authors: authors.map((author) => option(author.id, same(author.name))),
  };
}

/** A report type id that exists, or 5003. */
export function knownReportType(id: number | undefined): void {
  if (id !== undefined && !REPORT_TYPE_IDS.includes(id)) throw businessError(ErrorCode.REPORT_NOT_FOUND);
}

/** One page of the list, as entries not read yet. */
export async function listAll(
  ctx: AppContext,
  who: Reader,
  filters: ListFilters,
  page: number,
  pageSize: number,
): Promise<ContentPage> {
  const { rows, total } = await listPage(ctx.db, filters, page, pageSize);
  return { items: unreadEntries(who, rows), total, page, pageSize };
}

/** The report types of a commodity's items (403 for one not offered), named in the reader's language. */
export async function reportTypeOptions(ctx: AppContext, who: Reader, commodity: number): Promise<ReportTypeOption[]> {
  const ids = await reportTypesOf(ctx.db, subjectsOf(who, commodity));
  return ids.map((id): ReportTypeOption => ({ id, nome: REPORT_TYPE_NAMES[id]?.[who.locale] ?? '' }));
}

/** The latest items of a list's filters, as entries not read yet. */
export async function latestEntries(
  ctx: AppContext,
  who: Reader,
  filters: ListFilters,
  limit: number,
): Promise<ContentListItem[]> {
  return unreadEntries(who, await latest(ctx.db, filters, limit));
}
