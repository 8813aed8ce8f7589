import { makeAutoObservable, runInAction } from 'mobx';
import {
  MARKET_FIELD_MESSAGES,
  withFieldMessages,
  type AlertCreate,
  type AlertFired,
  ApiError,
  issueText,
  type CatalogueTexts,
  type MarketAlertsApiPort,
  type PriceAlert,
  SetAlertUseCase,
  ToggleWatchUseCase,
  WatchlistFullError,
} from '../../core';

/** What a form's submission came to: saved, the field issues to show, or a refusal (no rights, a failure). */
export type AlertOutcome =
  { ok: true } | { ok: false; errors: { field: string; text: string }[] } | { ok: false; refused: 'rights' | 'failed' };

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
    /** The interface's language (for the rules' field messages). */
    private readonly catalogue: () => CatalogueTexts,
    /** Told when the watch list changed (the watch list tab reloads its rows). */
    private readonly changed: () => void = () => undefined,
  ) {
    this.toggle = new ToggleWatchUseCase(api);
    this.setAlert = new SetAlertUseCase(api);
    makeAutoObservable<this, 'api' | 'catalogue' | 'changed' | 'toggle' | 'setAlert'>(
      this,
      { api: false, catalogue: false, changed: false, toggle: false, setAlert: false },
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

  /** Sets an alert: the level's issue, the server's refusal, or the alert added to the list. */
  async createAlert(draft: AlertCreate): Promise<AlertOutcome> {
    try {
      const result = await this.setAlert.execute(draft);
      if (!result.ok)
        return {
          ok: false,
          errors: result.issues.map((issue) => ({
            field: issue.field,
            text: issueText(issue, withFieldMessages(this.catalogue(), MARKET_FIELD_MESSAGES)),
          })),
        };
      runInAction(() => (this.alerts = [result.alert, ...this.alerts]));
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return { ok: false, refused: 'rights' };
      const erros = error instanceof ApiError ? (error.body?.erros ?? []) : [];
      // The server's field messages are already in the interface's language.
      if (erros.length > 0) return { ok: false, errors: erros.map((e) => ({ field: e.field, text: e.message })) };
      return { ok: false, refused: 'failed' };
    }
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
