import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core';
import { textsFileOf } from '../../ui/kit/i18n/area-texts';
import { createI18n, createLazyI18n, resourcesOf } from '../../ui/kit/i18n/i18n';
import { translate, type TextKey } from '../../ui/kit/i18n/locale.store';
import { loadTexts } from '../../ui/app/texts';
import { MODULES } from '../../ui/modules';
import { ROUTE_PRELOADS, textsModule } from '../../server/shell/route-preloads';
import { ALL_TEXTS, textsOf } from '../support/texts';

const RESOURCES = resourcesOf(ALL_TEXTS);

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

  it('loads every namespace in every locale through the one loader, each from its own file', async () => {
    for (const [namespace, locales] of Object.entries(ALL_TEXTS))
      for (const locale of LOCALES)
        expect(await loadTexts(namespace, locale), `${namespace} ${locale}`).toEqual(locales[locale]);
    await expect(loadTexts('no-such-area', 'PtBr')).rejects.toThrow('no PtBr texts for no-such-area');
    // The server names the same file when it preloads a namespace's texts for a first page (route-preloads.ts).
    for (const namespace of Object.keys(ALL_TEXTS))
      for (const locale of LOCALES) expect(textsFileOf(textsModule(namespace, locale))).toEqual({ namespace, locale });
    for (const route of ROUTE_PRELOADS)
      for (const namespace of route.texts) expect(ALL_TEXTS).toHaveProperty(namespace);
  });

  it('names each file by its namespace and its locale', () => {
    expect(textsFileOf('ui/account/i18n/pt-BR.ts')).toEqual({ namespace: 'account', locale: 'PtBr' });
    expect(textsFileOf('../content/i18n/calendar/es-AR.ts')).toEqual({ namespace: 'content-calendar', locale: 'EsAr' });
    expect(textsFileOf('ui/kit/i18n/en-GB.ts')).toEqual({ namespace: 'common', locale: 'EnEu' });
    expect(textsFileOf('ui/kit/i18n/table/pt-PT.ts')).toEqual({ namespace: 'kit-table', locale: 'PtPt' });
    expect(textsFileOf('ui/kit/i18n/i18n.ts')).toBeUndefined();
    expect(textsFileOf('ui/account/i18n/fr-FR.ts')).toBeUndefined();
    expect(textsFileOf('ui/account/account-page.tsx')).toBeUndefined();
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
    const t = (locale: (typeof LOCALES)[number], key: TextKey) => translate(createI18n(locale, ALL_TEXTS), key);
    expect(t('PtBr', 'auth:login.password')).toBe('Senha');
    expect(t('PtPt', 'auth:login.password')).toBe('Palavra-passe');
    expect(t('EsEs', 'auth:login.title')).toBe('Iniciar sesión');
    expect(t('EsAr', 'auth:login.title')).toBe('Ingresar');
    expect(t('EnEu', 'auth:login.title')).toBe('Sign in');
  });

  it('refuses a misspelled text key at the type check (the directives below fail it if the keys were not typed)', () => {
    const i18n = createI18n('PtBr', ALL_TEXTS);
    const auth = i18n.getFixedT('PtBr', 'auth');
    // @ts-expect-error: no text has the key 'auth:login.pasword'.
    expect(translate(i18n, 'auth:login.pasword')).toBe('login.pasword');
    // @ts-expect-error: the namespace auth has no key 'login.pasword'.
    expect(auth('login.pasword')).toBe('login.pasword');
    expect(auth('login.password')).toBe('Senha');
  });

  it('shows EsAr its own texts and EsEs where it says nothing different, loading both on demand', async () => {
    const { i18n, ready } = createLazyI18n('EsAr', loadTexts);
    await ready;
    await i18n.loadNamespaces(['auth']);
    expect(i18n.t('auth:login.title')).toBe('Ingresar');
    expect(i18n.t('auth:login.password')).toBe('Contraseña');
    expect(i18n.t('auth:login.password')).toBe(textsOf('auth', 'EsAr').login.password);
    await i18n.changeLanguage('PtBr');
    expect(i18n.t('auth:login.password')).toBe('Senha');
  });
});
