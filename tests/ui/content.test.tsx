// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  Profile,
  REPORT_FILTERS_KEY,
  SessionRepository,
  TICKER_KEY,
  type ContentListItem,
  type ListDisplayType,
} from '../../core';
import { DateTime } from 'luxon';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { VirtualContentList } from '../../ui/content/virtual-content-list';
import { InjectionProvider } from '../../ui/kit/injection';
import { MenuStore } from '../../ui/shell/menu.store';
import { LocaleStore } from '../../ui/kit/i18n/locale.store';
import { activeUser } from '../fakes/builders';
import { plan } from '../fakes/fake-content-cache';
import { contentItem, newsDetail } from '../fakes/content-library';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

// jsdom lays nothing out: the list's scroll area reports the size a browser would give it (960 × 720).
const LAID_OUT = { clientWidth: 960, clientHeight: 720 } as const;
const originals = new Map<string, PropertyDescriptor>();
beforeAll(() => {
  for (const [property, value] of Object.entries(LAID_OUT)) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, property)!;
    originals.set(property, original);
    Object.defineProperty(Element.prototype, property, {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('content-list-viewport') ? value : original.get!.call(this);
      },
    });
  }
});
afterAll(() => {
  for (const [property, original] of originals) Object.defineProperty(Element.prototype, property, original);
});

/** 30 items of commodity 1: every third important, the fourth locked, the second a highlight. */
function library(kit: TestKit, count = 30): void {
  kit.content.library.items = Array.from({ length: count }, (_, index) =>
    contentItem(index + 1, {
      title: `Soja e açúcar: boletim ${index + 1}`,
      importance: index % 3 === 0 ? 1 : 0,
      locked: index === 3,
      location: index === 3 ? 'detail-private-subscriber' : 'detail-public',
      highlight: index === 1,
    }),
  );
}

/** The providers a component needs outside the whole app: the container, the translations and a router. */
function TestProviders({ kit, children }: { kit: TestKit; children: ReactNode }) {
  return (
    <InjectionProvider container={kit.container}>
      <I18nextProvider i18n={kit.container.get(LocaleStore).i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </InjectionProvider>
  );
}

async function listAt(path: string, setUp: (kit: TestKit) => void = library) {
  const kit = createTestKit();
  signInBefore(kit);
  setUp(kit);
  const app = renderApp(kit, path);
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  const list = await screen.findByRole('list', { name: 'Conteúdos' });
  return { kit, list, ...app };
}

describe('the content list in each display type', () => {
  const cases: [ListDisplayType, string][] = [
    ['list', 'Lista'],
    ['detailed-list', 'Lista detalhada'],
    ['card', 'Cartões'],
    ['mosaic', 'Mosaico'],
    ['tag', 'Etiquetas'],
  ];
  it.each(cases)('shows the items as %s, switched by the view-style control', async (display, label) => {
    const { user } = await listAt('/informative/1');
    await user.click(screen.getByRole('radio', { name: label }));
    await waitFor(() => expect(document.querySelector(`.content-list-viewport.display-${display}`)).not.toBeNull());
    const entry = within(screen.getByRole('list', { name: 'Conteúdos' })).getByRole('link', {
      name: 'Soja e açúcar: boletim 1',
    });
    expect(entry.getAttribute('href')).toBe('/informative/1/1');
    expect(entry.className).toContain(`content-entry-${display === 'detailed-list' ? 'detailed' : display}`);
    expect((screen.getByRole('radio', { name: label }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads the list and highlights of the commodity in the address, even when the menu is already known', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    await kit.container.get(MenuStore).load();
    renderApp(kit, '/informative/3');
    await screen.findByRole('heading', { level: 1, name: 'Algodão' });
    await waitFor(() => expect(kit.content.library.queries.length).toBeGreaterThan(0));
    expect(kit.content.library.queries.map((query) => query.commodity)).toEqual([3]);
  });

  it('shows the badges and the summary in the detailed list and cards, not in the plain list', async () => {
    const { user } = await listAt('/informative/1');
    const list = () => screen.getByRole('list', { name: 'Conteúdos' });
    expect(within(list()).getAllByText('Importante').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Lista' }));
    expect(within(list()).queryByText('Importante')).toBeNull();
    expect(within(list()).queryByText('Resumo da notícia 1.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Lista detalhada' }));
    expect(within(list()).getByText('Resumo da notícia 1.')).toBeTruthy();
  });

  it.each(['card', 'mosaic'] as const)('shows the picture of an item that has one in the %s view', (display) => {
    const image = { url: '/images/content/coffee-field.svg', alt: 'Lavoura de café' };
    const kit = createTestKit();
    render(
      <TestProviders kit={kit}>
        <VirtualContentList
          items={[contentItem(1, { image }), contentItem(2)]}
          display={display}
          onLocked={() => undefined}
        />
      </TestProviders>,
    );
    const pictures = screen.getAllByRole('img', { name: 'Lavoura de café' });
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.getAttribute('src')).toBe(image.url);
    expect(pictures[0]!.getAttribute('loading')).toBe('lazy');
  });

  it('keeps a list of 10,000 items small: only the rows in view are in the page', () => {
    const items: ContentListItem[] = Array.from({ length: 10_000 }, (_, index) => contentItem(index + 1));
    const kit = createTestKit();
    const { container } = render(
      <TestProviders kit={kit}>
        <VirtualContentList items={items} display="list" onLocked={() => undefined} />
      </TestProviders>,
    );
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(container.querySelectorAll('*').length).toBeLessThan(1400);
  });
});

describe('locked content', () => {
  it('opens the no-rights dialog with the wording of the profile, and the plans page from it', async () => {
    const { user, router } = await listAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Soja e açúcar: boletim 4 (exclusivo para assinantes)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Conteúdo fora do seu plano' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Falar com o suporte' })).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Ver planos' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/pages/plans'));
  });

  it('rewords an open dialog at once when the user-info check changes the profile', async () => {
    const { kit, user } = await listAt('/informative/1');
    await waitFor(() => expect(kit.auth.infoChecks).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Soja e açúcar: boletim 4 (exclusivo para assinantes)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Conteúdo fora do seu plano' })).toBeTruthy();
    kit.auth.userInfo = { userDisabled: false, profile: Profile.FREE, signature: '', hasQuotesRights: false };
    await act(async () => kit.clock.advance(kit.config.checkUserInfoPoolingTime));
    expect(await within(dialog).findByRole('heading', { name: 'Conteúdo exclusivo para assinantes' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Solicitar demonstração' })).toBeTruthy();
  });

  it('words the dialog for a free user with a demo request', async () => {
    const kit = createTestKit();
    kit.container
      .get(SessionRepository)
      .save(activeUser({ email: ACCOUNT.email, token: 'token-1', profile: Profile.FREE }), true);
    kit.auth.userInfo = { ...kit.auth.userInfo, profile: Profile.FREE };
    library(kit);
    const { user } = renderApp(kit, '/informative/1');
    await user.click(
      await screen.findByRole('button', { name: 'Soja e açúcar: boletim 4 (exclusivo para assinantes)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Conteúdo exclusivo para assinantes' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Solicitar demonstração' })).toBeTruthy();
  });
});

describe('report filters and the paginator', () => {
  it('combine filters, ask the server for them, keep them in storage and clear them', async () => {
    const { kit, user } = await listAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('region', { name: 'Filtros de relatórios' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Importantes' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Tipo de publicação' }), 'news');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Período' }), '2');
    await waitFor(() =>
      expect(kit.content.library.queries.at(-1)).toMatchObject({
        important: true,
        publicationType: 'news',
        dateFrom: '2026-11-14',
        dateTo: '2026-11-21',
        page: 1,
      }),
    );
    expect(await screen.findByText('10 conteúdos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtros (3)' })).toBeTruthy();
    expect(JSON.parse(kit.local.getItem(REPORT_FILTERS_KEY) ?? '{}')).toMatchObject({
      important: true,
      publicationType: 'news',
      dateFilter: 2,
    });

    await user.click(within(panel).getByRole('button', { name: 'Limpar' }));
    await waitFor(() =>
      expect(kit.content.library.queries.at(-1)).toEqual({ commodity: 1, page: 1, pageSize: 10, orderBy: 'recent' }),
    );
    expect(kit.local.getItem(REPORT_FILTERS_KEY)).toBeNull();
  });

  it('start from the filters kept in storage (they survive a reload)', async () => {
    const { kit } = await listAt('/informative/1', (k) => {
      library(k);
      k.local.setItem(REPORT_FILTERS_KEY, JSON.stringify({ important: true, orderBy: 'oldest' }));
    });
    expect(kit.content.library.queries[0]).toMatchObject({ important: true, orderBy: 'oldest' });
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeTruthy();
  });

  it('page through the list 10 at a time by default, with 25 and 50 to choose', async () => {
    const { kit, user } = await listAt('/informative/1');
    const paginator = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(paginator).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(paginator).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(kit.content.library.queries.at(-1)).toMatchObject({ page: 2, pageSize: 10 }));
    expect(await screen.findByRole('link', { name: 'Soja e açúcar: boletim 11' })).toBeTruthy();
    await user.selectOptions(within(paginator).getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() => expect(kit.content.library.queries.at(-1)).toMatchObject({ page: 1, pageSize: 25 }));
    expect(
      within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: 'Próxima página' }),
    ).toBeTruthy();
  });

  it('filter by publication type from the chips, a type outside the plan shown locked', async () => {
    const { kit, user } = await listAt('/informative/1', (k) => {
      library(k);
      k.content.library.menu = [
        {
          id: 'news',
          nome: 'Notícias',
          namePtBr: 'Notícias',
          nameEnEu: 'News',
          nameEsEs: 'Noticias',
          nameEsAr: 'Noticias',
          namePtPt: 'Notícias',
          habilitado: true,
          icone: 'news',
        },
        {
          id: 'statistic',
          nome: 'Estatísticas',
          namePtBr: 'Estatísticas',
          nameEnEu: 'Statistics',
          nameEsEs: 'Estadísticas',
          nameEsAr: 'Estadísticas',
          namePtPt: 'Estatísticas',
          habilitado: false,
          icone: 'statistic',
        },
      ];
    });
    const chips = await screen.findByRole('group', { name: 'Tipos de publicação' });
    expect(within(chips).getByRole('button', { name: 'Estatísticas (fora do seu plano)' })).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Notícias' }));
    await waitFor(() => expect(kit.content.library.queries.at(-1)).toMatchObject({ publicationType: 'news' }));
  });
});

describe('loading, empty and error states', () => {
  it('tells when the list cannot be read, and tries again', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    kit.content.failure = new ApiError(503, undefined);
    const { user } = renderApp(kit, '/informative/1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar os conteúdos.')).toBeTruthy();
    kit.content.failure = null;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Conteúdos' })).toBeTruthy();
  });
});

describe('the news detail', () => {
  it('shows the item with its date, badges and sanitised body, its attachments and related news, and marks it read', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    const item = kit.content.library.items[0]!;
    kit.content.library.details.set(
      1,
      newsDetail(item, {
        body: '<p>Safra recorde.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
        attachments: [{ name: 'relatorio.pdf', url: '/files/relatorio.pdf', mimeType: 'application/pdf', size: 1000 }],
        event: {
          type: 'online',
          allDay: false,
          start: DateTime.fromISO('2026-12-01T13:00:00Z'),
          end: DateTime.fromISO('2026-12-01T15:00:00Z'),
          location: null,
          price: 0,
          link: 'https://eventos.example/1',
          relatedNews: [{ id: 2, title: 'Notícia do evento' }],
        },
      }),
    );
    renderApp(kit, '/informative/1/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soja e açúcar: boletim 1' })).toBeTruthy();
    expect(screen.getByText('Safra recorde.')).toBeTruthy();
    expect(document.querySelector('.news-body script')).toBeNull();
    expect(document.querySelector('.news-body img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('Importante')).toBeTruthy();
    expect(
      within(document.querySelector('.news-detail-head') as HTMLElement).getByText('20 nov. 2026, 09:00'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar relatorio.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Visualizar relatorio.pdf' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Evento: Online' })).toBeTruthy();
    expect(screen.getByText('Gratuito')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Notícias relacionadas' })).toBeTruthy();
    await waitFor(() => expect(kit.content.library.reads).toEqual([1]));
    expect(document.querySelector('.news-detail')?.className).toContain('align-center');
    expect(kit.content.detailRequests).toEqual([1]);
  });

  it('shows a locked item as the upsell of its location, without a body, and does not mark it read', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    renderApp(kit, '/informative/1/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soja e açúcar: boletim 4' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Upsell detail-private-subscriber' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/pages/plans');
    expect(document.querySelector('.news-body')).toBeNull();
    expect(kit.content.library.reads).toEqual([]);
  });

  it('tells when the item does not exist', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    renderApp(kit, '/informative/1/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à lista' }).getAttribute('href')).toBe('/informative/1');
  });

  it('honours the detail alignment preference', async () => {
    const kit = createTestKit();
    kit.container
      .get(SessionRepository)
      .save(activeUser({ email: ACCOUNT.email, token: 'token-1', zoomDetail: 120, formatAlignDetail: 'right' }), true);
    library(kit);
    renderApp(kit, '/informative/1/1');
    await screen.findByRole('heading', { level: 1, name: 'Soja e açúcar: boletim 1' });
    expect(document.querySelector('.news-detail')?.className).toContain('align-right');
    expect(document.querySelector('.news-detail')?.getAttribute('data-zoom-detail')).toBe('120');
  });
});

describe('highlights and ticker', () => {
  it('show the highlights in a carousel that folds away', async () => {
    const { user } = await listAt('/informative/1');
    const highlights = await screen.findByRole('region', { name: 'Destaques' });
    expect(within(highlights).getByRole('link', { name: /boletim 2/ })).toBeTruthy();
    await user.click(within(highlights).getByRole('button', { name: 'Recolher destaques' }));
    expect(document.getElementById('highlights-track')?.hidden).toBe(true);
    expect(within(highlights).getByRole('button', { name: 'Mostrar destaques' })).toBeTruthy();
  });

  it('show the ticker in the footer by default; its settings move it to the top and keep only important items', async () => {
    const { kit, user } = await listAt('/informative/1');
    const ticker = await screen.findByRole('complementary', { name: 'Últimas notícias' });
    await waitFor(() => expect(within(ticker).getAllByRole('link').length).toBe(10));
    expect(document.querySelector('.app-body + .news-ticker')).not.toBeNull();
    await user.click(within(ticker).getByRole('button', { name: 'Configurar o ticker' }));
    await user.click(await screen.findByRole('switch', { name: 'Só importantes' }));
    await user.click(screen.getByRole('switch', { name: 'Ticker no topo' }));
    await waitFor(() => expect(document.querySelector('header + .news-ticker')).not.toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('complementary', { name: 'Últimas notícias' })).getAllByRole('link').length).toBe(
        10,
      ),
    );
    expect(JSON.parse(kit.local.getItem(TICKER_KEY) ?? '{}')).toMatchObject({
      tickerViewAtTheTop: true,
      viewImportantTickers: true,
    });
  });
});

describe('the plans page', () => {
  it('lists the plans from the cache service, and tells when they cannot be read', async () => {
    const kit = createTestKit();
    renderApp(kit, '/pages/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos e pacotes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plano Grãos e Açúcar' })).toBeTruthy();
    expect(screen.getByText('Gratuito', { selector: '.plan-price' })).toBeTruthy();
    cleanup();
    const failing = createTestKit();
    failing.contentCache.failure = new Error('down');
    renderApp(failing, '/pages/plans');
    expect(await screen.findByText('Não foi possível carregar os planos.')).toBeTruthy();
  });

  it("shows the plans in the user's language, priced in their currency as that language writes it, and again in the language chosen on the page", async () => {
    const kit = createTestKit({ language: 'en-GB' });
    kit.contentCache.plansIn.EnEu = [
      plan(2, 'Grains and Sugar plan', {
        description: 'Sugar and ethanol, coffee, corn and soy.',
        monthlyPrice: 49_000,
        features: ['Ask the analyst'],
      }),
    ];
    kit.contentCache.plansIn.EsAr = [
      plan(2, 'Plan Granos y Azúcar', {
        description: 'Azúcar y etanol, café, maíz y soja.',
        monthlyPrice: 49_000,
        features: ['Preguntale al analista'],
      }),
    ];
    const { user } = renderApp(kit, '/pages/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and packages' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Grains and Sugar plan' })).toBeTruthy();
    expect(screen.getByText('Sugar and ethanol, coffee, corn and soy.')).toBeTruthy();
    expect(screen.getByText('Ask the analyst')).toBeTruthy();
    expect(screen.getByText('R$490.00 per month', { selector: '.plan-price' })).toBeTruthy();
    expect(kit.contentCache.planReads).toEqual(['EnEu']);

    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español (Argentina)' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Plan Granos y Azúcar' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Grains and Sugar plan' })).toBeNull();
    expect(screen.getByText('Preguntale al analista')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Planes y paquetes' })).toBeTruthy();
    expect(document.querySelector('.plan-price')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 490,00 al mes');
    expect(kit.contentCache.planReads).toEqual(['EnEu', 'EsAr']);
  });
});
