// The subscription plans in the user's language (cache `plans`): name, description and features in the language of
// `lang` (the app sends its locale, as for the landing page), Brazilian Portuguese for an unknown one, with the
// currency the prices are in. The translations live in the database beside the plan.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale, type SubscriptionPlan } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { SEED_PLANS } from '../../server/content/seed';
import { buildTestServer, resetDatabase } from '../../server/testing';

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 90_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await resetDatabase(server);
});

const plans = async (query = '') => {
  const response = await server.app.inject({
    url: `/cache/plans${query}`,
    headers: { authorization: 'Bearer celeiro-cache-key' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as SubscriptionPlan[];
};

const LISTED = SEED_PLANS.filter((plan) => plan.listed);
/** The seeded texts of the listed plans in a locale. */
const seeded = (locale: Locale) =>
  LISTED.map((plan) => {
    const texts = locale === 'PtBr' ? plan : plan.translations[locale];
    return { id: plan.id, name: texts.name, description: texts.description, features: [...texts.features] };
  });
const texts = (answer: SubscriptionPlan[]) =>
  answer.map(({ id, name, description, features }) => ({ id, name, description, features }));

describe('GET cache plans in a language', () => {
  it('answers the plans in Brazilian Portuguese by default, their prices in reais', async () => {
    const answer = await plans();
    expect(texts(answer)).toEqual(seeded('PtBr'));
    expect(answer.map((plan) => plan.name)).toEqual([
      'Gratuito',
      'Plano Grãos e Açúcar',
      'Plano Proteína Animal',
      'Plano Corporativo',
    ]);
    expect(answer.every((plan) => plan.currency === 'BRL')).toBe(true);
    expect(answer.map((plan) => plan.monthlyPrice)).toEqual([0, 49_000, 39_000, 129_000]);
  });

  it.each(LOCALES)('answers name, description and features in %s, the rest of each plan alike', async (locale) => {
    const answer = await plans(`?lang=${locale}&isDesktop=true`);
    expect(texts(answer)).toEqual(seeded(locale));
    const { name: _n, description: _d, features: _f, ...rest } = (await plans())[1]!;
    expect(answer[1]).toMatchObject(rest);
  });

  it('speaks each language as it is written: English, European Portuguese, the Spanish of Spain and Argentina', async () => {
    const grains = async (locale: Locale) => (await plans(`?lang=${locale}`)).find((plan) => plan.id === 2)!;
    expect((await grains('EnEu')).name).toBe('Grains and Sugar plan');
    expect((await grains('EnEu')).features).toContain('Ask the analyst');
    expect((await grains('PtPt')).name).toBe('Plano Cereais e Açúcar');
    expect((await grains('EsEs')).features).toContain('Pregunte al analista');
    expect((await grains('EsAr')).features).toContain('Preguntale al analista');
    const corporate = async (locale: Locale) => (await plans(`?lang=${locale}`)).find((plan) => plan.id === 4)!;
    expect((await corporate('PtPt')).description).toContain('matérias-primas');
    const names = new Set<string>();
    for (const locale of LOCALES) names.add((await grains(locale)).name);
    expect(names.size).toBe(4);
  });

  it('answers an unknown language in Brazilian Portuguese, and takes a locale by its code', async () => {
    expect(texts(await plans('?lang=klingon'))).toEqual(seeded('PtBr'));
    expect(texts(await plans('?lang='))).toEqual(seeded('PtBr'));
    expect(texts(await plans('?lang=2'))).toEqual(seeded('EnEu'));
    expect(texts(await plans('?lang=ptpt'))).toEqual(seeded('PtPt'));
  });

  it('falls back, for a translation missing in the database, to the other Spanish, then to Brazilian Portuguese', async () => {
    await server.db.execute(
      sql`update content_plans set translations = translations - 'EsAr' - 'PtPt' - 'EnEu' where id = 3`,
    );
    const animal = async (locale: Locale) => (await plans(`?lang=${locale}`)).find((plan) => plan.id === 3)!;
    expect((await animal('EsAr')).name).toBe(SEED_PLANS[2].translations.EsEs.name);
    expect((await animal('EsAr')).description).toBe(SEED_PLANS[2].translations.EsEs.description);
    expect((await animal('PtPt')).description).toBe(SEED_PLANS[2].description);
    expect((await animal('EnEu')).features).toEqual([...SEED_PLANS[2].features]);
  });

  it('answers the currency a plan is sold in, as the database holds it', async () => {
    await server.db.execute(sql`update content_plans set currency = 'EUR' where id = 2`);
    expect((await plans('?lang=PtPt')).find((plan) => plan.id === 2)!.currency).toBe('EUR');
  });

  it('gives a database of the seeded plans from before the translations the same texts as a fresh seed', async () => {
    await server.db.execute(sql`update content_plans set translations = '{}'::jsonb`);
    expect(texts(await plans('?lang=EnEu'))).toEqual(seeded('PtBr'));
    const migration = readFileSync(
      new URL('../../server/db/migrations/content/0002_plan-translations.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates.length).toBe(SEED_PLANS.length);
    for (const statement of updates) await server.db.execute(sql.raw(statement));
    for (const locale of LOCALES) expect(texts(await plans(`?lang=${locale}`))).toEqual(seeded(locale));
  });
});
