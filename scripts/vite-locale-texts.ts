// A Vite plugin that serves one locale of an area's texts as its own module, so each locale of each namespace is a
// chunk of its own. The texts stay authored side by side (ui/<area>/i18n.ts: `const PtBr = {…}; const EnEu: typeof
// PtBr = {…}; … export const X_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;`); importing the
// file with `?locale=EnEu` gives a module whose default export is that locale's texts and nothing else (the other
// locales' objects are unused there, so the bundler drops them).
import { type Plugin } from 'vite';

const LOCALES = ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const;

/** The export that gathers the locales of a texts file. */
const GATHERING = /export const \w+ = \{\s*PtBr,\s*EnEu,\s*EsEs,\s*EsAr,\s*PtPt,?\s*\} satisfies AreaTexts;/;

/** The source of one locale's texts module, made from the texts file's source; throws when the file has another shape. */
export function localeTextsModule(source: string, locale: string, file = 'texts file'): string {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`${file}: unknown locale ${locale}`);
  if (!GATHERING.test(source))
    throw new Error(
      `${file}: no 'export const X = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;' to split by locale`,
    );
  return source.replace(GATHERING, `export default ${locale};`);
}

/** Serves `<texts file>?locale=<Locale>` as that locale's texts alone. */
export function localeTexts(): Plugin {
  return {
    name: 'celeiro-locale-texts',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?', 2);
      const locale = query ? new URLSearchParams(query).get('locale') : null;
      if (!file || locale === null || !file.endsWith('.ts')) return null;
      return { code: localeTextsModule(code, locale, file), map: null };
    },
  };
}
