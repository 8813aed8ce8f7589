// The visitor's home in the visitor's language (cache service): the public quotes are named in the language of
// `lang`, and the public news and highlights name their subject and type in it (titles and summaries are editorial
// content, in the languages each item was written in); an unknown language is PtBr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type CachedContent, type ContentListItem, type PublicQuote } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, SEED_SUBJECTS } from '../../server/testing';

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 400 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const cache = async <T>(url: string) => {
  const response = await server.app.inject({
    url: `/cache/${url}`,
    headers: { authorization: 'Bearer celeiro-cache-key' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};
const quoteNames = async (query: string) =>
  Object.fromEntries(
    (await cache<PublicQuote[]>(`content-private/quotes-public${query}`)).map((quote) => [quote.symbol, quote.name]),
  );

describe('the public quotes in a language', () => {
  it('names the quotes in PtBr by default and for an unknown language', async () => {
    const names = await quoteNames('');
    expect(names).toMatchObject({ KC: 'Café arábica (ICE NY)', ZC: 'Milho (CBOT)', BGI: 'Boi gordo (B3)' });
    expect(await quoteNames('?lang=klingon')).toEqual(names);
  });

  it('names them in English, Spanish (Spain and Argentina) and European Portuguese, the figures alike', async () => {
    expect(await quoteNames('?lang=EnEu')).toMatchObject({ KC: 'Arabica coffee (ICE NY)', ZC: 'Corn (CBOT)' });
    expect(await quoteNames('?lang=EsEs')).toMatchObject({ ZC: 'Maíz (CBOT)', BGI: 'Bovino cebado (B3)' });
    expect(await quoteNames('?lang=EsAr')).toMatchObject({ ZC: 'Maíz (CBOT)', BGI: 'Novillo gordo (B3)' });
    expect(await quoteNames('?lang=PtPt')).toMatchObject({
      SB: 'Açúcar em bruto (ICE NY)',
      BGI: 'Bovino para abate (B3)',
    });
    const figures = async (query: string) =>
      (await cache<PublicQuote[]>(`content-private/quotes-public${query}`)).map(({ name: _name, ...rest }) => rest);
    for (const locale of LOCALES) expect(await figures(`?lang=${locale}`)).toEqual(await figures(''));
    const content = await cache<CachedContent>('content?lang=EnEu');
    expect(content.quotes.find((quote) => quote.symbol === 'KC')?.name).toBe('Arabica coffee (ICE NY)');
  });
});

describe('the public news and highlights in a language', () => {
  it('name their subject and their type in the language asked for, the same items', async () => {
    const portuguese = await cache<ContentListItem[]>('news/cache');
    const english = await cache<ContentListItem[]>('news/cache?lang=EnEu');
    expect(english.map((item) => item.id)).toEqual(portuguese.map((item) => item.id));
    expect(english.every((item) => item.newsContent[0]!.nome === 'News')).toBe(true);
    expect(portuguese.every((item) => item.newsContent[0]!.nome === 'Notícias')).toBe(true);
    const subjectName = (id: number, locale: (typeof LOCALES)[number]) =>
      SEED_SUBJECTS.find((subject) => subject.id === id)!.names[locale];
    for (const item of english) expect(item.commodity.nome).toBe(subjectName(item.commodity.id, 'EnEu'));
    for (const item of portuguese) expect(item.commodity.nome).toBe(subjectName(item.commodity.id, 'PtBr'));
    const highlights = await cache<{ latestNews: ContentListItem[] }>('news/cache/highlights?lang=EsAr');
    expect(highlights.latestNews.length).toBeGreaterThan(0);
    for (const item of highlights.latestNews) expect(item.commodity.nome).toBe(subjectName(item.commodity.id, 'EsAr'));
    expect(new Set(english.map((item) => item.commodity.nome)).size).toBeGreaterThan(1);
  });
});
