// Every texts file of the interface as the disk holds them, found apart from the app's own loader (ui/app/texts.ts), so
// that the checks of the texts compare the two; and a namespace's texts in a locale, as the interface shows them.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localeChain, type Locale } from '../../core';
import { textsFileOf, type NamespaceTexts, type Namespaces, type Texts } from '../../ui/kit/i18n/area-texts';

// A path, not a URL: the component tests' window has a URL of its own.
const UI = join(dirname(fileURLToPath(import.meta.url)), '../../ui/');

async function readAll(): Promise<Namespaces> {
  const all: Record<string, Record<string, Texts>> = {};
  for (const file of readdirSync(UI, { recursive: true, encoding: 'utf8' }).sort()) {
    const texts = textsFileOf(file);
    if (!texts) continue;
    const module = (await import(pathToFileURL(join(UI, file)).href)) as { default: Texts };
    (all[texts.namespace] ??= {})[texts.locale] = module.default;
  }
  return all as Namespaces;
}

/** Every namespace's texts in every locale (a regional locale's as its differences), by namespace. */
export const ALL_TEXTS: Namespaces = await readAll();

type Tree = { readonly [key: string]: string | Tree };

/** The texts of `base`, each replaced by `own`'s where `own` has one. */
function over(base: Tree, own: Tree | undefined): Tree {
  if (!own) return base;
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? ((own[key] as string | undefined) ?? value)
        : over(value, own[key] as Tree | undefined),
    ]),
  );
}

/** A namespace's texts in a locale as the interface shows them: a regional locale's own over its fallback's. */
export function textsOf<N extends keyof NamespaceTexts>(namespace: N, locale: Locale): NamespaceTexts[N] {
  const texts = ALL_TEXTS[namespace as string];
  if (!texts) throw new Error(`no texts for ${String(namespace)}`);
  const [general, ...specific] = localeChain(locale)
    .reverse()
    .map((each) => texts[each] as Tree);
  return specific.reduce((shown, each) => over(shown, each), general!) as unknown as NamespaceTexts[N];
}
