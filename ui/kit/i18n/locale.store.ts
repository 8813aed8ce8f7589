import { inject, injectable } from 'inversify';
import { type FlatNamespace, type i18n, type ParseKeys, type TOptions } from 'i18next';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  loadCatalogue,
  LocalStoragePort,
  PT_BR_CATALOGUE,
  type CatalogueTexts,
  type FieldMessages,
  localeFromBrowserLanguage,
  parseLocale,
  type Locale,
  type StoragePort,
  withFieldMessages,
} from '../../../core';
import { type LocaleSource } from './locale-source';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../platform/browser-environment';
import { NamespacesToken, type NamespaceLoaders } from './area-texts';
import { createLazyI18n } from './i18n';

/** The key of a text in any namespace, as 'ns:key'. */
export type TextKey = ParseKeys<readonly FlatNamespace[]>;

/** A text of any namespace ('ns:key'): an instance's own `t` types the keys of its default namespace only. */
export function translate(instance: i18n, key: TextKey, options: TOptions = {}): string {
  return (instance.t.bind(instance) as (key: string, options: TOptions) => string)(key, options);
}

/** Local-storage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The interface language: the stored choice, else the browser's language; changing it re-renders the texts.
 * Only the active locale's texts load: the startup namespaces and the error catalogue at once, an area's namespace
 * when a page of it loads, and on a change of language the namespaces in use and the catalogue of the new locale
 * before the switch.
 */
@injectable()
export class LocaleStore implements LocaleSource {
  locale: Locale;
  /**
   * The error catalogue of `locale`. Until the first locale's is there, the default's: the app waits for `ready`
   * before its first page, so no page reads it before then.
   */
  private texts: CatalogueTexts = PT_BR_CATALOGUE;
  /** The field messages of the areas whose forms have loaded, worded with the catalogue (addFieldMessages). */
  private readonly fields = new Set<FieldMessages>();
  /** The i18next instance the components translate with. */
  readonly i18n: i18n;
  /** Settles when the startup namespaces of the first locale are there. */
  readonly ready: Promise<void>;
  private changing: Locale | undefined;

  constructor(
    @inject(LocalStoragePort) private readonly storage: StoragePort,
    @inject(BrowserEnvironmentToken) browser: BrowserEnvironment,
    @inject(NamespacesToken) loaders: NamespaceLoaders,
  ) {
    const stored = storage.getItem(LOCALE_STORAGE_KEY);
    this.locale = stored !== null ? parseLocale(stored) : localeFromBrowserLanguage(browser.language());
    const { i18n, ready } = createLazyI18n(this.locale, loaders);
    this.i18n = i18n;
    this.ready = Promise.all([ready, loadCatalogue(this.locale).then((texts) => this.loaded(texts))]).then(
      () => undefined,
      () => undefined,
    );
    makeAutoObservable<this, 'storage' | 'changing' | 'texts' | 'fields'>(
      this,
      { i18n: false, ready: false, storage: false, changing: false, texts: observableRef, fields: false },
      { autoBind: true },
    );
  }

  /** The locale in use now. */
  current(): Locale {
    return this.locale;
  }

  /** The error catalogue of the locale in use. */
  catalogue(): CatalogueTexts {
    return this.texts;
  }

  /** Adds an area's field messages to the catalogue, for its forms' issues: the area's code calls it when it loads. */
  addFieldMessages(messages: FieldMessages): void {
    if (this.fields.has(messages)) return;
    this.fields.add(messages);
    this.texts = withFieldMessages(this.texts, messages);
  }

  /** Loads namespaces of the current locale (kept loaded through later changes of language); settles when they are there. */
  load(namespaces: readonly string[]): Promise<void> {
    return this.ready
      .then(() => this.i18n.loadNamespaces([...namespaces]))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /** Switches the interface language and remembers the choice; the texts and the locale switch together once the new texts are there. */
  change(locale: Locale): void {
    this.storage.setItem(LOCALE_STORAGE_KEY, locale);
    this.changing = locale;
    void Promise.all([this.i18n.changeLanguage(locale), loadCatalogue(locale)]).then(
      ([, texts]) => this.switched(locale, texts),
      () => this.switched(locale),
    );
  }

  /** A text of the current language, for view-models that show a toast ('ns:key'). */
  t(key: TextKey, options?: TOptions): string {
    return translate(this.i18n, key, options);
  }

  private loaded(texts: CatalogueTexts): void {
    if (texts.locale === this.locale) runInAction(() => (this.texts = withFieldMessages(texts, ...this.fields)));
  }

  /** Switches to a locale whose texts are there; a catalogue that failed to load leaves the previous one. */
  private switched(locale: Locale, texts?: CatalogueTexts): void {
    if (this.changing !== locale) return;
    runInAction(() => {
      this.locale = locale;
      if (texts) this.texts = withFieldMessages(texts, ...this.fields);
      this.changing = undefined;
    });
  }
}
