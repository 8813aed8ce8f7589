import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AccountApiPort,
  NotifierPort,
  otherMessage,
  SaveNotificationsUseCase,
  type AccountApiPort as AccountApi,
  type NotificationSettings,
  type NotifierPort as Notifier,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';

/** The notification tab: e-mail and app per commodity, and block all. */
@injectable('Transient')
export class NotificationsViewModel {
  loading = true;
  failed = false;
  settings: NotificationSettings = { blockAll: false, items: [] };
  saving = false;

  constructor(
    @inject(AccountApiPort) private readonly api: AccountApi,
    @inject(SaveNotificationsUseCase) private readonly saveNotifications: SaveNotificationsUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'api' | 'saveNotifications' | 'notifier' | 'locale'>(
      this,
      { api: false, saveNotifications: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the settings. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.api.notifications(),
      (settings) => (this.settings = settings),
    );
  }

  dispose(): void {}

  setBlockAll(blockAll: boolean): void {
    this.settings.blockAll = blockAll;
  }

  /** Turns one channel of one commodity on or off. */
  setChannel(commodity: number, channel: 'email' | 'app', on: boolean): void {
    const item = this.settings.items.find((i) => i.commodity === commodity);
    if (item) item[channel] = on;
  }

  /** Saves the settings (what the user chose stays on screen if it fails). */
  async save(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    const outcome = await attempt(() => this.saveNotifications.execute(this.settings));
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'done') this.settings = outcome.value;
    });
    if (outcome.kind === 'done') {
      this.notifier.notify({
        level: 'success',
        title: otherMessage('successTitle', this.locale.catalogue()),
        message: this.locale.t('account:notifications.saved'),
      });
    }
  }
}
