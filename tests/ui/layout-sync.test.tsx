// @vitest-environment jsdom
// The account layout in the running app: a change is saved to the account, another device's change shows at the next
// user-info check, and the history lists the versions with their dates and restores one.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_VERSION_WINDOW_MS, SessionRepository } from '../../core';
import { flushPromises } from '../fakes/fake-apis';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
  document.documentElement.removeAttribute('data-theme');
});

async function signedIn() {
  const kit = createTestKit();
  signInBefore(kit);
  const app = renderApp(kit, '/informative/1');
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return { kit, ...app };
}

async function openUserMenu(user: Awaited<ReturnType<typeof signedIn>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
  return screen.findByRole('dialog', { name: 'Menu do usuário' });
}

describe('the layout saved to the account', () => {
  it('saves a theme, zoom, alignment or ticker change made in the user menu', async () => {
    const { kit, user } = await signedIn();
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('radio', { name: 'Escuro' }));
    await user.click(within(menu).getByRole('radio', { name: 'À direita' }));
    await user.click(within(menu).getByRole('switch', { name: 'Ticker no topo' }));
    await waitFor(() =>
      expect(kit.layout.preferences).toEqual([
        { theme: 'dark' },
        { formatAlignDetail: 'right' },
        { tickerViewAtTheTop: true },
      ]),
    );
    expect((await kit.layout.loadConfig()).theme).toBe('dark');
    expect(kit.container.get(SessionRepository).current()?.layoutUpdatedAt).toBeDefined();
  });

  it("shows another device's change at the next user-info check", async () => {
    const { kit } = await signedIn();
    await waitFor(() => expect(kit.auth.infoChecks).toBeGreaterThan(0));
    expect(document.documentElement.dataset.theme).toBe('light');
    kit.clock.advance(1000);
    // The other device saves through the same account.
    await kit.layout.savePreferences({ theme: 'semi-dark', canDisplayTicker: false });
    await act(async () => {
      kit.clock.advance(kit.config.checkUserInfoPoolingTime);
      await flushPromises();
    });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('semi-dark'));
    expect(document.querySelector('.news-ticker:not(.news-ticker-off)')).toBeNull();
  });

  it('lists the versions with their dates and restores one', async () => {
    const { kit, user } = await signedIn();
    await kit.layout.savePreferences({ theme: 'dark', zoom: 110 });
    kit.clock.advance(LAYOUT_VERSION_WINDOW_MS);
    await kit.layout.savePreferences({ theme: 'light' });

    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Histórico do layout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do layout' });
    const versions = within(await within(dialog).findByRole('list', { name: 'Versões do layout' })).getAllByRole(
      'listitem',
    );
    expect(versions).toHaveLength(3);
    expect(within(versions[0]!).getByText('Em uso')).toBeTruthy();
    expect(versions[1]!.textContent).toContain('Escuro');
    expect(versions[1]!.textContent).toContain('110%');
    const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(new Date(kit.clock.now()));
    expect(versions[1]!.textContent).toContain(`Versão de ${day}`);

    await user.click(within(versions[1]!).getByRole('button', { name: /^Restaurar a versão atualizada em/ }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Versões do layout' }).querySelectorAll('li')).toHaveLength(4),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Histórico do layout' })).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Maria Souza – Menu do usuário');
  });
});
