import { type Locale } from '../../core';
import { type NamespaceLoaders, type Texts } from '../kit/i18n/area-texts';
import { loadFrom, type TextsFiles } from './texts-files';

// The texts files (ui/<area>/i18n.ts; a part of an area that opens rarely, ui/<area>/<part>.i18n.ts; and common in
// ui/kit/i18n/common.ts), each locale of each a chunk of its own (see scripts/vite-locale-texts.ts). The loaders of
// the namespaces the first pages need (the login page and a signed-in list: common, auth, session, shell, content)
// are in the app's entry; those of every other namespace are in a chunk of their own (more-text-loaders.ts), loaded
// with the first page that asks for one of them, so a new area's texts weigh nothing on the first pages.
// (import.meta.glob takes only literal patterns, hence the repeated lists.)

/** The namespaces whose loaders are in the entry. */
export const FIRST_NAMESPACES = ['common', 'auth', 'session', 'shell', 'content'] as const;

const FIRST: Readonly<Record<Locale, TextsFiles>> = {
  PtBr: import.meta.glob<{ default: Texts }>(
    ['../kit/i18n/common.ts', '../auth/i18n.ts', '../session/i18n.ts', '../shell/i18n.ts', '../content/i18n.ts'],
    { query: { locale: 'PtBr' } },
  ),
  EnEu: import.meta.glob<{ default: Texts }>(
    ['../kit/i18n/common.ts', '../auth/i18n.ts', '../session/i18n.ts', '../shell/i18n.ts', '../content/i18n.ts'],
    { query: { locale: 'EnEu' } },
  ),
  EsEs: import.meta.glob<{ default: Texts }>(
    ['../kit/i18n/common.ts', '../auth/i18n.ts', '../session/i18n.ts', '../shell/i18n.ts', '../content/i18n.ts'],
    { query: { locale: 'EsEs' } },
  ),
  EsAr: import.meta.glob<{ default: Texts }>(
    ['../kit/i18n/common.ts', '../auth/i18n.ts', '../session/i18n.ts', '../shell/i18n.ts', '../content/i18n.ts'],
    { query: { locale: 'EsAr' } },
  ),
  PtPt: import.meta.glob<{ default: Texts }>(
    ['../kit/i18n/common.ts', '../auth/i18n.ts', '../session/i18n.ts', '../shell/i18n.ts', '../content/i18n.ts'],
    { query: { locale: 'PtPt' } },
  ),
};

/** Loads one namespace's texts in one locale: a first page's from the entry, any other through its own chunk. */
export const loadAreaTexts: NamespaceLoaders = (namespace, locale) =>
  loadFrom(FIRST[locale], namespace) ??
  import('./more-text-loaders').then((more) => more.loadMoreTexts(namespace, locale));
