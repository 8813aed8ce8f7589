import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_DETAIL_ALIGNMENT, DEFAULT_THEME, DEFAULT_VIEW_STYLE, DEFAULT_ZOOM, LocalStoragePort, ZOOM_LEVELS,
  type Brand, type DetailAlignment, type DisplayPreferences, type PreferencesPort, type StoragePort, type Theme, type ViewStyle,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';


/** Local-storage keys of the display settings kept on this device. */
export const PREFERENCE_KEYS = { theme: 'theme', zoom: 'zoom' } as const;

const THEMES: readonly Theme[] = ['light', 'dark', 'semi-dark'];

/** The display settings of the interface (theme, zoom, view style, alignment, brand); the PreferencesPort of the core. */
@injectable()
export class PreferencesStore implements PreferencesPort {
  brand: Brand = 'consultancy';
  theme: Theme;
  zoom: number;
  zoomDetail: number = DEFAULT_ZOOM;
  viewstyle: ViewStyle = DEFAULT_VIEW_STYLE;
  formatAlignDetail: DetailAlignment = DEFAULT_DETAIL_ALIGNMENT;
  skipTour = false;

  constructor(
    @inject(LocalStoragePort) private readonly storage: StoragePort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    const theme = storage.getItem(PREFERENCE_KEYS.theme) as Theme | null;
    this.theme = theme !== null && THEMES.includes(theme) ? theme : DEFAULT_THEME;
    this.zoom = toZoom(storage.getItem(PREFERENCE_KEYS.zoom));
    makeAutoObservable<this, 'storage' | 'locale'>(this, { storage: false, locale: false }, { autoBind: true });
  }

  /** Applies the settings of a login or a preference change (the tour itself is not part of this shell). */
  apply(preferences: DisplayPreferences): void {
    if (preferences.locale !== undefined) this.locale.change(preferences.locale);
    this.setTheme(preferences.theme);
    this.setZoom(preferences.zoom);
    this.zoomDetail = toZoom(preferences.zoomDetail);
    this.viewstyle = preferences.viewstyle;
    this.formatAlignDetail = preferences.formatAlignDetail;
    this.skipTour = preferences.skipTour;
  }

  /** Dresses the interface for a client. */
  setBrand(brand: Brand): void {
    this.brand = brand;
  }

  /** Switches the theme and keeps it on this device. */
  setTheme(theme: Theme): void {
    this.theme = THEMES.includes(theme) ? theme : DEFAULT_THEME;
    this.storage.setItem(PREFERENCE_KEYS.theme, this.theme);
  }

  /** Shows the content lists in another display type (list, detailed list, cards, mosaic, tag). */
  setViewStyle(viewstyle: ViewStyle): void {
    this.viewstyle = viewstyle;
  }

  /** Sets the type scale (80–120 %) and keeps it on this device. */
  setZoom(zoom: number): void {
    this.zoom = toZoom(zoom);
    this.storage.setItem(PREFERENCE_KEYS.zoom, String(this.zoom));
  }
}

/** A zoom level of the enumeration, else the default. */
function toZoom(value: unknown): number {
  const zoom = Number(value);
  return (ZOOM_LEVELS as readonly number[]).includes(zoom) ? zoom : DEFAULT_ZOOM;
}
