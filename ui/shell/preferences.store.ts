import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_DETAIL_ALIGNMENT,
  DEFAULT_THEME,
  DEFAULT_VIEW_STYLE,
  DEFAULT_ZOOM,
  DetailAlignment,
  LocalStoragePort,
  SessionRepository,
  type Theme,
  SavePreferencesUseCase,
  TickerSettingsRepository,
  ZOOM_LEVELS,
  THEMES,
  type ActiveUser,
  type Brand,
  type DisplayPreferences,
  type LayoutPreferences,
  type PreferencesPort,
  type StoragePort,
  type TickerSettings,
  type ViewStyle,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { attempt } from '../kit/outcome';
import { SessionStore } from './session.store';

/** Local-storage keys of the display settings kept on this device. */
export const PREFERENCE_KEYS = { theme: 'theme', zoom: 'zoom' } as const;

/** The settings of this device: what the interface shows while nobody is signed in. */
interface DeviceDisplay {
  theme: Theme;
  zoom: number;
  zoomDetail: number;
  viewstyle: ViewStyle;
  formatAlignDetail: DetailAlignment;
  skipTour: boolean;
  ticker: TickerSettings;
}

/**
 * The display settings of the interface (theme, zoom, detail zoom, view style, alignment, ticker, brand); the
 * PreferencesPort of the core. Signed in, every setting is derived from the stored user, so a reload shows it
 * again and a change of the stored user shows at once; a change made here is written to the stored user.
 * Signed out, this device's settings show (theme, zoom and ticker kept in local storage).
 */
@injectable()
export class PreferencesStore implements PreferencesPort {
  brand: Brand = 'consultancy';
  private readonly device: DeviceDisplay;

  constructor(
    @inject(LocalStoragePort) private readonly storage: StoragePort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SessionRepository) private readonly repository: SessionRepository,
    @inject(TickerSettingsRepository) private readonly tickers: TickerSettingsRepository,
    @inject(SavePreferencesUseCase) private readonly savePreferences: SavePreferencesUseCase,
  ) {
    this.device = {
      theme: toTheme(storage.getItem(PREFERENCE_KEYS.theme), DEFAULT_THEME),
      zoom: toZoom(storage.getItem(PREFERENCE_KEYS.zoom)),
      zoomDetail: DEFAULT_ZOOM,
      viewstyle: DEFAULT_VIEW_STYLE,
      formatAlignDetail: DEFAULT_DETAIL_ALIGNMENT,
      skipTour: false,
      ticker: tickers.load(),
    };
    makeAutoObservable<this, 'storage' | 'locale' | 'session' | 'repository' | 'tickers' | 'savePreferences'>(
      this,
      { storage: false, locale: false, session: false, repository: false, tickers: false, savePreferences: false },
      { autoBind: true },
    );
  }

  private get user(): ActiveUser | null {
    return this.session.user;
  }

  get theme(): Theme {
    return toTheme(this.user?.theme, this.device.theme);
  }

  get zoom(): number {
    return this.user ? toZoom(this.user.zoom) : this.device.zoom;
  }

  get zoomDetail(): number {
    return this.user ? toZoom(this.user.zoomDetail) : this.device.zoomDetail;
  }

  get viewstyle(): ViewStyle {
    return this.user?.viewstyle ?? this.device.viewstyle;
  }

  get formatAlignDetail(): DetailAlignment {
    const alignment = this.user?.formatAlignDetail;
    return alignment !== undefined && (Object.values(DetailAlignment) as string[]).includes(alignment)
      ? alignment
      : this.device.formatAlignDetail;
  }

  get skipTour(): boolean {
    return this.user?.skipTour ?? this.device.skipTour;
  }

  /** The ticker settings: this device's when signed out; the user's when signed in (place and visibility as the account's layout keeps them once read). */
  get ticker(): TickerSettings {
    const user = this.user;
    if (!user) return this.device.ticker;
    return {
      canDisplayTicker: user.canDisplayTicker ?? this.device.ticker.canDisplayTicker,
      tickerViewAtTheTop: user.tickerViewAtTheTop ?? this.device.ticker.tickerViewAtTheTop,
      viewImportantTickers: Boolean(user.viewImportantTickers),
      viewHighlightsTickers: Boolean(user.viewHighlightsTickers),
    };
  }

  /**
   * A login's settings: the language changes, and this device keeps the theme and zoom for the signed-out
   * pages. The rest shows by itself, derived from the user the login stored.
   */
  apply(preferences: DisplayPreferences): void {
    if (preferences.locale !== undefined) this.locale.change(preferences.locale);
    this.keepTheme(preferences.theme);
    this.keepZoom(preferences.zoom);
  }

  /** Dresses the interface for a client. */
  setBrand(brand: Brand): void {
    this.brand = brand;
  }

  /** Switches the theme; kept on this device and, signed in, in the stored user. */
  setTheme(theme: Theme): void {
    this.updateUser({ theme: this.keepTheme(theme) });
  }

  /** Shows the content lists in another display type (list, detailed list, cards, mosaic, tag). */
  setViewStyle(viewstyle: ViewStyle): void {
    this.device.viewstyle = viewstyle;
    this.updateUser({ viewstyle });
  }

  /** Sets the type scale (80–120 %); kept on this device and, signed in, in the stored user. */
  setZoom(zoom: number): void {
    this.updateUser({ zoom: this.keepZoom(zoom) });
  }

  /** Sets the type scale of news details (80–120 %); on this device and, signed in, in the stored user. */
  setZoomDetail(zoom: number): void {
    this.device.zoomDetail = toZoom(zoom);
    this.updateUser({ zoomDetail: this.device.zoomDetail });
  }

  /** Aligns the images and text of news details; on this device and, signed in, in the stored user. */
  setFormatAlignDetail(alignment: DetailAlignment): void {
    this.device.formatAlignDetail = alignment;
    this.updateUser({ formatAlignDetail: alignment });
  }

  /** Changes one ticker setting; kept on this device and, signed in, in the stored user and the account. */
  setTicker<K extends keyof TickerSettings>(key: K, value: TickerSettings[K]): void {
    this.device.ticker = { ...this.ticker, [key]: value };
    this.tickers.save(this.device.ticker);
    this.updateUser({ [key]: value });
  }

  private keepTheme(theme: Theme): Theme {
    this.device.theme = toTheme(theme, DEFAULT_THEME);
    this.storage.setItem(PREFERENCE_KEYS.theme, this.device.theme);
    return this.device.theme;
  }

  private keepZoom(zoom: number): number {
    this.device.zoom = toZoom(zoom);
    this.storage.setItem(PREFERENCE_KEYS.zoom, String(this.device.zoom));
    return this.device.zoom;
  }

  /**
   * Writes changed settings into the stored user, when one is signed in, and saves those of the account's layout
   * to the account (a failed save was shown by the transport; the change stays on this device).
   */
  private updateUser(changes: Partial<ActiveUser>): void {
    const user = this.repository.current();
    if (!user) return;
    this.repository.update({ ...user, ...changes });
    const layout = layoutFields(changes);
    if (Object.keys(layout).length > 0) void attempt(() => this.savePreferences.execute(layout));
  }
}

/** The fields of a change that the account's layout keeps (SPEC §3). */
function layoutFields(changes: Partial<ActiveUser>): Partial<LayoutPreferences> {
  const { theme, canDisplayTicker, tickerViewAtTheTop, zoom, zoomDetail, formatAlignDetail } = changes;
  const fields = { theme, canDisplayTicker, tickerViewAtTheTop, zoom, zoomDetail, formatAlignDetail };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A theme of the list, else the fallback. */
function toTheme(value: unknown, fallback: Theme): Theme {
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : fallback;
}

/** A zoom level of the enumeration, else the default. */
function toZoom(value: unknown): number {
  const zoom = Number(value);
  return (ZOOM_LEVELS as readonly number[]).includes(zoom) ? zoom : DEFAULT_ZOOM;
}
