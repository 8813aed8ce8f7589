// Core tasks of the content feature: dates, quick ranges, badges, obfuscation.
import assert from 'node:assert/strict';
import {
  contentBadges,
  DateFilter,
  formatReportDate,
  obfuscate,
  qualityBadge,
  quickDateRange,
  type DatedNewsItem,
  type ItemBadges,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type CeleiroWorld } from '../world';
import { items, keepText, language } from './common';

/** A content of a report type with its report and publication dates. */
export function haveContent(world: CeleiroWorld, type: string, reported: string, published: string): void {
  world.vars.set('content', {
    dt_report: reported,
    dt_publish: published,
    newsContent: [{ code: type }],
  } satisfies DatedNewsItem);
}

/** The date the content shows, in the user's language. */
export function expectDated(world: CeleiroWorld, shown: string): void {
  assert.equal(formatReportDate(world.vars.get('content') as DatedNewsItem, language(world)), shown);
}

/** Today's date. */
export function setToday(world: CeleiroWorld, instant: string): void {
  world.vars.set('today', new FakeClock(instant));
}

const RANGES: Record<string, DateFilter> = {
  'one day': DateFilter.ONE_DAY,
  'one week': DateFilter.ONE_WEEK,
  'one month': DateFilter.ONE_MONTH,
  'three months': DateFilter.THREE_MONTHS,
  others: DateFilter.OTHERS,
};

/** A quick range is chosen. */
export function chooseRange(world: CeleiroWorld, name: string): void {
  const filter = RANGES[name];
  assert.ok(filter !== undefined, `unknown range ${name}`);
  world.vars.set('range', quickDateRange(filter, world.vars.get('today') as FakeClock));
}

/** The range searched (null: the user picks both dates). */
export function expectRange(world: CeleiroWorld, range: { from: string; to: string } | null): void {
  assert.deepEqual(world.vars.get('range'), range);
}

/** A document's video height. */
export function haveVideo(world: CeleiroWorld, height: number): void {
  world.vars.set('badge', qualityBadge(height));
}

/** The quality badge ('' for none). */
export function expectQualityBadge(world: CeleiroWorld, badge: string): void {
  assert.equal(world.vars.get('badge'), badge === '' ? null : badge);
}

/** A value is hidden. */
export function hideValue(world: CeleiroWorld, value: string): void {
  keepText(world, obfuscate(value));
}

/** An important, exclusive, live invite with an attachment and a video. */
export function haveBadgedItem(world: CeleiroWorld): void {
  world.vars.set(
    'badges',
    contentBadges({
      importance: 1,
      exclusive: true,
      live: true,
      disclosureType: 2,
      hasAttachment: true,
      hasVideo: true,
    }),
  );
}

/** The content or media badges. */
export function expectBadges(world: CeleiroWorld, kind: 'content' | 'media', expected: string): void {
  assert.deepEqual((world.vars.get('badges') as ItemBadges)[kind], items(expected));
}
