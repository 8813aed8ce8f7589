// The content rules of the core: access per profile, report filters, display types, ticker settings and the content use cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DateFilter,
  displayTypeOf,
  EMPTY_REPORT_FILTERS,
  itemAccess,
  LIST_DISPLAY_TYPES,
  listQuery,
  ListContentUseCase,
  activeFilterCount,
  pageSizeOf,
  parseReportFilters,
  Profile,
  ReadNewsUseCase,
  ReportFilterRepository,
  REPORT_FILTERS_KEY,
  TICKER_KEY,
  tickerQuery,
  TickerSettingsRepository,
  viewStyleOf,
  withQuickRange,
  type ContentGate,
  type ContentViewer,
  type RightsItem,
} from '../../core';
import { contentItem } from '../fakes/content-library';
import { FakeClock } from '../fakes/fake-clock';
import { FakeContentApi } from '../fakes/fake-content-api';
import { MemoryStorage } from '../fakes/memory-storage';
import { RecordingLogger } from '../fakes/recorders';

const rights = (...ids: number[]): RightsItem[] =>
  [1, 3, 7].map((id) => ({ id, nome: `S${id}`, habilitado: ids.includes(id) }));
const viewer = (profile: Profile, fields: Partial<ContentViewer> = {}): ContentViewer => ({
  profile,
  rights: rights(1, 3, 7),
  planTypes: 'all',
  trialActive: true,
  ...fields,
});
const gate = (fields: Partial<ContentGate> = {}): ContentGate => ({
  subjectId: 1,
  subjectEnabled: true,
  publicationType: 'news',
  free: false,
  exclusive: false,
  ...fields,
});

describe('itemAccess', () => {
  it('opens to a subscriber what the rights and the plan include, and locks the rest with the see-other-plans location', () => {
    const subscriber = viewer(Profile.SUBSCRIBER, { rights: rights(1), planTypes: ['news', 'analysis'] });
    expect(itemAccess(subscriber, gate())).toEqual({ kind: 'open', location: 'detail-public', hideAttachments: false });
    expect(itemAccess(subscriber, gate({ subjectId: 3 }))).toMatchObject({
      kind: 'locked',
      location: 'detail-private-subscriber',
    });
    expect(itemAccess(subscriber, gate({ publicationType: 'statistic' }))).toMatchObject({
      kind: 'locked',
      location: 'detail-private-subscriber',
    });
    expect(itemAccess(subscriber, gate({ publicationType: 'statistic', free: true })).kind).toBe('open');
  });

  it('opens everything to a demo during the trial without attachments, locks exclusive items, forbids paid items after the trial', () => {
    expect(itemAccess(viewer(Profile.DEMO), gate())).toEqual({
      kind: 'open',
      location: 'detail-public',
      hideAttachments: true,
    });
    expect(itemAccess(viewer(Profile.DEMO), gate({ exclusive: true }))).toMatchObject({
      kind: 'locked',
      location: 'detail-private-demo',
    });
    expect(itemAccess(viewer(Profile.DEMO, { trialActive: false }), gate())).toMatchObject({
      kind: 'forbidden',
      location: 'detail-private-demo',
    });
    expect(itemAccess(viewer(Profile.DEMO, { trialActive: false }), gate({ free: true })).kind).toBe('open');
  });

  it('opens only free content to a free user', () => {
    expect(itemAccess(viewer(Profile.FREE, { rights: rights() }), gate())).toMatchObject({
      kind: 'locked',
      location: 'detail-private-free',
    });
    expect(itemAccess(viewer(Profile.FREE, { rights: rights() }), gate({ free: true })).kind).toBe('open');
  });

  it('forbids every item of a subject that is not offered, whatever the profile', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Profile.SUBSCRIBER, Profile.DEMO, Profile.FREE),
        fc.boolean(),
        fc.boolean(),
        (profile, free, exclusive) => {
          expect(itemAccess(viewer(profile), gate({ subjectEnabled: false, free, exclusive })).kind).toBe('forbidden');
        },
      ),
    );
  });

  it('never opens an item a profile is not entitled to (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Profile.SUBSCRIBER, Profile.DEMO, Profile.FREE),
        fc.subarray([1, 3, 7]),
        fc.boolean(),
        fc.boolean(),
        (profile, enabled, free, exclusive) => {
          const access = itemAccess(viewer(profile, { rights: rights(...enabled) }), gate({ free, exclusive }));
          if (access.kind === 'open' && !free) {
            if (profile === Profile.DEMO) expect(exclusive).toBe(false);
            else expect(enabled).toContain(1);
          }
        },
      ),
    );
  });
});

describe('report filters', () => {
  const clock = new FakeClock('2026-11-21T12:00:00Z');

  it('start with no filter on, newest first', () => {
    expect(parseReportFilters(null)).toEqual(EMPTY_REPORT_FILTERS);
    expect(activeFilterCount(EMPTY_REPORT_FILTERS)).toBe(0);
  });

  it('read back what was stored and drop anything malformed', () => {
    const stored = JSON.stringify({
      publicationType: 'news',
      important: true,
      orderBy: 'oldest',
      mediaType: 'video',
      dateFilter: 2,
      priority: 1,
      author: 'x',
      dateFrom: 'ontem',
    });
    expect(parseReportFilters(stored)).toEqual({
      ...EMPTY_REPORT_FILTERS,
      publicationType: 'news',
      important: true,
      orderBy: 'oldest',
      mediaType: 'video',
      dateFilter: 2,
      priority: 1,
    });
    expect(parseReportFilters('{not json')).toEqual(EMPTY_REPORT_FILTERS);
    expect(parseReportFilters('[1,2]')).toEqual(EMPTY_REPORT_FILTERS);
    expect(parseReportFilters(JSON.stringify({ orderBy: 'random', mediaType: 'pdf', dateFilter: 9 }))).toEqual(
      EMPTY_REPORT_FILTERS,
    );
  });

  it('count the filters on, a date range once', () => {
    const filters = {
      ...EMPTY_REPORT_FILTERS,
      important: true,
      live: true,
      author: 3,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-10',
      orderBy: 'title' as const,
    };
    expect(activeFilterCount(filters)).toBe(4);
  });

  it('fill in the dates of a quick range; others keep the dates to pick; none clears them', () => {
    expect(withQuickRange(EMPTY_REPORT_FILTERS, DateFilter.ONE_WEEK, clock)).toMatchObject({
      dateFilter: 2,
      dateFrom: '2026-11-14',
      dateTo: '2026-11-21',
    });
    const picked = { ...EMPTY_REPORT_FILTERS, dateFrom: '2026-01-01', dateTo: '2026-02-01' };
    expect(withQuickRange(picked, DateFilter.OTHERS, clock)).toMatchObject({
      dateFilter: 5,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
    });
    expect(withQuickRange(picked, null, clock)).toMatchObject({ dateFilter: null, dateFrom: null, dateTo: null });
  });

  it('turn into the list query: only the filters on, the quick range recomputed from today, the page size among 10, 25, 50', () => {
    const filters = {
      ...EMPTY_REPORT_FILTERS,
      important: true,
      publicationType: 'analysis',
      dateFilter: DateFilter.ONE_MONTH,
      dateFrom: '2020-01-01',
      dateTo: '2020-02-01',
      author: 4,
    };
    expect(listQuery(filters, { commodity: 7, page: 2, pageSize: 25 }, clock)).toEqual({
      commodity: 7,
      page: 2,
      pageSize: 25,
      orderBy: 'recent',
      important: true,
      publicationType: 'analysis',
      dateFrom: '2026-10-21',
      dateTo: '2026-11-21',
      author: 4,
    });
    expect(listQuery(EMPTY_REPORT_FILTERS, { commodity: 1, page: 0, pageSize: 33 }, clock)).toEqual({
      commodity: 1,
      page: 1,
      pageSize: 10,
      orderBy: 'recent',
    });
    expect(pageSizeOf(50)).toBe(50);
  });

  it('narrow All (0) by the commodity filter, never a commodity page', () => {
    const filters = { ...EMPTY_REPORT_FILTERS, commodity: 13 };
    expect(listQuery(filters, { commodity: 0, page: 1, pageSize: 10 }, clock).commodity).toBe(13);
    expect(listQuery(filters, { commodity: 7, page: 1, pageSize: 10 }, clock).commodity).toBe(7);
  });

  it('are kept in local storage under "filters" and cleared by Clear', () => {
    const storage = new MemoryStorage();
    const repository = new ReportFilterRepository(storage);
    repository.save({ ...EMPTY_REPORT_FILTERS, live: true });
    expect(new ReportFilterRepository(storage).load().live).toBe(true);
    expect(storage.getItem(REPORT_FILTERS_KEY)).not.toBeNull();
    expect(repository.clear()).toEqual(EMPTY_REPORT_FILTERS);
    expect(storage.getItem(REPORT_FILTERS_KEY)).toBeNull();
  });
});

describe('display types and ticker settings', () => {
  it('map the view style to a display type and back (cards is the card display, the default)', () => {
    expect(displayTypeOf('cards')).toBe('card');
    expect(displayTypeOf('mosaic')).toBe('mosaic');
    expect(displayTypeOf('calendar')).toBe('card');
    expect(displayTypeOf(undefined)).toBe('card');
    for (const display of LIST_DISPLAY_TYPES) expect(displayTypeOf(viewStyleOf(display))).toBe(display);
  });

  it('ask the ticker for 10 items, only important or highlighted ones when toggled', () => {
    const settings = new TickerSettingsRepository(new MemoryStorage()).load();
    expect(settings).toEqual({
      canDisplayTicker: true,
      tickerViewAtTheTop: false,
      viewImportantTickers: false,
      viewHighlightsTickers: false,
    });
    expect(tickerQuery(settings)).toEqual({ limit: 10 });
    expect(tickerQuery({ ...settings, viewImportantTickers: true, viewHighlightsTickers: true })).toEqual({
      limit: 10,
      important: true,
      highlight: true,
    });
  });

  it('keep the ticker settings under "ticker", defaults for anything unreadable', () => {
    const storage = new MemoryStorage();
    new TickerSettingsRepository(storage).save({
      canDisplayTicker: false,
      tickerViewAtTheTop: true,
      viewImportantTickers: true,
      viewHighlightsTickers: false,
    });
    expect(new TickerSettingsRepository(storage).load()).toMatchObject({
      canDisplayTicker: false,
      tickerViewAtTheTop: true,
      viewImportantTickers: true,
    });
    storage.setItem(TICKER_KEY, '{oops');
    expect(new TickerSettingsRepository(storage).load().canDisplayTicker).toBe(true);
  });
});

describe('content use cases', () => {
  it('ListContentUseCase reads the page under the filters', async () => {
    const api = new FakeContentApi();
    api.library.items = [
      contentItem(1, { importance: 1 }),
      contentItem(2),
      contentItem(3, { importance: 1, commodity: { id: 3, nome: 'Algodão' } }),
    ];
    const page = await new ListContentUseCase(api, new FakeClock()).execute({
      commodity: 1,
      page: 1,
      pageSize: 10,
      filters: { ...EMPTY_REPORT_FILTERS, important: true },
    });
    expect(page.items.map((i) => i.id)).toEqual([1]);
    expect(api.library.queries.at(-1)).toEqual({
      commodity: 1,
      page: 1,
      pageSize: 10,
      orderBy: 'recent',
      important: true,
    });
  });

  it('ReadNewsUseCase marks an open unread item read, never a locked or already read one', async () => {
    const api = new FakeContentApi();
    api.library.items = [contentItem(1), contentItem(2, { locked: true }), contentItem(3, { read: true })];
    const readNews = new ReadNewsUseCase(api, new RecordingLogger());
    expect((await readNews.execute(1)).read).toBe(true);
    expect((await readNews.execute(2)).body).toBeUndefined();
    await readNews.execute(3);
    expect(api.library.reads).toEqual([1]);
  });

  it('ReadNewsUseCase still opens the item when the read mark fails, and logs it', async () => {
    const api = new FakeContentApi();
    api.library.items = [contentItem(1)];
    api.sendReadNews = async () => {
      throw new ApiError(503, undefined);
    };
    const logger = new RecordingLogger();
    const detail = await new ReadNewsUseCase(api, logger).execute(1);
    expect(detail.read).toBe(false);
    expect(logger.entries.map((e) => e.level)).toEqual(['error']);
  });
});
