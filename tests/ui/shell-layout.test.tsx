// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_RERENDER_DEBOUNCE_MS } from '../../core';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore, type TestKit } from './support/test-app';

// The signed-in frame by the layout rule (SPEC §4): landscape is a desk, with the home menu in a sidebar that can be
// reduced to icons; portrait is a phone, with the menu in a drawer opened from the header. A rotation is followed
// 500 ms after the window last changed size.

afterEach(() => {
  toast.dismiss();
  cleanup();
});

async function signedInAt(path: string, size: { width: number; height: number }, kit: TestKit = createTestKit()) {
  kit.browser.size = size;
  signInBefore(kit);
  const app = renderApp(kit, path);
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return { kit, ...app };
}

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 800 };
const menu = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

describe('on a desk', () => {
  it('shows the home menu in a sidebar, the locked subjects folded under subscribe-now', async () => {
    await signedInAt('/informative/1', DESK);
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    const nav = menu();
    expect(nav).not.toBeNull();
    expect(within(nav!).getByRole('link', { name: 'Açúcar e Etanol' }).getAttribute('aria-current')).toBe('page');
    const folded = nav!.querySelector('details');
    expect(folded?.open).toBe(false);
    expect(within(folded!).getByText('Assine já')).toBeTruthy();
    expect(
      within(folded!).getByRole('link', { name: 'Hedge solutions (bloqueado — assine para acessar)' }),
    ).toBeTruthy();
  });

  it('reduces the sidebar to icons and remembers it for the user', async () => {
    const { kit, user } = await signedInAt('/informative/1', DESK);
    await user.click(screen.getByRole('button', { name: 'Recolher menu lateral' }));
    expect(document.querySelector('.app-layout')?.getAttribute('data-sidebar')).toBe('reduced');
    // Reduced, each entry keeps its full name for assistive technology.
    expect(within(menu()!).getByRole('link', { name: 'Açúcar e Etanol' }).textContent).toBe('AE');
    cleanup();

    // The same user on this device, later: still reduced.
    const again = createTestKit();
    again.local.setItem('celeiro.sidebar.reduced', kit.local.getItem('celeiro.sidebar.reduced') ?? '');
    const { user: next } = await signedInAt('/informative/1', DESK, again);
    expect(screen.getByRole('button', { name: 'Expandir menu lateral' }).getAttribute('aria-pressed')).toBe('true');
    await next.click(screen.getByRole('button', { name: 'Expandir menu lateral' }));
    expect(within(menu()!).getByRole('link', { name: 'Açúcar e Etanol' }).textContent).toBe('Açúcar e Etanol');
  });
});

describe('on a phone', () => {
  it('keeps the menu in a drawer that the header opens, and closes it when an entry is followed', async () => {
    const { user } = await signedInAt('/informative/1', PHONE);
    expect(menu()).toBeNull();
    const open = screen.getByRole('button', { name: 'Abrir menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(menu()!).getByRole('link', { name: 'Todos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos' })).toBeTruthy();
    await waitFor(() => expect(menu()).toBeNull());
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the drawer with its close button', async () => {
    const { user } = await signedInAt('/informative/1', PHONE);
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('keeps the user menu and logout reachable by name', async () => {
    await signedInAt('/informative/1', PHONE);
    expect(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });
});

describe('a rotation', () => {
  it('moves the menu from the drawer to the sidebar 500 ms after the window last changed size', async () => {
    const { kit } = await signedInAt('/informative/1', PHONE);
    act(() => kit.browser.resize(DESK.width, DESK.height));
    act(() => kit.clock.advance(LAYOUT_RERENDER_DEBOUNCE_MS - 1));
    expect(menu()).toBeNull();
    act(() => kit.browser.resize(DESK.width - 10, DESK.height));
    act(() => kit.clock.advance(LAYOUT_RERENDER_DEBOUNCE_MS - 1));
    expect(menu()).toBeNull();
    act(() => kit.clock.advance(1));
    expect(menu()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
  });
});
