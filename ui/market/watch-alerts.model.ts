import { makeAutoObservable, runInAction } from 'mobx';
import {
  ALERT_RULES,
  type AlertFired,
  type AlertInput,
  type MarketAlertsApiPort,
  type PriceAlert,
  SetAlertUseCase,
  ToggleWatchUseCase,
  WatchlistFullError,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';

/** The watch list and the price alerts of the quotes page: screen state over the use cases and the port. */
export class WatchAlertsModel {
  /** The starred instruments, in order. */
  watchlist: string[] = [];
  alerts: PriceAlert[] = [];
  /** The alerts that fired while the page was open, newest first, until dismissed. */
  notices: AlertFired[] = [];
  /** Why the last star could not be saved, until the next one. */
  watchError: 'full' | 'failed' | null = null;
  loaded = false;
  private readonly toggle: ToggleWatchUseCase;
  private readonly setAlert: SetAlertUseCase;

  constructor(
    private readonly api: MarketAlertsApiPort,
    /** Told when the watch list changed (the watch list tab reloads its rows). */
    private readonly changed: () => void = () => undefined,
  ) {
    this.toggle = new ToggleWatchUseCase(api);
    this.setAlert = new SetAlertUseCase(api);
    makeAutoObservable<this, 'api' | 'changed' | 'toggle' | 'setAlert'>(
      this,
      { api: false, changed: false, toggle: false, setAlert: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    try {
      const [watchlist, alerts] = await Promise.all([this.api.watchlist(), this.api.alerts()]);
      runInAction(() => {
        this.watchlist = watchlist.instruments;
        this.alerts = alerts.alerts;
        this.loaded = true;
      });
    } catch {
      runInAction(() => (this.loaded = true));
    }
  }

  isWatched(id: string): boolean {
    return this.watchlist.includes(id);
  }

  /** Stars or unstars an instrument, saved to the account. */
  async toggleWatch(id: string): Promise<void> {
    this.watchError = null;
    try {
      const saved = await this.toggle.execute(this.watchlist, id);
      runInAction(() => (this.watchlist = saved.instruments));
      this.changed();
    } catch (error) {
      runInAction(() => (this.watchError = error instanceof WatchlistFullError ? 'full' : 'failed'));
    }
  }

  /** A new alert's form (one per opened form): set through the use case, the alert then added to the list. */
  alertForm(): FormViewModel<AlertInput, PriceAlert> {
    return new FormViewModel(
      async (values) => {
        const alert = await this.setAlert.execute(values);
        runInAction(() => (this.alerts = [alert, ...this.alerts]));
        return alert;
      },
      { rules: ALERT_RULES },
    );
  }

  async deleteAlert(id: number): Promise<void> {
    try {
      await this.api.deleteAlert(id);
      runInAction(() => (this.alerts = this.alerts.filter((alert) => alert.id !== id)));
    } catch {
      // Left in the list: it is still there.
    }
  }

  /** An alert fired (the live feed): a notice, and the alert shown as fired. */
  onAlert(fired: AlertFired): void {
    this.notices = [fired, ...this.notices.filter((notice) => notice.id !== fired.id)];
    this.alerts = this.alerts.map((alert) =>
      alert.id === fired.id ? { ...alert, state: 'fired', firedAt: fired.time, firedValue: fired.value } : alert,
    );
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }
}
