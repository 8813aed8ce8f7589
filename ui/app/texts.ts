import { type NamespaceLoaders, type Texts, textsFileOf } from '../kit/i18n/area-texts';

// Every texts file of the interface, one per locale per namespace (textsFileOf says how they are named), each a chunk
// of its own: i18next's backend loads a namespace's file of the locale in use when a page asks for the namespace
// (ui/kit/i18n/i18n.ts). Adding an area's or a part's texts adds files, not code.
const FILES = import.meta.glob<Texts>(
  ['../*/i18n/{pt-BR,en-GB,es-ES,es-AR,pt-PT}.ts', '../*/i18n/*/{pt-BR,en-GB,es-ES,es-AR,pt-PT}.ts'],
  { import: 'default' },
);

const LOADERS: ReadonlyMap<string, () => Promise<Texts>> = new Map(
  Object.entries(FILES).flatMap(([file, load]) => {
    const texts = textsFileOf(file);
    return texts ? [[`${texts.namespace} ${texts.locale}`, load] as const] : [];
  }),
);

/** Loads one namespace's texts in one locale; rejects for a namespace that has no texts. */
export const loadTexts: NamespaceLoaders = (namespace, locale) =>
  LOADERS.get(`${namespace} ${locale}`)?.() ?? Promise.reject(new Error(`no ${locale} texts for ${namespace}`));
