// Core tasks of the business-limits feature.
import assert from 'node:assert/strict';
import * as core from '../../../core';
import { items } from './common';

const LIMITS: Record<string, number> = {
  'demo trial in days': core.DEMO_TRIAL_DAYS,
  'confirmation code validity in minutes': core.CONFIRMATION_TOKEN_VALIDITY_MS / 60_000,
  'platform origin code': core.PLATFORM_ORIGIN_CODE,
  'chunk load timeout in ms': core.CHUNK_LOAD_TIMEOUT_MS,
  'request timeout constant in ms': core.API_TIMEOUT_MS,
  'version check in ms': core.VERSION_CHECK_INTERVAL_MS,
  'logout delay in ms': core.LOGOUT_RELOAD_MS,
  'layout re-render delay in ms': core.LAYOUT_RERENDER_DEBOUNCE_MS,
  'biometric timeout in ms': core.BIOMETRIC_TIMEOUT_MS,
  'time tick in ms': core.TIME_TICK_MS,
  'minimum reported session in seconds': core.MIN_REPORTABLE_SESSION_SECONDS,
  'starred pages': core.STARRED_PAGES_MAX,
  'highlight title characters': core.HIGHLIGHT_TITLE_MAX_LENGTH,
  'ticker items': core.TICKER_DEFAULT_LIMIT,
  'highlights in the carousel': core.HIGHLIGHTS_CAROUSEL.limit,
  'highlights per view': core.HIGHLIGHTS_CAROUSEL.slidesPerView,
  'page size': core.PAGINATOR.defaultPageSize,
  'list limit': core.PAGINATOR.defaultLimit,
  'swipe threshold': core.SWIPE_THRESHOLD,
  'visible characters when hidden': core.OBFUSCATION_VISIBLE_CHARS,
  'player quality': core.PLAYER_DEFAULT_QUALITY,
};

const DEFAULTS: Record<string, string | number> = {
  theme: core.DEFAULT_THEME,
  'calendar colour': core.DEFAULT_CALENDAR_COLOR,
  layout: core.DEFAULT_LAYOUT,
  'view style': core.DEFAULT_VIEW_STYLE,
  'speech rate': core.DEFAULT_SPEECH_RATE,
  locale: core.DEFAULT_LOCALE,
  'detail alignment': core.DEFAULT_DETAIL_ALIGNMENT,
  'icon size': core.DEFAULT_ICON_SIZE,
  'large icon size': core.LARGE_ICON_SIZE,
};

const ENUMS: Record<string, Readonly<Record<string, number>>> = {
  'news status': core.NewsStatus,
  importance: core.NewsImportance,
  profile: core.Profile,
  'device type': core.DeviceType,
  platform: core.Platform,
  disclosure: core.DisclosureType,
  'data layout': core.DataLayout,
  'date filter': core.DateFilter,
  'list view': core.ListViewStyle,
  locale: core.LOCALE_CODES,
};

/** Every named limit has its value. */
export function expectLimits(rows: { limit: string; value: string }[]): void {
  for (const row of rows) assert.equal(LIMITS[row.limit], Number(row.value), row.limit);
}

/** Every named default has its value. */
export function expectDefaults(rows: { default: string; value: string }[]): void {
  for (const row of rows) assert.equal(String(DEFAULTS[row.default]), row.value, row.default);
}

/** Every enumeration has exactly the codes listed ("NAME 1, OTHER 2"). */
export function expectEnumerations(rows: { enumeration: string; codes: string }[]): void {
  for (const row of rows) {
    const expected = Object.fromEntries(
      items(row.codes).map((pair) => {
        const [name = '', code = ''] = pair.split(' ');
        return [name, Number(code)];
      }),
    );
    assert.deepEqual({ ...ENUMS[row.enumeration] }, expected, row.enumeration);
  }
}

/** A list of numbers of the product equals the one written. */
export function expectNumbers(actual: readonly number[], written: string): void {
  assert.deepEqual([...actual], items(written).map(Number));
}

/** The business error codes run in these unbroken ranges, written "5000-5007, …". */
export function expectErrorRanges(written: string): void {
  const ranges: [number, number][] = [];
  for (const code of core.ERROR_CODES) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  assert.equal(ranges.map(([from, to]) => `${from}-${to}`).join(', '), written);
}
