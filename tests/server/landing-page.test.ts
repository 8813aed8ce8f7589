// The landing page (issue 11, item 7): GET landing-page answers anyone, in the request's language, with the enabled
// subjects named in that language; a session changes nothing in it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LandingPage, LOCALES } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows } from '../../server/testing';

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 90_000);

afterAll(async () => {
  await server?.close();
});

const landing = async (query = '', headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ url: `/api/landing-page${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as LandingPage;
};

describe('GET landing-page', () => {
  it('answers a visitor with the platform presented in PtBr by default and the enabled subjects', async () => {
    const page = await landing();
    expect(page.title).toBe('Informação de mercado para o agronegócio');
    expect(page.summary.length).toBeGreaterThan(40);
    expect(page.features.length).toBeGreaterThanOrEqual(3);
    for (const feature of page.features) expect(feature.title && feature.text).toBeTruthy();
    const enabled = await queryRows<{ id: number; name_pt_br: string }>(
      server.db,
      sql`select id, name_pt_br from subjects where habilitado order by sort_order, id`,
    );
    expect(page.subjects).toEqual(enabled.map((row) => ({ id: row.id, nome: row.name_pt_br })));
    expect(page.subjects.map((s) => s.id)).not.toContain(61);
  });

  it('speaks the language asked for, the subjects named in it, PtPt in European Portuguese', async () => {
    const english = await landing('?lang=EnEu&isDesktop=true');
    expect(english.title).toBe('Market information for agribusiness');
    expect(english.subjects.find((s) => s.id === 1)?.nome).toBe('Sugar & Ethanol');
    const european = await landing('?lang=PtPt&isDesktop=false');
    expect(european.summary).toContain('telemóvel');
    const texts = new Set<string>();
    for (const locale of LOCALES) texts.add((await landing(`?lang=${locale}`)).summary);
    expect(texts.size).toBe(LOCALES.length);
  });

  it('answers a signed-in user the same page, and an unknown language as PtBr', async () => {
    const session = await createSession(server, 'assinante@example.com');
    expect(await landing('', { authorization: `Bearer ${session.token}` })).toEqual(await landing());
    expect((await landing('?lang=klingon')).title).toBe('Informação de mercado para o agronegócio');
  });
});
