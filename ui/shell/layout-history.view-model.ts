import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  formatDate,
  LayoutSyncUseCase,
  NotifierPort,
  otherMessage,
  type LayoutVersion,
  type NotifierPort as Notifier,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';

/**
 * The layout history (SPEC §3, layoutwdma-hist): the versions the account kept, newest first, each with the dates
 * it was created and last updated, and the restore of one (the account's layout, shown at once on this device).
 */
@injectable('Transient')
export class LayoutHistoryViewModel {
  loading = true;
  failed = false;
  versions: LayoutVersion[] = [];
  /** The version being restored. */
  restoring: number | null = null;

  constructor(
    @inject(LayoutSyncUseCase) private readonly layout: LayoutSyncUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'layout' | 'notifier' | 'locale'>(
      this,
      { layout: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the history. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.layout.history(),
      (versions) => (this.versions = versions),
    );
  }

  dispose(): void {}

  /** A date and time of the history in the interface's language. */
  when(iso: string): string {
    return formatDate(iso, this.locale.current(), { dateStyle: 'short', timeStyle: 'short' });
  }

  /** Makes a version the layout again, then lists the history with the restore in it. */
  async restore(id: number): Promise<void> {
    if (this.restoring !== null) return;
    this.restoring = id;
    const outcome = await attempt(() => this.layout.restore(id));
    runInAction(() => (this.restoring = null));
    if (outcome.kind !== 'done') return;
    this.notifier.notify({
      level: 'success',
      title: otherMessage('successTitle', this.locale.catalogue()),
      message: this.locale.t('shell:layoutHistory.restored'),
    });
    await this.load();
  }
}
