import { describe, expect, it } from 'vitest';
import {
  NativeReplyTimeoutError,
  NativeShellNotFoundError,
  QUICK_SIGN_IN_KEY,
  QuickSignIn,
  QuickSignInError,
  quickSignInProblem,
  shouldOfferBiometry,
} from '../../core';
import { createCoreKit } from '../fakes/core-kit';
import { FakeBiometricApi } from '../fakes/fake-biometric-api';
import { FakeNativeShell } from '../fakes/fake-native-shell';

function setUp() {
  const kit = createCoreKit();
  const shell = new FakeNativeShell(kit.clock);
  const api = new FakeBiometricApi();
  const quick = new QuickSignIn(shell, api, kit.device, kit.local, kit.starter);
  const phone = kit.device.id();
  return { kit, shell, api, quick, phone };
}

/** The device after biometry was turned on, signed out again. */
async function withBiometry() {
  const parts = setUp();
  await parts.quick.activateBiometry();
  parts.api.signedIn = false;
  return parts;
}

/** The device after a PIN was chosen, signed out again. */
async function withPin(pin = '284913') {
  const parts = setUp();
  await parts.quick.activatePin(pin);
  parts.api.signedIn = false;
  return parts;
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: unknown) => (error instanceof QuickSignInError ? error.reason : String(error)),
  );

describe('the biometry offer after a password sign-in', () => {
  it('is made inside the app, when the server asks and the device has biometry not set up yet', () => {
    const state = { inNativeApp: true, available: true, enrolled: false };
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, state)).toBe(true);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: false }, state)).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...state, inNativeApp: false })).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...state, available: false })).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...state, enrolled: true })).toBe(false);
  });

  it('is not made again on a device where the user declined it', async () => {
    const { quick, api, phone } = setUp();
    await quick.decline();
    expect(api.declined.has(phone)).toBe(true);
  });
});

describe('what the device offers', () => {
  it('is asked of the shell once for every page that shows it, and again when the device may have changed', async () => {
    const { quick, shell } = setUp();
    const asked = () => shell.sent.filter(({ message }) => message === 'isBiometryAvailable').length;
    await Promise.all([quick.status(), quick.status()]);
    await quick.status();
    expect(asked()).toBe(1);
    shell.available = false;
    quick.deviceMayHaveChanged();
    expect(await quick.status()).toEqual({ available: false, type: null, method: null });
    expect(asked()).toBe(2);
  });

  it('is asked again after the shell failed to answer', async () => {
    const { quick, shell, kit } = setUp();
    shell.silent = true;
    const first = quick.status().catch((error: unknown) => error);
    kit.clock.advance(8_000);
    expect(await first).toBeInstanceOf(NativeReplyTimeoutError);
    shell.silent = false;
    expect(await quick.status()).toEqual({ available: true, type: 'FaceID', method: null });
  });
});

describe('turning biometry on', () => {
  it('keeps the server’s device secret in the shell, behind the biometry, and notes the method here; never the password', async () => {
    const { quick, shell, api, kit, phone } = setUp();
    await quick.activateBiometry();
    expect(shell.kept()).toBe(api.devices.get(phone)?.secret);
    expect(quick.record()).toEqual({ method: 'biometry' });
    expect(kit.local.getItem(QUICK_SIGN_IN_KEY)).not.toContain('secret');
    expect(await quick.status()).toEqual({ available: true, type: 'FaceID', method: 'biometry' });
  });

  it('asks the shell to keep it invalidated by a new enrolment and out of backups', async () => {
    const { quick, shell } = setUp();
    await quick.activateBiometry();
    expect(shell.sent.find(({ message }) => message === 'saveBiometrySecret')?.fields).toMatchObject({
      invalidateOnNewEnrollment: true,
      disableBackup: true,
    });
  });

  it('revokes the secret on the server when the shell does not keep it', async () => {
    const { quick, shell, api, phone } = setUp();
    shell.keeps = false;
    expect(await reasonOf(quick.activateBiometry())).toBe('notSaved');
    expect(api.devices.get(phone)?.secret).toBeNull();
    expect(quick.record()).toBeNull();
  });
});

describe('signing in with biometry', () => {
  it('shows the device’s check, takes the kept secret, and signs in with it and the device id, without a password', async () => {
    const { quick, shell, api, kit, phone } = await withBiometry();
    const user = await quick.signIn();
    expect(user?.email).toBe('maria@example.com');
    expect(kit.session.isAuthenticated()).toBe(true);
    expect(shell.sent.map(({ message }) => message).slice(-2)).toEqual(['displayBiometry', 'getBiometrySecret']);
    expect(api.calls.at(-1)).toEqual({ call: 'signIn', deviceId: phone });
  });

  it('does nothing when the user cancels the check', async () => {
    const { quick, shell, kit, api } = await withBiometry();
    shell.passes = false;
    expect(await quick.signIn()).toBeNull();
    expect(kit.session.isAuthenticated()).toBe(false);
    expect(api.calls.at(-1)?.call).toBe('activate');
  });

  it('falls back to the password after a new enrolment on the device, saying why, and forgets the biometry here', async () => {
    const { quick, shell, kit } = await withBiometry();
    shell.enrolAgain();
    const failure = quick.signIn();
    expect(await reasonOf(failure)).toBe('biometricInvalidated');
    expect(quickSignInProblem(await failure.catch((error: unknown) => error))).toBe('biometricInvalidated');
    expect(quick.record()).toBeNull();
    expect(kit.session.isAuthenticated()).toBe(false);
  });

  it('forgets the biometry here when the server refuses the secret (revoked elsewhere)', async () => {
    const { quick, api, phone } = await withBiometry();
    api.devices.get(phone)!.secret = null;
    expect(await reasonOf(quick.signIn())).toBe('biometricRefused');
    expect(quick.record()).toBeNull();
  });

  it('rejects after 8 s with SPEC’s timeout message when the shell does not answer; the password still signs in', async () => {
    const { quick, shell, kit } = await withBiometry();
    shell.silent = true;
    const failure = quick.signIn().catch((error: unknown) => error);
    kit.clock.advance(7999);
    await Promise.resolve();
    kit.clock.advance(1);
    const error = await failure;
    expect(error).toBeInstanceOf(NativeReplyTimeoutError);
    expect(quickSignInProblem(error)).toBe('timeout');
    expect((error as Error).message).toBe('Timeout: Nenhuma resposta recebida do postMessage.');
    expect(quick.record()).toEqual({ method: 'biometry' });
    kit.auth.addAccount('maria@example.com', 'Senha-forte-1');
    const byPassword = await kit.signIn.execute({
      email: 'maria@example.com',
      password: 'Senha-forte-1',
      remember: false,
    });
    expect(byPassword.kind).toBe('two-factor');
  });

  it('says the shell is not there outside the app', async () => {
    const { quick, shell } = await withBiometry();
    shell.absent = true;
    const error = await quick.signIn().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NativeShellNotFoundError);
    expect(quickSignInProblem(error)).toBe('shellNotFound');
  });
});

describe('a PIN instead of biometry', () => {
  it('refuses a PIN the rule does not take before asking the server', async () => {
    const { quick, api } = setUp();
    expect(await reasonOf(quick.activatePin('123456'))).toBe('pinGuessable');
    expect(await reasonOf(quick.activatePin('12345'))).toBe('pinFormat');
    expect(api.calls).toEqual([]);
  });

  it('replaces biometry: the app keeps the new secret, the server the PIN’s check, and the PIN signs in', async () => {
    const parts = setUp();
    await parts.quick.activateBiometry();
    await parts.quick.activatePin('284913');
    expect(parts.quick.record()).toEqual({ method: 'pin', secret: parts.api.devices.get(parts.phone)?.secret });
    parts.api.signedIn = false;
    const sentBefore = parts.shell.sent.length;
    expect((await parts.quick.signIn('284913'))?.email).toBe('maria@example.com');
    expect(parts.shell.sent.length).toBe(sentBefore);
  });

  it('keeps the PIN sign-in after a wrong PIN, and the fifth wrong one in a row ends it', async () => {
    const { quick } = await withPin();
    for (let attempt = 1; attempt <= 4; attempt++) expect(await reasonOf(quick.signIn('000001'))).toBe('pinWrong');
    expect(quick.record()?.method).toBe('pin');
    expect(await reasonOf(quick.signIn('000001'))).toBe('biometricRefused');
    expect(quick.record()).toBeNull();
    expect(await reasonOf(quick.signIn('284913'))).toBe('biometricRefused');
  });
});

describe('turning quick sign-in off', () => {
  it('revokes the secret on the server and forgets it here; turning off what is already gone is no failure', async () => {
    const { quick, api, phone } = setUp();
    await quick.activateBiometry();
    await quick.turnOff();
    expect(api.devices.get(phone)?.secret).toBeNull();
    expect(quick.record()).toBeNull();
    await quick.turnOff();
  });
});
