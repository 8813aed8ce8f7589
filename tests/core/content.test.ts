import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentBadges,
  DateFilter,
  externalLinkTarget,
  formatReportDate,
  obfuscate,
  privacyPolicySource,
  qualityBadge,
  quickDateRange,
  reportDate,
} from '../../core';
import { FakeClock } from '../fakes/fake-clock';

describe('reportDate', () => {
  const dates = { dt_report: '2026-11-01T10:00:00Z', dt_publish: '2026-11-02T15:30:00Z' };

  it.each(['informative', 'statistic', 'exports', 'Informative', ' EXPORTS '])(
    'uses dt_report for the %j report type',
    (code) => {
      expect(reportDate({ ...dates, newsContent: [{ code }] })).toBe(dates.dt_report);
    },
  );

  it.each(['analysis', 'news', 'flash', '', undefined])('uses dt_publish for the %j report type', (code) => {
    expect(reportDate({ ...dates, newsContent: [{ code }] })).toBe(dates.dt_publish);
  });

  it('uses dt_publish without newsContent and gives null without the date', () => {
    expect(reportDate(dates)).toBe(dates.dt_publish);
    expect(reportDate({ newsContent: [{ code: 'statistic' }] })).toBeNull();
  });
});

describe('formatReportDate', () => {
  const item = { dt_publish: '2026-11-21T12:00:00Z' };

  it('shows day, localised month, year and time in São Paulo time', () => {
    expect(formatReportDate(item, 'PtBr')).toBe('21 nov. 2026, 09:00');
    expect(formatReportDate(item, 'EnEu')).toBe('21 Nov 2026, 09:00');
    expect(formatReportDate(item, 'EsEs')).toBe('21 nov 2026, 09:00');
    expect(formatReportDate(item, 'EsAr')).toBe('21 nov 2026, 09:00');
    expect(formatReportDate(item, 'PtPt')).toBe('21 nov. 2026, 09:00');
  });

  it('takes another time zone and gives an empty text without a valid date', () => {
    expect(formatReportDate(item, 'EnEu', 'UTC')).toBe('21 Nov 2026, 12:00');
    expect(formatReportDate({}, 'PtBr')).toBe('');
    expect(formatReportDate({ dt_publish: 'yesterday' }, 'PtBr')).toBe('');
  });
});

describe('quickDateRange', () => {
  const clock = new FakeClock('2026-11-21T12:00:00Z');

  it.each([
    [DateFilter.ONE_DAY, '2026-11-20'],
    [DateFilter.ONE_WEEK, '2026-11-14'],
    [DateFilter.ONE_MONTH, '2026-10-21'],
    [DateFilter.THREE_MONTHS, '2026-08-21'],
  ])('filter %i runs from %s to today', (filter, from) => {
    expect(quickDateRange(filter, clock)).toEqual({ from, to: '2026-11-21' });
  });

  it('has no quick range for others (the user picks the dates)', () => {
    expect(quickDateRange(DateFilter.OTHERS, clock)).toBeNull();
  });

  it('ends on the São Paulo calendar day, and clamps month ends', () => {
    expect(quickDateRange(DateFilter.ONE_DAY, new FakeClock('2026-11-21T02:00:00Z'))).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
    });
    expect(quickDateRange(DateFilter.THREE_MONTHS, new FakeClock('2026-05-31T12:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
  });
});

describe('qualityBadge', () => {
  it.each([
    [2160, '4K'],
    [1440, 'HD'],
    [1080, 'HD'],
    [720, 'HD'],
    [576, 'SD'],
    [480, 'SD'],
    [4320, null],
    [719, null],
    [1441, null],
    [360, null],
    [0, null],
    [Number.NaN, null],
  ])('height %i → %s', (height, badge) => {
    expect(qualityBadge(height)).toBe(badge);
  });
});

describe('obfuscate', () => {
  it('keeps the last 10 characters and stars the rest', () => {
    expect(obfuscate('abcdefghijklmnop')).toBe('******ghijklmnop');
    expect(obfuscate('0123456789')).toBe('0123456789');
    expect(obfuscate('short')).toBe('short');
    expect(obfuscate('')).toBe('');
    expect(obfuscate(null)).toBe('');
  });

  it('keeps the length and the last 10 characters of any value, hiding everything before', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const chars = [...value];
        const out = [...obfuscate(value)];
        const hidden = Math.max(0, chars.length - 10);
        return (
          out.length === chars.length &&
          out.slice(hidden).join('') === chars.slice(hidden).join('') &&
          out.slice(0, hidden).every((c) => c === '*')
        );
      }),
    );
  });
});

describe('contentBadges', () => {
  it('gives no badge to a plain item', () => {
    expect(contentBadges({})).toEqual({ content: [], media: [] });
    expect(contentBadges({ importance: 0 })).toEqual({ content: [], media: [] });
  });

  it('gives every badge in a fixed order', () => {
    expect(
      contentBadges({
        importance: 1,
        exclusive: true,
        live: true,
        disclosureType: 1,
        hasAttachment: true,
        hasAudio: true,
        hasVideo: true,
        hasPodcast: true,
      }),
    ).toEqual({
      content: ['Important', 'Exclusive', 'Live', 'Disclosure', 'Announcement'],
      media: ['attachment', 'audio', 'video', 'podcast'],
    });
  });

  it('marks invites and economic-calendar disclosures', () => {
    expect(contentBadges({ disclosureType: 2 }).content).toEqual(['Disclosure', 'Invite']);
    expect(contentBadges({ disclosureType: 3 }).content).toEqual(['Disclosure']);
    expect(contentBadges({ disclosureType: 9 }).content).toEqual([]);
  });
});

describe('privacy policy and external links', () => {
  it('fetches the privacy policy from the API when signed in and from the cache otherwise', () => {
    expect(privacyPolicySource(true)).toBe('privacy-policy-content');
    expect(privacyPolicySource(false)).toBe('cache:content-private/privacy-policy');
  });

  it('opens external links in the in-app browser inside the app and in a new tab otherwise', () => {
    expect(externalLinkTarget(true)).toBe('in-app-browser');
    expect(externalLinkTarget(false)).toBe('new-tab');
  });
});
