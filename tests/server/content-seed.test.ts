// The seeded content reads like a market desk's: across a commodity's latest 100 items no title comes back more than
// twice, in any of the seed's languages.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, seededBar } from '../../core';
import { FULL_CONTENT_ITEMS, generateContent } from '../../server/content/seed';
import { SEED_SUBJECTS } from '../../server/db/seed-data';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const items = generateContent(FULL_CONTENT_ITEMS, NOW).items;

/** The latest `n` items of each subject, newest first (the list's default order). */
function latestBySubject(n: number) {
  const bySubject = new Map<number, typeof items>();
  for (const item of items) bySubject.set(item.subjectId, [...(bySubject.get(item.subjectId) ?? []), item]);
  return [...bySubject.entries()].map(([subject, list]) => ({
    subject,
    latest: [...list].sort((a, b) => b.dtSort!.getTime() - a.dtSort!.getTime() || b.id! - a.id!).slice(0, n),
  }));
}

/** The titles said more than `max` times, with their counts. */
function repeatedTitles(titles: readonly (string | null | undefined)[], max: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const title of titles) if (title) counts.set(title, (counts.get(title) ?? 0) + 1);
  return [...counts.entries()].filter(([, count]) => count > max);
}

describe('the seeded titles', () => {
  it("repeat no title more than twice in a commodity's latest 100 items, in Portuguese, English and Spanish", () => {
    const subjects = latestBySubject(100);
    expect(subjects.length).toBeGreaterThan(10);
    for (const { subject, latest } of subjects)
      for (const language of ['titlePt', 'titleEn', 'titleEs'] as const)
        expect(
          repeatedTitles(
            latest.map((item) => item[language]),
            2,
          ),
          `subject ${subject} ${language}`,
        ).toEqual([]);
  });

  it("name the item's commodity in every title, in each of its languages, and are mostly different", () => {
    const names = new Map(SEED_SUBJECTS.map((subject) => [subject.id, subject.names]));
    for (const item of items) {
      const name = names.get(item.subjectId)!;
      expect(item.titlePt, `item ${item.id}`).toContain(name.PtBr);
      if (item.titleEn) expect(item.titleEn, `item ${item.id}`).toContain(name.EnEu);
      if (item.titleEs) expect(item.titleEs, `item ${item.id}`).toContain(name.EsEs);
    }
    expect(new Set(items.map((item) => item.titlePt)).size).toBeGreaterThan(items.length * 0.8);
  });
});

describe('the seeded pictures', () => {
  it("show in about a third of every commodity's latest 100 items, each a picture of that commodity the app serves", () => {
    for (const { subject, latest } of latestBySubject(100)) {
      const pictured = latest.filter((item) => item.image);
      expect(pictured.length, `subject ${subject}`).toBeGreaterThan(20);
      expect(pictured.length, `subject ${subject}`).toBeLessThan(50);
      const icon = SEED_SUBJECTS.find((candidate) => candidate.id === subject)!.icone;
      for (const { image } of pictured) {
        expect(image!.url).toMatch(new RegExp(`^/images/content/${icon}-(field|port|storage)\\.svg$`));
        expect(existsSync(`public${image!.url}`), image!.url).toBe(true);
        for (const alt of Object.values(image!.alt)) expect(alt.length).toBeGreaterThan(5);
      }
    }
  });
});

describe('the figures of the seeded bodies', () => {
  it("quote each commodity's indicator as the market data has it on the day before publication", () => {
    const { bodies } = generateContent(600, NOW);
    const indicatorOf = new Map(
      [...INSTRUMENTS].reverse().flatMap((i) => (i.market === 'indicators' ? [[i.commodity, i] as const] : [])),
    );
    let checked = 0;
    for (const item of items.slice(0, 600)) {
      const instrument = indicatorOf.get(item.subjectId);
      const body = bodies.find((candidate) => candidate.contentId === item.id)!.bodyPt;
      if (!instrument) {
        expect(body).not.toMatch(/fechou a/);
        continue;
      }
      const day = new Date(item.dtPublish!.getTime() - 86_400_000).toISOString().slice(0, 10);
      const bar = seededBar(instrument.id, day)!;
      const quoted = /fechou a ([\d.]+(?:,\d+)?) (.+?) em \d/.exec(body);
      expect(quoted, `item ${item.id}`).not.toBeNull();
      expect(Number(quoted![1]!.replaceAll('.', '').replace(',', '.'))).toBe(bar.close);
      expect(quoted![2]).toBe(instrument.unit);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
  });
});
