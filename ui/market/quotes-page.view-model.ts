import { inject, injectable } from 'inversify';
import { type IObservableValue, makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { WatchAlertsModel } from './watch-alerts.model';
import {
  MARKET_FIELD_MESSAGES,
  MarketAlertsApiPort,
  type MarketAlertsApiPort as MarketAlertsApi,
  MarketApiPort,
  type Market,
  type MarketApiPort as MarketApi,
  type MarketStatus,
  type QuoteRow,
  type QuotesMenu,
  type QuoteTick,
  type QuotesLive,
  QuotesLiveFactory,
  type QuotesLiveFactory as LiveFactory,
  type StationState,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { SessionStore } from '../shell/session.store';

/** What the page's tabs show: a market, or the user's watch list (its instruments from every market, in its order). */
export type QuotesView = Market | 'watchlist';

/** The quotes module: the markets of the user's plan, the rows of the market shown, moved by the live feed. */
@injectable('Transient')
export class QuotesPageViewModel {
  state: 'loading' | 'ready' | 'upsell' | 'failed' = 'loading';
  menu: QuotesMenu | null = null;
  market: QuotesView = 'futures';
  /** What the rows are of (the market or the watch list), which follows `market` once its rows have loaded. */
  shown: QuotesView = 'futures';
  /** The watch list and the price alerts. */
  readonly watch: WatchAlertsModel;
  /**
   * The rows of the market shown, a plain list: a tick replaces its row here and in the row's box (which is what the
   * table observes), and bumps `shape` only when a row's status changed (what the market's state reads).
   */
  rows: QuoteRow[] = [];
  /** Changes when the rows are loaded, or a tick changed a row's status. */
  private shape = 0;
  /** The instrument whose chart is open, if any. */
  chart: { id: string; name: string } | null = null;
  /**
   * The place of the row whose details show, one row at a time, and whether a press pinned them (hover and focus
   * show them only while they last).
   */
  details: { index: number; pinned: boolean } | null = null;
  /** Each row shown in a box of its own, so that a tick re-renders only the lines it moves. */
  private boxes: IObservableValue<QuoteRow>[] = [];
  /** Changes when a table is loaded (the lines start afresh). */
  tableVersion = 0;
  private index = new Map<string, number>();
  /** The module's acceptor session: the live prices go to its token only. */
  station: StationState = { kind: 'opening' };
  private readonly live: QuotesLive;
  private disposed = false;
  /** Stops following the stored session. */
  private readonly unsubscribe: () => void;

  constructor(
    @inject(MarketApiPort) private readonly api: MarketApi,
    @inject(MarketAlertsApiPort) alerts: MarketAlertsApi,
    @inject(LocaleStore) locale: LocaleStore,
    @inject(QuotesLiveFactory) live: LiveFactory,
    @inject(SessionStore) session: SessionStore,
  ) {
    // The quotes right follows the user-info check: given or taken back, the module loads again (table or upsell).
    let hasRights = session.user?.hasQuotesRights;
    this.unsubscribe = reaction(
      () => session.user,
      (user) => {
        if (!user || user.hasQuotesRights === hasRights) return;
        hasRights = user.hasQuotesRights;
        if (!this.disposed) void this.load();
      },
    );
    this.live = live({
      onTicks: (ticks) => this.applyTicks(ticks),
      onAlert: (alert) => this.watch.onAlert(alert),
      onState: (state) => runInAction(() => (this.station = state)),
    });
    // The alert form's issues are worded with the market's field messages.
    locale.addFieldMessages(MARKET_FIELD_MESSAGES);
    this.watch = new WatchAlertsModel(alerts, () => void (this.market === 'watchlist' && this.loadTable()));
    makeAutoObservable<this, 'api' | 'index' | 'live' | 'disposed' | 'boxes' | 'shape' | 'unsubscribe'>(
      this,
      {
        api: false,
        index: false,
        live: false,
        disposed: false,
        rows: false,
        watch: false,
        boxes: false,
        shape: observable,
        unsubscribe: false,
      },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const menu = await this.api.quotesMenu();
      runInAction(() => {
        this.menu = menu;
        if (!menu.hasQuotesRights) this.state = 'upsell';
        else if (menu.markets[0] && !menu.markets.some((m) => m.market === this.market))
          this.market = menu.markets[0].market;
      });
      if (!menu.hasQuotesRights) {
        this.live.leave();
        return;
      }
      await Promise.all([this.loadTable(), this.watch.load(), this.openStation()]);
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  /**
   * Opens the module's session (acceptor/newtoken for this browser) and its live prices; opened again here, it takes
   * them back from another tab or station.
   */
  async openStation(): Promise<void> {
    if (!this.disposed) await this.live.open(globalThis.navigator?.userAgent ?? '');
  }

  /** Checks the module's session again (the page is seen again after a while). */
  async checkStation(): Promise<void> {
    if (this.station.kind === 'open') await this.live.check();
  }

  /** Leaves the module (the page goes away): its token is retired with a keep-alive logout, the session goes on. */
  leaveStation(): void {
    this.live.leave();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.live.leave();
  }

  /** Shows another market. */
  async selectMarket(market: QuotesView): Promise<void> {
    if (market === this.market) return;
    this.market = market;
    await this.loadTable();
  }

  /** Opens the chart of a row's instrument. */
  openChart(row: Pick<QuoteRow, 'id' | 'name'>): void {
    this.chart = { id: row.id, name: row.name };
  }

  closeChart(): void {
    this.chart = null;
  }

  /** Shows a row's details (hovered or focused), in place of another row's. */
  showDetails(index: number): void {
    if (this.details?.index !== index) this.details = { index, pinned: false };
  }

  /** A press on a row's details: pins them open, or closes them when they were pinned. */
  pressDetails(index: number): void {
    this.details = this.details?.index === index && this.details.pinned ? null : { index, pinned: true };
  }

  /** The pointer or the focus left a row: its details close unless a press pinned them. */
  leaveDetails(index: number): void {
    if (this.details?.index === index && !this.details.pinned) this.details = null;
  }

  closeDetails(): void {
    this.details = null;
  }

  /** Applies the ticks of the live feed to the rows shown (ticks of other markets are left for their next load). */
  applyTicks(ticks: readonly QuoteTick[]): void {
    let statusMoved = false;
    for (const tick of ticks) {
      const at = this.index.get(tick.id);
      const row = at === undefined ? undefined : this.rows[at];
      if (row && at !== undefined) {
        const moved = { ...row, ...tick };
        if (moved.status !== row.status) statusMoved = true;
        this.rows[at] = moved;
        this.boxes[at]?.set(moved);
      }
    }
    if (statusMoved) this.shape++;
  }

  /** The row at a place of the table, observed on its own (a tick elsewhere does not touch it). */
  rowAt(index: number): QuoteRow | undefined {
    return this.boxes[index]?.get();
  }

  /** How many rows the market shown has. */
  get count(): number {
    void this.shape;
    return this.rows.length;
  }

  /** The state of the market shown: live or delayed when any of its rows trades, otherwise closed. */
  get status(): MarketStatus {
    void this.shape;
    if (this.rows.some((r) => r.status === 'live')) return 'live';
    if (this.rows.some((r) => r.status === 'delayed')) return 'delayed';
    if (this.rows.length === 0) return this.menu?.markets.find((m) => m.market === this.market)?.status ?? 'closed';
    return 'closed';
  }

  /** The rows of the watch list, in its order, from the tables of the markets it draws on. */
  private async watchedRows(): Promise<QuoteRow[]> {
    if (!this.watch.loaded) await this.watch.load();
    const wanted = this.watch.watchlist;
    const markets = this.menu?.markets.map((m) => m.market) ?? [];
    const tables = await Promise.all(markets.map((market) => this.api.table(market)));
    const byId = new Map(tables.flatMap((table) => table.rows).map((row) => [row.id, row]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  private async loadTable(): Promise<void> {
    const market = this.market;
    try {
      const rows = market === 'watchlist' ? await this.watchedRows() : (await this.api.table(market)).rows;
      runInAction(() => {
        if (market !== this.market) return;
        this.rows = [...rows];
        this.shape++;
        this.boxes = rows.map((row) => observable.box(row, { deep: false }));
        this.tableVersion++;
        this.details = null;
        this.index = new Map(rows.map((row, i) => [row.id, i]));
        this.shown = market;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }
}
