// @vitest-environment jsdom
// The visitor's home (issue 11, item 7): /home for a visitor is a public page built from the cache service, with the
// public detail at /details and the landing page fed by its call; a signed-in user keeps the redirect.
import { cleanup, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type PublicQuote } from '../../core';
import { contentItem } from '../fakes/content-library';
import { cachedSubject } from '../fakes/fake-content-cache';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const QUOTES: PublicQuote[] = [
  {
    symbol: 'BGI',
    name: 'Boi gordo (B3)',
    last: 312.8,
    change: 0.21,
    unit: 'R$/@',
    updatedAt: '2026-11-20T21:00:00.000Z',
  },
  {
    symbol: 'ZS',
    name: 'Soja (CBOT)',
    last: 1046.5,
    change: -0.47,
    unit: 'USc/bu',
    updatedAt: '2026-11-20T21:00:00.000Z',
  },
];

/** The cache with two subjects (and a disabled one), two news (one a highlight) and two quotes. */
function publicData(kit: TestKit): void {
  kit.contentCache.subjectsList = [
    cachedSubject(1, 'Açúcar e Etanol'),
    cachedSubject(7, 'Café'),
    cachedSubject(61, 'Soluções Hedge', false),
  ];
  kit.contentCache.news = [
    contentItem(11, { title: 'Safra de café surpreende', commodity: { id: 7, nome: 'Café' }, highlight: true }),
    contentItem(12, { title: 'Etanol sobe nas usinas', dt_publish: '2026-11-19T13:30:00.000Z' }),
  ];
  kit.contentCache.quotes = QUOTES;
}

const unavailable = new ApiError(503, { errorType: 'ServerError', code: 503, message: 'Indisponível', erros: [] });

describe('/home for a visitor', () => {
  it('shows the subjects, the latest news, the highlights and the public quotes, with the ways in', async () => {
    const kit = createTestKit();
    publicData(kit);
    const { router } = renderApp(kit, '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'O mercado do agronegócio hoje' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(document.title).toBe('O mercado do agronegócio hoje · Celeiro');

    // The heading shows before the public reads arrive: each part is waited for.
    const subjects = screen.getByRole('region', { name: 'Assuntos' });
    expect((await within(subjects).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Açúcar e Etanol',
      'Café',
    ]);

    const news = screen.getByRole('region', { name: 'Últimas notícias' });
    const items = await within(news).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Safra de café surpreende',
      'Etanol sobe nas usinas',
    ]);
    expect(within(items[1]!).getByText('19 nov. 2026, 10:30')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/details?id=11');

    const highlights = screen.getByRole('region', { name: 'Destaques' });
    expect(await within(highlights).findByRole('link', { name: 'Safra de café surpreende' })).toBeTruthy();
    expect(within(highlights).getByText('Resumo da notícia 11.')).toBeTruthy();

    const quotes = screen.getByRole('region', { name: 'Cotações' });
    const rows = (await within(quotes).findAllByRole('row')).slice(1);
    expect(rows.map((row) => plain(row.querySelector('td')!.textContent))).toEqual(['R$ 312,80/@', '1.046,50 USc/bu']);
    expect(plain(rows[0]!.querySelector('.quote-change')!.textContent)).toBe('+0,21% (em alta)');
    expect(plain(rows[1]!.querySelector('.quote-change')!.textContent)).toBe('-0,47% (em baixa)');

    const calls = screen.getByRole('navigation', { name: 'Acesso' });
    expect(within(calls).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/pages/login');
    expect(within(calls).getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/pages/plans');
  });

  it('speaks the visitor’s language: names, dates and numbers of the locale', async () => {
    const kit = createTestKit({ language: 'en-GB' });
    publicData(kit);
    renderApp(kit, '/home');
    await screen.findByRole('heading', { level: 1, name: 'The agribusiness market today' });
    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect((await within(subjects).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Açúcar e Etanol (en)',
      'Café (en)',
    ]);
    expect(await screen.findByText('19 Nov 2026, 10:30')).toBeTruthy();
    const rows = (await within(screen.getByRole('region', { name: 'Quotes' })).findAllByRole('row')).slice(1);
    expect(plain(rows[1]!.querySelector('td')!.textContent)).toBe('1,046.50 USc/bu');
    expect(screen.getByRole('link', { name: 'See plans' })).toBeTruthy();
  });

  it('reads the news and quotes in the visitor’s language, and again in the language chosen on the page', async () => {
    const kit = createTestKit({ language: 'en-GB' });
    publicData(kit);
    kit.contentCache.quotesIn.EnEu = QUOTES.map((quote) => ({ ...quote, name: `${quote.symbol} in English` }));
    kit.contentCache.quotesIn.EsEs = QUOTES.map((quote) => ({ ...quote, name: `${quote.symbol} en español` }));
    const { user } = renderApp(kit, '/home');
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByText('BGI in English')).toBeTruthy();
    expect(new Set(kit.contentCache.publicReads.map((read) => read.locale))).toEqual(new Set(['EnEu']));
    expect(kit.contentCache.publicReads.map((read) => read.read).sort()).toEqual([
      'highlightsCache',
      'newsCache',
      'quotesPublic',
    ]);

    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español (España)' }));

    const cotizaciones = await screen.findByRole('region', { name: 'Cotizaciones' });
    expect(await within(cotizaciones).findByText('BGI en español')).toBeTruthy();
    expect(within(cotizaciones).queryByText('BGI in English')).toBeNull();
    expect(
      kit.contentCache.publicReads
        .filter((read) => read.locale === 'EsEs')
        .map((read) => read.read)
        .sort(),
    ).toEqual(['highlightsCache', 'newsCache', 'quotesPublic']);
  });

  it('says so when a section is empty, and offers a retry for a section that failed, the others shown', async () => {
    const kit = createTestKit();
    publicData(kit);
    kit.contentCache.quotes = [];
    kit.contentCache.failure = unavailable;
    kit.contentCache.failing.add('newsCache');
    const { user } = renderApp(kit, '/home');
    const news = await screen.findByRole('region', { name: 'Últimas notícias' });
    expect(await within(news).findByRole('alert')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Cotações' })).getByText('Nenhuma cotação disponível no momento.'),
    );
    expect(within(screen.getByRole('region', { name: 'Destaques' })).getByRole('link')).toBeTruthy();

    kit.contentCache.failing.clear();
    kit.contentCache.failure = null;
    await user.click(within(news).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(news).findByRole('link', { name: 'Etanol sobe nas usinas' })).toBeTruthy();
  });

  it('opens the public detail of a news item, with the way to read it whole', async () => {
    const kit = createTestKit();
    publicData(kit);
    const { user, router } = renderApp(kit, '/home');
    const news = await screen.findByRole('region', { name: 'Últimas notícias' });
    await user.click(await within(news).findByRole('link', { name: 'Safra de café surpreende' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Safra de café surpreende' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/details?id=11');
    expect(screen.getByText('Resumo da notícia 11.')).toBeTruthy();
    expect(screen.getByText('20 nov. 2026, 09:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/pages/login?to=%2Finformative%2F7%2F11',
    );
    expect(screen.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/pages/plans');
  });

  it('keeps the redirect to the first list for a signed-in user', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/home?utm=mail');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(currentAddress(router)).toBe('/informative/1?utm=mail');
  });
});

describe('/details', () => {
  it('says an item that is not public was not found, with a retry, and the way home', async () => {
    const kit = createTestKit();
    renderApp(kit, '/details?id=987654');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/home');
  });

  it('without an item, sends the visitor to the home page to choose one', async () => {
    renderApp(createTestKit(), '/details?id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalhes' })).toBeTruthy();
    expect(screen.getByText('Escolha uma notícia na página inicial para ver o seu resumo aqui.')).toBeTruthy();
  });
});

describe('/landing-page', () => {
  it('presents the platform as the landing-page call gives it, in the visitor’s language', async () => {
    const kit = createTestKit({ language: 'pt-PT' });
    kit.content.landing.titles = { PtPt: 'Informação de mercado para o agronegócio (PT)' };
    renderApp(kit, '/landing-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informação de mercado para o agronegócio (PT)' }),
    ).toBeTruthy();
    expect(kit.content.landingReads).toEqual(['PtPt']);
    expect(screen.getByRole('heading', { level: 2, name: 'Análises e relatórios' })).toBeTruthy();
    const subjects = screen.getByRole('region', { name: 'Mercados que acompanhamos' });
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Açúcar e Etanol', 'Café']);
    expect(screen.getByRole('link', { name: 'Iniciar sessão' }).getAttribute('href')).toBe('/pages/login');
  });

  it('offers a retry when the call fails', async () => {
    const kit = createTestKit();
    kit.content.failure = unavailable;
    const { user } = renderApp(kit, '/landing-page');
    expect(await screen.findByRole('alert')).toBeTruthy();
    kit.content.failure = null;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informação de mercado para o agronegócio' }),
    ).toBeTruthy();
  });
});
