import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { TickerSettingsRepository, type TickerSettings } from '../../core';

/** The ticker settings (shown or hidden, top or footer, important and highlights toggles), kept on this device. */
@injectable()
export class TickerStore {
  settings: TickerSettings;

  constructor(@inject(TickerSettingsRepository) private readonly repository: TickerSettingsRepository) {
    this.settings = repository.load();
    makeAutoObservable<this, 'repository'>(this, { repository: false }, { autoBind: true });
  }

  /** Changes one setting and keeps the result. */
  set<K extends keyof TickerSettings>(key: K, value: TickerSettings[K]): void {
    this.settings = { ...this.settings, [key]: value };
    this.repository.save(this.settings);
  }
}
