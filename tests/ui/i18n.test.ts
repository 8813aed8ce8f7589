import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core';
import { type AreaTexts, type Namespaces } from '../../ui/kit/i18n/area-texts';
import { createI18n, createLazyI18n, resourcesOf } from '../../ui/kit/i18n/i18n';
import { textsIn } from '../../ui/kit/i18n/area-texts';
import { translate, type TextKey } from '../../ui/kit/i18n/locale.store';
import { AUTH_TEXTS } from '../../ui/auth/i18n';
import { FIRST_NAMESPACES, loadAreaTexts } from '../../ui/app/area-text-loaders';
import { namespaceOf } from '../../ui/app/texts-files';
import { MORE_NAMESPACES } from '../../ui/app/more-text-loaders';
import { MODULES } from '../../ui/app/modules';
import { ROUTE_PRELOADS } from '../../server/shell/route-preloads';

// Every texts file of the areas (ui/<area>/i18n.ts and ui/<area>/<part>.i18n.ts), found as the app finds them
// (ui/app/area-text-loaders.ts), each under its namespace.
const AREA_NAMESPACES: Namespaces = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, AreaTexts>>(['../../ui/*/i18n.ts', '../../ui/*/*.i18n.ts'], { eager: true }),
  ).map(([file, module]) => [namespaceOf(file), Object.values(module)[0]!]),
);

const RESOURCES = resourcesOf(AREA_NAMESPACES);

type Tree = { [key: string]: string | Tree };

/** Every key of a resource tree, as 'namespace.path.to.key'. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, path: string): string | Tree | undefined {
  return path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const reference = RESOURCES.PtBr as unknown as Tree;
const referenceKeys = keys(reference);

describe('translations', () => {
  it("has the namespaces the areas' modules declare, the kit's table and the common texts, and no other", () => {
    const declared = MODULES.flatMap((module) => module.namespaces);
    expect(Object.keys(RESOURCES.PtBr).sort()).toEqual(['common', 'kit-table', ...declared].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("loads every namespace, the first pages' from the entry and every other from its own chunk, each once", async () => {
    const all = [...FIRST_NAMESPACES, ...MORE_NAMESPACES];
    expect([...all].sort()).toEqual(Object.keys(RESOURCES.PtBr).sort());
    expect(new Set(all).size).toBe(all.length);
    // The texts the server preloads for the first pages are those whose loaders are in the entry.
    for (const route of ROUTE_PRELOADS)
      for (const namespace of route.texts) expect(FIRST_NAMESPACES).toContain(namespace);
    expect(await loadAreaTexts('market', 'EnEu')).toEqual(RESOURCES.EnEu['market']);
    expect(await loadAreaTexts('auth', 'PtPt')).toEqual(RESOURCES.PtPt['auth']);
    await expect(loadAreaTexts('no-such-area', 'PtBr')).rejects.toThrow('no PtBr texts for no-such-area');
  });

  it.each(LOCALES.filter((l) => l !== 'PtBr' && l !== 'EsAr'))('%s has every key PtBr has, and no other', (locale) => {
    const tree = RESOURCES[locale] as unknown as Tree;
    const missing = referenceKeys.filter((key) => typeof valueAt(tree, key) !== 'string');
    expect(missing).toEqual([]);
    expect(keys(tree).filter((key) => !referenceKeys.includes(key))).toEqual([]);
  });

  it('EsAr holds only keys PtBr has, each saying something other than EsEs', () => {
    const regional = RESOURCES.EsAr as unknown as Tree;
    const own = keys(regional);
    expect(own.filter((key) => !referenceKeys.includes(key))).toEqual([]);
    expect(own.filter((key) => valueAt(regional, key) === valueAt(RESOURCES.EsEs as unknown as Tree, key))).toEqual([]);
    // Argentine Spanish differs from Spain's in hundreds of texts (voseo, "acá", "celular"), not in every one.
    expect(own.length).toBeGreaterThan(100);
    expect(own.length).toBeLessThan(referenceKeys.length / 2);
  });

  it('a check of the check: an EsAr text that repeats EsEs is caught', () => {
    const repeated = structuredClone(RESOURCES.EsAr) as unknown as Tree & { auth: { login: Record<string, string> } };
    repeated.auth.login.password = (
      RESOURCES.EsEs as unknown as { auth: { login: Record<string, string> } }
    ).auth.login.password!;
    const esEs = RESOURCES.EsEs as unknown as Tree;
    expect(keys(repeated).filter((key) => valueAt(repeated, key) === valueAt(esEs, key))).toEqual([
      'auth.login.password',
    ]);
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as PtBr', (locale) => {
    const tree = RESOURCES[locale] as unknown as Tree;
    for (const key of locale === 'EsAr' ? keys(tree) : referenceKeys) {
      const text = valueAt(tree, key) as string;
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(valueAt(reference, key) as string));
    }
  });

  it('a check of the check: a locale missing a key is caught', () => {
    const broken = structuredClone(RESOURCES.EnEu) as unknown as Tree;
    delete (broken.auth as Tree & { login: Tree }).login.remember;
    expect(referenceKeys.filter((key) => typeof valueAt(broken, key) !== 'string')).toEqual(['auth.login.remember']);
  });

  it('speaks each language where the locales differ', () => {
    const t = (locale: (typeof LOCALES)[number], key: TextKey) => translate(createI18n(locale, AREA_NAMESPACES), key);
    expect(t('PtBr', 'auth:login.password')).toBe('Senha');
    expect(t('PtPt', 'auth:login.password')).toBe('Palavra-passe');
    expect(t('EsEs', 'auth:login.title')).toBe('Iniciar sesión');
    expect(t('EsAr', 'auth:login.title')).toBe('Ingresar');
    expect(t('EnEu', 'auth:login.title')).toBe('Sign in');
  });

  it('refuses a misspelled text key at the type check (the directives below fail it if the keys were not typed)', () => {
    const i18n = createI18n('PtBr', AREA_NAMESPACES);
    const auth = i18n.getFixedT('PtBr', 'auth');
    // @ts-expect-error: no text has the key 'auth:login.pasword'.
    expect(translate(i18n, 'auth:login.pasword')).toBe('login.pasword');
    // @ts-expect-error: the namespace auth has no key 'login.pasword'.
    expect(auth('login.pasword')).toBe('login.pasword');
    expect(auth('login.password')).toBe('Senha');
  });

  it('shows EsAr its own texts and EsEs where it says nothing different, loading both on demand', async () => {
    const { i18n, ready } = createLazyI18n('EsAr', loadAreaTexts);
    await ready;
    await i18n.loadNamespaces(['auth']);
    expect(i18n.t('auth:login.title')).toBe('Ingresar');
    expect(i18n.t('auth:login.password')).toBe('Contraseña');
    expect(i18n.t('auth:login.password')).toBe(textsIn(AUTH_TEXTS, 'EsAr').login.password);
    await i18n.changeLanguage('PtBr');
    expect(i18n.t('auth:login.password')).toBe('Senha');
  });
});
