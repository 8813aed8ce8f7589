// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BiometricApiPort, NativeBridgePort, QUICK_SIGN_IN_KEY, SessionRepository } from '../../core';
import { bindOnce } from '../../ui/di/binding';
import { bindNative } from '../../ui/di/native-bindings';
import { LocaleStore } from '../../ui/kit/i18n/locale.store';
import { FakeBiometricApi } from '../fakes/fake-biometric-api';
import { FakeNativeShell } from '../fakes/fake-native-shell';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp } from './support/test-app';

afterEach(cleanup);

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const LOGIN_IN_APP = '/pages/login?isApp=true';

/**
 * The app inside the native shell, its native side bound to an in-memory shell and quick sign-in API before the
 * first navigation starts it (which then finds it bound), and this device's quick sign-in set up as `method`.
 */
function inTheApp(method: 'biometry' | 'pin' | null) {
  const kit = createTestKit({ userAgent: PHONE });
  bindOnce(kit.container, bindNative);
  const shell = new FakeNativeShell(kit.clock);
  const api = new FakeBiometricApi();
  kit.container.rebind(NativeBridgePort).toConstantValue(shell);
  kit.container.rebind(BiometricApiPort).toConstantValue(api);
  // The first id the kit hands out is this device's.
  const device = 'id-1';
  if (method === 'biometry') {
    api.devices.set(device, { secret: 'secret-1', method, pin: null, failedPins: 0 });
    void shell.request('saveBiometrySecret', {
      secret: 'secret-1',
      invalidateOnNewEnrollment: true,
      disableBackup: true,
    });
    kit.local.setItem(QUICK_SIGN_IN_KEY, JSON.stringify({ method }));
  }
  if (method === 'pin') {
    api.devices.set(device, { secret: 'secret-1', method, pin: '284913', failedPins: 0 });
    kit.local.setItem(QUICK_SIGN_IN_KEY, JSON.stringify({ method, secret: 'secret-1' }));
  }
  return { kit, shell, api };
}

describe('quick sign-in on the login page, inside the native shell', () => {
  it('signs in with the face check and lands where the password would have, without typing the password', async () => {
    const { kit, shell } = inTheApp('biometry');
    const { user, router } = renderApp(kit, LOGIN_IN_APP);
    await user.click(await screen.findByRole('button', { name: 'Entrar com Face ID' }));
    await waitFor(() => expect(currentAddress(router)).toMatch(/^\/informative\/1/));
    expect(kit.container.get(SessionRepository).current()?.email).toBe('maria@example.com');
    expect(shell.sent.map(({ message }) => message)).toEqual(
      expect.arrayContaining(['displayBiometry', 'getBiometrySecret']),
    );
  });

  it('says why after a new enrolment, forgets the quick sign-in and leaves the password form ready', async () => {
    const { kit, shell } = inTheApp('biometry');
    shell.enrolAgain();
    const { user, router } = renderApp(kit, LOGIN_IN_APP);
    await user.click(await screen.findByRole('button', { name: 'Entrar com Face ID' }));
    expect((await screen.findByTestId('quick-sign-in-notice')).textContent).toBe(
      'Uma nova biometria foi cadastrada neste aparelho, por isso a entrada por biometria foi desativada. Entre com a sua senha e ative-a de novo.',
    );
    expect(kit.local.getItem(QUICK_SIGN_IN_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar com Face ID' })).toBeNull();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(currentAddress(router)).toBe(LOGIN_IN_APP);
  });

  it('refuses a wrong PIN, keeps what was typed, then signs in with the right one', async () => {
    const { kit } = inTheApp('pin');
    const { user, router } = renderApp(kit, LOGIN_IN_APP);
    const pin = await screen.findByLabelText('PIN');
    await user.type(pin, '111222');
    await user.click(screen.getByRole('button', { name: 'Entrar com PIN' }));
    expect((await screen.findByTestId('quick-sign-in-notice')).textContent).toBe('PIN incorreto.');
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('111222');
    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '284913');
    await user.click(screen.getByRole('button', { name: 'Entrar com PIN' }));
    await waitFor(() => expect(currentAddress(router)).toMatch(/^\/informative\/1/));
  });

  it('offers nothing but the password where no quick sign-in is set up on the device', async () => {
    const { kit, shell } = inTheApp(null);
    renderApp(kit, LOGIN_IN_APP);
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    // The panel has drawn once the native side has started and its texts are there.
    await waitFor(() => expect(shell.readyCount).toBe(1));
    await kit.container.get(LocaleStore).load(['native']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: /Entrar com/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
