// The home menu (SPEC §2, §6): enabled subjects, locked subscribe-now entries, and the All entry.
import { type Brand } from '../kernel/enums';
import { type Locale } from '../kernel/locale';
import { type SubjectMenuItem } from './menu';
import { type Translations } from '../kernel/errors/catalogue';

/** One entry of the home menu; `item` is absent for the All entry (id 0). */
export interface HomeMenuEntry {
  id: number;
  locked: boolean;
  item?: SubjectMenuItem;
}

/** A group of the home menu. */
export interface HomeMenuGroup {
  key: 'subjects' | 'commodities' | 'subscribe-now';
  title: 'Subjects' | 'Commodities' | 'Subscribe now';
  entries: HomeMenuEntry[];
}

/** The id of the All entry. */
export const ALL_ENTRY_ID = 0;

/** The label of the All entry and of the group titles, per locale. */
export const HOME_MENU_LABELS: Readonly<Record<'all' | HomeMenuGroup['key'], Translations>> = {
  all: { PtBr: 'Todos', EnEu: 'All', EsEs: 'Todos', EsAr: 'Todos', PtPt: 'Todos' },
  subjects: { PtBr: 'Assuntos', EnEu: 'Subjects', EsEs: 'Asuntos', EsAr: 'Asuntos', PtPt: 'Assuntos' },
  commodities: {
    PtBr: 'Commodities',
    EnEu: 'Commodities',
    EsEs: 'Commodities',
    EsAr: 'Commodities',
    PtPt: 'Commodities',
  },
  'subscribe-now': {
    PtBr: 'Assine já',
    EnEu: 'Subscribe now',
    EsEs: 'Suscríbase ya',
    EsAr: 'Suscribite ya',
    PtPt: 'Subscreva já',
  },
};

/**
 * The home menu: the enabled items under Subjects (consultancy brand) or Commodities (market-news
 * brand), with an All entry (id 0) first only when more than one item is enabled; the disabled items
 * under a subscribe-now header as locked entries. Empty groups are left out. Items keep the server's order.
 */
export function buildHomeMenu(items: readonly SubjectMenuItem[], brand: Brand): HomeMenuGroup[] {
  const enabled = items.filter((item) => item.habilitado);
  const disabled = items.filter((item) => !item.habilitado);
  const groups: HomeMenuGroup[] = [];
  if (enabled.length > 0) {
    const entries: HomeMenuEntry[] = enabled.map((item) => ({ id: item.id, locked: false, item }));
    if (enabled.length > 1) entries.unshift({ id: ALL_ENTRY_ID, locked: false });
    groups.push(
      brand === 'market-news'
        ? { key: 'commodities', title: 'Commodities', entries }
        : { key: 'subjects', title: 'Subjects', entries },
    );
  }
  if (disabled.length > 0) {
    groups.push({
      key: 'subscribe-now',
      title: 'Subscribe now',
      entries: disabled.map((item) => ({ id: item.id, locked: true, item })),
    });
  }
  return groups;
}

/** The label of a menu entry in a locale: the item's name in that locale, else its nome; 'All' for id 0. */
export function menuEntryLabel(entry: HomeMenuEntry, locale: Locale): string {
  if (!entry.item) return HOME_MENU_LABELS.all[locale];
  const localised = entry.item[`name${locale}` as const];
  return localised && localised.trim() !== '' ? localised : entry.item.nome;
}
