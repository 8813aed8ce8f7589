import { describe, expect, it } from 'vitest';
import * as core from '../../core';

describe('the enumerations of SPEC §3', () => {
  it('have their exact values', () => {
    expect(core.NewsStatus).toEqual({ SENDNOW: 1, SAVED: 2, SCHEDULED: 3, SENT: 4, ERROR: 5 });
    expect(core.NewsImportance).toEqual({ DEFAULT: 0, IMPORTANT: 1 });
    expect(core.Profile).toEqual({ SUBSCRIBER: 1, DEMO: 2, FREE: 3 });
    expect(core.DeviceType).toEqual({ MOBILE: 0, DESKTOP: 1 });
    expect(core.Platform).toEqual({ ANDROID: 0, IOS: 1, OTHER: 2 });
    expect(core.Theme).toEqual({ DARK: 'dark', LIGHT: 'light', SEMI_DARK: 'semi-dark' });
    expect(core.DisclosureType).toEqual({ ANNOUNCEMENT: 1, INVITE: 2, ECONOMIC_CALENDAR: 3 });
    expect(core.DataLayout).toEqual({ NEWS: 1, FLASHES: 2, PODCAST: 3, TVCAST: 4, REPORT: 5 });
    expect(core.DateFilter).toEqual({ ONE_DAY: 1, ONE_WEEK: 2, ONE_MONTH: 3, THREE_MONTHS: 4, OTHERS: 5 });
    expect(core.ZOOM_LEVELS).toEqual([80, 90, 100, 110, 120]);
    expect(core.DetailAlignment).toEqual({ LEFT: 'left', CENTER: 'center', RIGHT: 'right' });
    expect(Object.values(core.BiometryType)).toEqual(['TouchID', 'FaceID', 'OpticID', 'Fingerprint', 'Face', 'Iris']);
    expect(core.LOCALE_CODES).toEqual({ PtBr: 1, EnEu: 2, EsEs: 3, EsAr: 4, PtPt: 5 });
    expect(core.ListViewStyle).toEqual({ LIST: 1, DETAILED_LIST: 2 });
    expect(Object.values(core.ContentBadge)).toEqual([
      'Important',
      'Exclusive',
      'Live',
      'Disclosure',
      'Announcement',
      'Invite',
    ]);
    expect(Object.values(core.MediaBadge)).toEqual(['attachment', 'audio', 'video', 'podcast']);
    expect(Object.values(core.TickerPosition)).toEqual(['top', 'footer']);
  });

  it('list the home commodities by id, and Hedge solutions (61) as the disabled item', () => {
    expect(core.HOME_COMMODITIES.map((c) => c.id)).toEqual([
      1, 3, 4, 6, 7, 11, 12, 13, 16, 17, 20, 21, 202, 5, 23, 201,
    ]);
    expect(core.HOME_COMMODITIES.find((c) => c.id === 7)?.name).toBe('Coffee');
    expect(core.DISABLED_HOME_COMMODITY).toEqual({ id: 61, name: 'Hedge solutions' });
  });

  it('list the display types and calendar views of SPEC §2', () => {
    expect(core.DISPLAY_TYPES).toEqual([
      'list',
      'detailed-list',
      'card',
      'mosaic',
      'tag',
      'calendar',
      'schedule',
      'playlist',
    ]);
    expect(core.CALENDAR_VIEWS).toEqual(['Month', 'Week', 'Day', 'List']);
  });
});

describe('the constants of SPEC §9', () => {
  it('have their exact values', () => {
    expect(core.DEMO_TRIAL_DAYS).toBe(7);
    expect(core.CONFIRMATION_TOKEN_VALIDITY_MS).toBe(2 * 3600 * 1000);
    expect(core.PLATFORM_ORIGIN_CODE).toBe(250);
    expect(core.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(core.API_TIMEOUT_MS).toBe(15_000);
    expect(core.VERSION_CHECK_INTERVAL_MS).toBe(120_000);
    expect(core.LOGOUT_RELOAD_MS).toBe(400);
    expect(core.LAYOUT_RERENDER_DEBOUNCE_MS).toBe(500);
    expect(core.BIOMETRIC_TIMEOUT_MS).toBe(8000);
    expect(core.TIME_TICK_MS).toBe(1000);
    expect(core.MIN_REPORTABLE_SESSION_SECONDS).toBe(30);
    expect(core.STARRED_PAGES_MAX).toBe(10);
    expect(core.HIGHLIGHT_TITLE_MAX_LENGTH).toBe(120);
    expect(core.TICKER_DEFAULT_LIMIT).toBe(10);
    expect(core.HIGHLIGHTS_CAROUSEL).toEqual({ limit: 9, slidesPerView: 3 });
    expect(core.PAGINATOR).toEqual({ defaultPageSize: 10, defaultLimit: 24, pageSizeOptions: [10, 25, 50] });
    expect(core.SWIPE_THRESHOLD).toBe(200);
    expect(core.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(core.DEFAULT_THEME).toBe('light');
    expect(core.DEFAULT_CALENDAR_COLOR).toBe('green');
    expect(core.DEFAULT_LAYOUT).toBe('vertical');
    expect(core.DEFAULT_VIEW_STYLE).toBe('cards');
    expect(core.DEFAULT_SPEECH_RATE).toBe(1);
    expect(core.DEFAULT_LOCALE).toBe('PtBr');
    expect(core.OBFUSCATION_VISIBLE_CHARS).toBe(10);
    expect(core.PLAYER_DEFAULT_QUALITY).toBe(576);
    expect(core.DEFAULT_ICON_SIZE).toBe(24);
    expect(core.LARGE_ICON_SIZE).toBe(28);
  });

  it('agree with the defaults of a new user', () => {
    expect(core.ACTIVE_USER_DEFAULTS).toMatchObject({
      theme: core.DEFAULT_THEME,
      viewstyle: core.DEFAULT_VIEW_STYLE,
      rateTextSpeech: core.DEFAULT_SPEECH_RATE,
      originCode: core.PLATFORM_ORIGIN_CODE,
      zoom: core.DEFAULT_ZOOM,
      formatAlignDetail: core.DEFAULT_DETAIL_ALIGNMENT,
    });
  });

  it('agree with the masks of SPEC §5 that the formatters apply', () => {
    expect(core.formatCpf('00000000000')).toBe('000.000.000-00');
    expect(core.formatCnpj('00000000000000')).toBe('00.000.000/0000-00');
    expect(core.formatPhone('00000000000')).toBe('00 00000-0000');
  });
});

describe('the display preferences and the brand, as stored or received', () => {
  it('keep a known value and fall back to the default otherwise', () => {
    expect(core.THEMES).toEqual(['light', 'dark', 'semi-dark']);
    expect(core.THEMES.map(core.parseTheme)).toEqual(core.THEMES);
    expect([undefined, 'Dark', 'blue', 1].map(core.parseTheme)).toEqual(['light', 'light', 'light', 'light']);
    expect(core.VIEW_STYLES.map(core.parseViewStyle)).toEqual(['cards', 'list', 'detailed-list', 'mosaic', 'tag']);
    expect([null, 'card', 'calendar'].map(core.parseViewStyle)).toEqual(['cards', 'cards', 'cards']);
    expect(core.DETAIL_ALIGNMENTS.map(core.parseDetailAlignment)).toEqual(['left', 'center', 'right']);
    expect(['', 'justify'].map(core.parseDetailAlignment)).toEqual(['center', 'center']);
    expect(['consultancy', 'market-news', 'MARKET-NEWS', undefined].map(core.parseBrand)).toEqual([
      'consultancy',
      'market-news',
      'consultancy',
      'consultancy',
    ]);
  });
});
