// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionRepository } from '../../core';
import { aDevice } from '../fakes/fake-account-privacy-api';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

function signedInKit() {
  const kit = createTestKit();
  signInBefore(kit);
  return kit;
}

describe('my data', () => {
  it('asks for the copy of the data and tells where and how soon the link goes', async () => {
    const kit = signedInKit();
    const { user } = renderApp(kit, '/account/my-data');
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      'Em até 1 minuto enviaremos para assinante@example.com o link da cópia dos seus dados. Ele vale por 24 horas e funciona uma única vez.',
    );
    expect(kit.privacy.calls).toEqual(['data-export']);
  });
});

describe('the device list', () => {
  it('lists this device first and marked with its last use, and ends another device after confirming', async () => {
    const kit = signedInKit();
    const now = new Date(kit.clock.now());
    kit.privacy.devicesListed = [
      aDevice({ id: 'phone', system: 'Android', lastUsedAt: new Date(now.getTime() - 3 * 3_600_000).toISOString() }),
      aDevice({ id: 'desk', current: true, lastUsedAt: now.toISOString() }),
    ];
    const { user } = renderApp(kit, '/account/devices');
    const list = await screen.findByRole('list', { name: 'Dispositivos conectados' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Este dispositivo');
    expect(items[0]!.textContent).toContain('Último uso: agora');
    expect(items[1]!.textContent).toContain('Chrome · Android');
    expect(items[1]!.textContent).toContain('Último uso: há 3 horas');

    await user.click(within(items[1]!).getByRole('button', { name: 'Encerrar Chrome · Android' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar este dispositivo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('As sessões de Chrome · Android foram encerradas.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(kit.container.get(SessionRepository).isAuthenticated()).toBe(true);
  });

  it('ends this device and signs this browser out as a logout does', async () => {
    const kit = signedInKit();
    kit.privacy.devicesListed = [aDevice({ id: 'desk', current: true })];
    const { user } = renderApp(kit, '/account/devices');
    await user.click(await screen.findByRole('button', { name: 'Sair deste dispositivo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar este dispositivo?' });
    expect(dialog.textContent).toContain('Este é o dispositivo que você está usando');
    await user.click(within(dialog).getByRole('button', { name: 'Sair deste dispositivo' }));
    await waitFor(() => expect(kit.container.get(SessionRepository).isAuthenticated()).toBe(false));
    expect(kit.privacy.calls).toContain('end desk');
  });
});
