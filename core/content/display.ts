// The list display types and the ticker settings (SPEC §2 display types, §3 application state and local storage).
import { type ViewStyle } from '../kernel/active-user';
import { TICKER_DEFAULT_LIMIT } from '../kernel/constants';
import { type DisplayType } from '../kernel/enums';
import { type StoragePort } from '../kernel/storage.port';
import { type TickerQuery } from './api';

/** The display types a content list offers in its view-style control. */
export const LIST_DISPLAY_TYPES = [
  'list',
  'detailed-list',
  'card',
  'mosaic',
  'tag',
] as const satisfies readonly DisplayType[];
/** A list display type. */
export type ListDisplayType = (typeof LIST_DISPLAY_TYPES)[number];

/** The display type of the user's view style ('cards', the default, is the card display). */
export function displayTypeOf(viewstyle: ViewStyle | string | null | undefined): ListDisplayType {
  if (viewstyle === 'cards' || viewstyle === 'card') return 'card';
  return (LIST_DISPLAY_TYPES as readonly string[]).includes(viewstyle ?? '') ? (viewstyle as ListDisplayType) : 'card';
}

/** The view style kept for a display type. */
export function viewStyleOf(display: ListDisplayType): ViewStyle {
  return display === 'card' ? 'cards' : display;
}

/** The ticker settings of the application state (SPEC §3). */
export interface TickerSettings {
  canDisplayTicker: boolean;
  tickerViewAtTheTop: boolean;
  viewImportantTickers: boolean;
  viewHighlightsTickers: boolean;
}

/** Shown, in the footer, with every item. */
export const DEFAULT_TICKER_SETTINGS: Readonly<TickerSettings> = Object.freeze({
  canDisplayTicker: true,
  tickerViewAtTheTop: false,
  viewImportantTickers: false,
  viewHighlightsTickers: false,
});

/** Local-storage key of the ticker settings (SPEC §3, Local storage: ticker). */
export const TICKER_KEY = 'ticker';

/** The ticker query: the default limit (10), only important or only highlighted items when those toggles are on. */
export function tickerQuery(settings: TickerSettings, limit: number = TICKER_DEFAULT_LIMIT): TickerQuery {
  return {
    limit,
    ...(settings.viewImportantTickers ? { important: true } : {}),
    ...(settings.viewHighlightsTickers ? { highlight: true } : {}),
  };
}

/** The ticker settings kept in local storage. */
export class TickerSettingsRepository {
  constructor(private readonly storage: StoragePort) {}

  /** The stored settings; defaults for anything missing. */
  load(): TickerSettings {
    let stored: Partial<Record<keyof TickerSettings, unknown>> = {};
    try {
      stored = JSON.parse(this.storage.getItem(TICKER_KEY) ?? '{}') as typeof stored;
    } catch {
      stored = {};
    }
    const flag = (key: keyof TickerSettings) =>
      typeof stored?.[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_TICKER_SETTINGS[key];
    return {
      canDisplayTicker: flag('canDisplayTicker'),
      tickerViewAtTheTop: flag('tickerViewAtTheTop'),
      viewImportantTickers: flag('viewImportantTickers'),
      viewHighlightsTickers: flag('viewHighlightsTickers'),
    };
  }

  /** Keeps the settings. */
  save(settings: TickerSettings): void {
    this.storage.setItem(TICKER_KEY, JSON.stringify(settings));
  }
}
