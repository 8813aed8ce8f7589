import { inject, injectable } from 'inversify';
import { type i18n, type TOptions } from 'i18next';
import { makeAutoObservable } from 'mobx';
import { LocalStoragePort, localeFromBrowserLanguage, parseLocale, type Locale, type StoragePort } from '../../../core';
import { type LocaleSource } from './locale-source';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../platform/browser-environment';
import { NamespacesToken, type Namespaces } from './area-texts';
import { createI18n } from './i18n';

/** Local-storage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The interface language: the stored choice, else the browser's language; changing it re-renders the texts. */
@injectable()
export class LocaleStore implements LocaleSource {
  locale: Locale;
  /** The i18next instance the components translate with. */
  readonly i18n: i18n;

  constructor(
    @inject(LocalStoragePort) private readonly storage: StoragePort,
    @inject(BrowserEnvironmentToken) browser: BrowserEnvironment,
    @inject(NamespacesToken) namespaces: Namespaces,
  ) {
    const stored = storage.getItem(LOCALE_STORAGE_KEY);
    this.locale = stored !== null ? parseLocale(stored) : localeFromBrowserLanguage(browser.language());
    this.i18n = createI18n(this.locale, namespaces);
    makeAutoObservable<this, 'storage'>(this, { i18n: false, storage: false }, { autoBind: true });
  }

  /** The locale in use now. */
  current(): Locale {
    return this.locale;
  }

  /** Switches the interface language and remembers the choice. */
  change(locale: Locale): void {
    this.locale = locale;
    this.storage.setItem(LOCALE_STORAGE_KEY, locale);
    void this.i18n.changeLanguage(locale);
  }

  /** A text of the current language, for view-models that show a toast ('ns:key'). */
  t(key: string, options?: TOptions): string {
    return this.i18n.t(key, options ?? {}) as string;
  }
}
