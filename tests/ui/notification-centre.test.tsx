// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { announcePush, AppEvents, NOTIFICATIONS_SEEN_KEY } from '../../core';
import { notification } from '../fakes/builders';
import { contentItem } from '../fakes/content-library';
import { flushPromises } from '../fakes/fake-apis';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp, signInBefore, type TestKit } from './support/test-app';

// The notification centre (issue 11): a bell in the signed-in header with the unread count, and a panel listing the
// notifications, each opening its content; opening the panel marks them seen.

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const SENT = [
  notification(3, '2026-11-21T11:00:00.000Z', { title: 'Etanol hidratado sobe nas usinas' }),
  notification(2, '2026-11-21T10:00:00.000Z', {
    title: 'Boletim do açúcar',
    newsContent: [{ code: 'report', nome: 'Relatórios' }],
    read: true,
  }),
  notification(1, '2026-11-20T09:00:00.000Z', { title: 'Safra de cana revisada' }),
];

async function signedInAt(
  path: string,
  setUp: (kit: TestKit) => void = () => undefined,
  size = { width: 1366, height: 800 },
) {
  const kit = createTestKit();
  kit.browser.size = size;
  kit.content.notifications = [...SENT];
  setUp(kit);
  signInBefore(kit);
  const app = renderApp(kit, path);
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return { kit, ...app };
}

const bell = (name: string | RegExp = /^Notificações/) => screen.findByRole('button', { name });
const panel = () => screen.findByRole('dialog', { name: 'Notificações' });

describe('the bell', () => {
  it('shows how many notifications are unread, in its name and its badge', async () => {
    await signedInAt('/informative/1');
    const button = await bell('Notificações, 3 não lidas');
    expect(button.textContent).toBe('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no count when nothing is unread', async () => {
    await signedInAt('/informative/1', (kit) => (kit.content.notifications = []));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações' }).textContent).toBe(''));
  });

  it('counts again when the native shell hands over a push', async () => {
    const { kit } = await signedInAt('/informative/1');
    await bell('Notificações, 3 não lidas');
    kit.content.notifications = [notification(4, '2026-11-21T11:30:00.000Z'), ...SENT];
    act(() => void announcePush(kit.container.get(AppEvents), { userdata: { custom: { action: 'openPage', id: 4 } } }));
    expect(await bell('Notificações, 4 não lidas')).toBeTruthy();
  });

  it('counts again on the user-info cycle', async () => {
    const { kit } = await signedInAt('/informative/1');
    await bell('Notificações, 3 não lidas');
    kit.content.notifications = [notification(4, '2026-11-21T11:30:00.000Z'), ...SENT];
    await act(async () => {
      kit.clock.advance(kit.config.checkUserInfoPoolingTime);
      await flushPromises();
    });
    expect(await bell('Notificações, 4 não lidas')).toBeTruthy();
  });
});

describe('the panel', () => {
  it('lists each notification with its title, content type and date, and marks them seen', async () => {
    const { kit, user } = await signedInAt('/informative/1');
    await user.click(await bell('Notificações, 3 não lidas'));
    const dialog = await panel();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notification-title')?.textContent)).toEqual([
      'Etanol hidratado sobe nas usinas',
      'Boletim do açúcar',
      'Safra de cana revisada',
    ]);
    expect(within(items[0]!).getByText('Notícias')).toBeTruthy();
    expect(within(items[0]!).getByText('21 nov. 2026, 08:00').getAttribute('dateTime')).toBe(SENT[0]!.dt_publish);
    expect(within(items[1]!).getByText('Relatórios')).toBeTruthy();
    expect(within(items[1]!).getByText('Lida')).toBeTruthy();
    // Seen: the bell has nothing unread, and the mark is kept for this user on this device.
    await user.keyboard('{Escape}');
    expect(await bell('Notificações')).toBeTruthy();
    expect(JSON.parse(kit.local.getItem(NOTIFICATIONS_SEEN_KEY)!)).toEqual({
      'assinante@example.com': '2026-11-21T11:00:00.000Z',
    });
  });

  it('says when there is nothing to show', async () => {
    const { user } = await signedInAt('/informative/1', (kit) => (kit.content.notifications = []));
    await user.click(await bell('Notificações'));
    const dialog = await panel();
    expect(await within(dialog).findByText('Nenhuma notificação por enquanto')).toBeTruthy();
    expect(within(dialog).getByText('As notícias importantes enviadas para você aparecem aqui.')).toBeTruthy();
  });

  it('opens the content of a notification and closes', async () => {
    const first = contentItem(42, { title: 'Exportações de açúcar batem recorde', importance: 1 });
    const { kit, user, router } = await signedInAt('/informative/1', (kit) => {
      kit.content.library.items = [first];
      kit.content.notifications = null; // the fake sends the library's items
    });
    await user.click(await bell('Notificações, 1 não lida'));
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('link', { name: /Exportações de açúcar batem recorde/ }));
    await waitFor(() => expect(currentAddress(router)).toBe(`/informative/${first.commodity.id}/${first.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    expect(kit.content.detailRequests).toContain(first.id);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const { user } = await signedInAt('/informative/1');
    const button = await bell('Notificações, 3 não lidas');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await panel();
    await within(dialog).findAllByRole('listitem');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a failed read with a way to try again, through the shared load state', async () => {
    const { kit, user } = await signedInAt('/informative/1');
    kit.content.failure = new Error('network down');
    await user.click(await bell('Notificações, 3 não lidas'));
    const dialog = await panel();
    expect(await within(dialog).findByText('Não foi possível carregar estas informações.')).toBeTruthy();
    // Nothing was seen: the count stays.
    expect(screen.getByRole('button', { name: 'Notificações, 3 não lidas', hidden: true })).toBeTruthy();
    kit.content.failure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a loading state while the list is read', async () => {
    let release: () => void = () => undefined;
    const { kit, user } = await signedInAt('/informative/1');
    kit.content.notificationsGate = new Promise((resolve) => (release = resolve));
    await user.click(await bell('Notificações, 3 não lidas'));
    const dialog = await panel();
    expect(await within(dialog).findByText('Carregando…')).toBeTruthy();
    act(() => release());
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  });

  it('is a sheet across the screen on a phone', async () => {
    const { user } = await signedInAt('/informative/1', undefined, { width: 390, height: 844 });
    await user.click(await bell('Notificações, 3 não lidas'));
    const dialog = await panel();
    expect(dialog.closest('.notification-sheet')).not.toBeNull();
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
    // A tap on its close button closes it; Escape too.
    await user.click(within(dialog).getByRole('button', { name: 'Fechar notificações' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    await user.click(await bell('Notificações'));
    await within(await panel()).findAllByRole('listitem');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notificações' })));
  });
});
