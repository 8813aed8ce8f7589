// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, SessionRepository, StarredPagesRepository, type ListDisplayType } from '../../core';
import { contentItem } from '../fakes/content-library';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, renderApp, signInBefore, type TestKit } from './support/test-app';

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

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

/** 12 items of commodity 1, the fourth locked; and 2 of commodity 3. */
function library(kit: TestKit): void {
  kit.content.library.items = [
    ...Array.from({ length: 12 }, (_, index) =>
      contentItem(index + 1, {
        title: `Soja e açúcar: boletim ${index + 1}`,
        locked: index === 3,
        location: index === 3 ? 'detail-private-subscriber' : 'detail-public',
      }),
    ),
    contentItem(101, { title: 'Algodão: colheita avança', commodity: { id: 3, nome: 'Algodão' } }),
    contentItem(102, { title: 'Algodão: exportações', commodity: { id: 3, nome: 'Algodão' } }),
  ];
}

async function signedIn(path: string) {
  const kit = createTestKit();
  signInBefore(kit);
  library(kit);
  const app = renderApp(kit, path);
  return { kit, ...app };
}

/** The entry of an item in the list, as a list item. */
const entry = async (title: string) =>
  (await within(await screen.findByRole('list', { name: 'Conteúdos' })).findByRole('link', { name: title })).closest(
    '[role="listitem"]',
  ) as HTMLElement;

describe('the favourite star of the content list', () => {
  const cases: [ListDisplayType, string][] = [
    ['list', 'Lista'],
    ['detailed-list', 'Lista detalhada'],
    ['card', 'Cartões'],
    ['mosaic', 'Mosaico'],
    ['tag', 'Etiquetas'],
  ];
  it.each(cases)('toggles a favourite in the %s display, saving the whole list each time', async (display, label) => {
    const { kit, user } = await signedIn('/informative/1');
    await screen.findByRole('list', { name: 'Conteúdos' });
    await user.click(screen.getByRole('radio', { name: label }));
    await waitFor(() => expect(document.querySelector(`.content-list-viewport.display-${display}`)).not.toBeNull());
    const first = await entry('Soja e açúcar: boletim 1');
    const star = within(first).getByRole('button', { name: 'Adicionar aos favoritos' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    await waitFor(() => expect(kit.layout.favorites).toEqual([[{ commodity: 1, content: [{ id: 1 }] }]]));
    const pressed = within(await entry('Soja e açúcar: boletim 1')).getByRole('button', {
      name: 'Remover dos favoritos',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await user.click(
      within(await entry('Soja e açúcar: boletim 2')).getByRole('button', { name: 'Adicionar aos favoritos' }),
    );
    await user.click(pressed);
    await waitFor(() =>
      expect(kit.layout.favorites).toEqual([
        [{ commodity: 1, content: [{ id: 1 }] }],
        [{ commodity: 1, content: [{ id: 1 }, { id: 2 }] }],
        [{ commodity: 1, content: [{ id: 2 }] }],
      ]),
    );
  });

  it('has no star on a locked item', async () => {
    await signedIn('/informative/1');
    const locked = (await screen.findByRole('button', { name: /boletim 4 \(exclusivo/ })).closest(
      '[role="listitem"]',
    ) as HTMLElement;
    expect(within(locked).queryByRole('button', { name: 'Adicionar aos favoritos' })).toBeNull();
  });

  it('shows a failed save and keeps the star on this device', async () => {
    const { kit, user } = await signedIn('/informative/1');
    kit.layout.failure = new ApiError(503, undefined);
    await user.click(
      within(await entry('Soja e açúcar: boletim 1')).getByRole('button', { name: 'Adicionar aos favoritos' }),
    );
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    expect(
      within(await entry('Soja e açúcar: boletim 1'))
        .getByRole('button', { name: 'Remover dos favoritos' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(kit.container.get(SessionRepository).current()?.favoriteContent).toEqual([
      { commodity: 1, content: [{ id: 1 }] },
    ]);
  });

  it('shows a star set on another device at the next user-info check', async () => {
    const { kit } = await signedIn('/informative/1');
    await entry('Soja e açúcar: boletim 5');
    await waitFor(() => expect(kit.auth.infoChecks).toBeGreaterThan(0));
    kit.clock.advance(1000);
    // The phone saves through the same account.
    await kit.layout.saveFavorites([{ commodity: 1, content: [{ id: 5 }] }]);
    await act(async () => {
      kit.clock.advance(kit.config.checkUserInfoPoolingTime);
      await flushPromises();
    });
    await waitFor(() =>
      expect(
        within(
          within(screen.getByRole('list', { name: 'Conteúdos' }))
            .getByRole('link', { name: 'Soja e açúcar: boletim 5' })
            .closest('[role="listitem"]') as HTMLElement,
        )
          .getByRole('button', { name: 'Remover dos favoritos' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });
});

describe('the favourite star of the news detail', () => {
  it('adds the item to its commodity favourites and takes it out again', async () => {
    const { kit, user } = await signedIn('/informative/1/2');
    await screen.findByRole('heading', { level: 1, name: 'Soja e açúcar: boletim 2' });
    await user.click(screen.getByRole('button', { name: 'Adicionar aos favoritos' }));
    await waitFor(() => expect(kit.layout.favorites).toEqual([[{ commodity: 1, content: [{ id: 2 }] }]]));
    const star = screen.getByRole('button', { name: 'Remover dos favoritos' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await user.click(star);
    await waitFor(() => expect(kit.layout.favorites.at(-1)).toEqual([]));
  });
});

describe('the favourites view', () => {
  function withFavorites(kit: TestKit) {
    const repository = kit.container.get(SessionRepository);
    repository.update({
      ...repository.current()!,
      favoriteContent: [
        { commodity: 1, content: [{ id: 2 }, { id: 5 }] },
        { commodity: 3, content: [{ id: 101 }] },
      ],
    });
  }

  it('lists every favourite with its title, filters by commodity, and takes one out', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    withFavorites(kit);
    const { user } = renderApp(kit, '/favorites');
    await screen.findByRole('heading', { level: 1, name: 'Favoritos' });
    const list = await screen.findByRole('list', { name: 'Favoritos' });
    await within(list).findByRole('link', { name: /Algodão: colheita avança/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.querySelector('.content-title')?.textContent),
    ).toEqual(['Soja e açúcar: boletim 2', 'Soja e açúcar: boletim 5', 'Algodão: colheita avança']);
    const filters = screen.getByRole('group', { name: 'Commodity' });
    await user.click(within(filters).getByRole('button', { name: 'Algodão' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await user.click(within(filters).getByRole('button', { name: 'Todas as commodities' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    await user.click(within(list).getAllByRole('button', { name: 'Remover dos favoritos' })[0]!);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(kit.layout.favorites.at(-1)).toEqual([
      { commodity: 1, content: [{ id: 5 }] },
      { commodity: 3, content: [{ id: 101 }] },
    ]);
  });

  it('opens from the user menu, and says when there is no favourite yet', async () => {
    const { user } = await signedIn('/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });
    await user.click(within(menu).getByRole('link', { name: 'Favoritos' }));
    await screen.findByRole('heading', { level: 1, name: 'Favoritos' });
    expect(await screen.findByText('Nenhum favorito')).toBeTruthy();
  });
});

describe('starred pages', () => {
  const page = (n: number) => ({ path: `/informative/1?page=${n}`, title: `Página ${n}` });

  async function openUserMenu(user: Awaited<ReturnType<typeof signedIn>>['user']) {
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    return screen.findByRole('dialog', { name: 'Menu do usuário' });
  }

  it('stars the page shown from the user menu of the header, and opens it from the starred pages', async () => {
    const { kit, user } = await signedIn('/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    let menu = await openUserMenu(user);
    const star = within(menu).getByRole('button', { name: 'Marcar esta página' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Desmarcar esta página' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(new StarredPagesRepository(kit.local).list(ACCOUNT.email)).toEqual([
      { path: '/informative/1', title: 'Açúcar e Etanol' },
    ]);
    menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });
    await user.click(within(menu).getByRole('button', { name: 'Páginas marcadas' }));
    const dialog = await screen.findByRole('dialog', { name: /Páginas marcadas \(1\/10\)/ });
    expect(within(dialog).getByRole('link', { name: 'Açúcar e Etanol' }).getAttribute('href')).toBe('/informative/1');
    await user.click(within(dialog).getByRole('button', { name: 'Desmarcar Açúcar e Etanol' }));
    expect(await within(dialog).findByText('Nenhuma página marcada ainda.')).toBeTruthy();
  });

  it('refuses the 11th page with a clear message, and keeps the ten', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    const ten = Array.from({ length: 10 }, (_, n) => page(n));
    new StarredPagesRepository(kit.local).save(ACCOUNT.email, ten);
    const { user } = renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Marcar esta página' }));
    expect(
      await screen.findByText('Você já marcou 10 páginas, o máximo. Desmarque uma para marcar esta.'),
    ).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Marcar esta página' }).getAttribute('aria-pressed')).toBe('false');
    expect(new StarredPagesRepository(kit.local).list(ACCOUNT.email)).toEqual(ten);
  });
});
