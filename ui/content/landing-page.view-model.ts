import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentApiPort, type ContentApiPort as ContentApi, type LandingPage } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';

/** /landing-page: the platform presented to a visitor, from the landing-page call, in the interface's language. */
@injectable('Transient')
export class LandingPageViewModel {
  page: LandingPage | null = null;
  loading = true;
  failed = false;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'api' | 'locale'>(this, { api: false, locale: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.api.landingPage(this.locale.current()),
      (page) => (this.page = page),
    );
  }

  dispose(): void {}
}
