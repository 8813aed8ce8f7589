import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  AfterLoginBiometry,
  AppEvents,
  classifyTransportFailure,
  CloseSessionsFlag,
  DeviceType,
  ErrorCode,
  Platform,
  RegisterDeviceUseCase,
  RemoveDeviceUseCase,
  shouldOfferBiometry,
  type ActiveUser,
  type ApiError,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';
import { FakeDeviceApi } from '../fakes/fake-device-api';
import { MemoryStorage } from '../fakes/memory-storage';
import { configFor, StaticConfig } from '../fakes/static-config';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const PUSH_PROJECTS = { android: 'celeiro-android', ios: 'celeiro-ios' };

describe('transport classification of a 401 (SPEC §4, session ended)', () => {
  it('turns a session ended by a sign-in elsewhere into the simultaneous-access case', () => {
    expect(
      classifyTransportFailure(
        { status: 401, authenticated: true, body: { errorType: 'ConcurrentAccessError', code: 5500 } },
        CATALOGUES.PtBr,
      ),
    ).toEqual({ kind: 'concurrent-access' });
  });

  it('keeps every other 401 while signed in as the plain session-ended case, and a signed-out one as toasts', () => {
    expect(
      classifyTransportFailure(
        { status: 401, authenticated: true, body: { errorType: 'TokenExpired', code: 5500 } },
        CATALOGUES.PtBr,
      ),
    ).toEqual({ kind: 'session-ended' });
    expect(
      classifyTransportFailure(
        { status: 401, authenticated: false, body: { errorType: 'ConcurrentAccessError', code: 5500 } },
        CATALOGUES.PtBr,
      ).kind,
    ).toBe('toasts');
  });
});

describe('sign-in extras', () => {
  it('tells the server whether to remember the session, at sign-in and at the two-factor step', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'pw');
    const outcome = await kit.signIn.execute({ email: 'maria@example.com', password: 'pw', remember: true });
    if (outcome.kind !== 'two-factor') throw new Error('expected the two-factor step');
    await kit.twoFactor.execute(outcome.challenge, kit.auth.mailedCodes.at(-1)!.code, true);
    await kit.signIn.execute({ email: 'maria@example.com', password: 'pw', remember: false });
    expect(kit.auth.requests).toEqual([
      { call: 'signIn', remember: true },
      { call: 'validateTwoFactor', remember: true },
      { call: 'signIn', remember: false },
    ]);
  });

  it('signs in through the s4 sign-in when asked, and the stored user is an s4 one', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'pw').trustedDevices.add(kit.device.id());
    const outcome = await kit.signIn.execute({ email: 'maria@example.com', password: 'pw', remember: false, s4: true });
    expect(kit.auth.requests.map((r) => r.call)).toEqual(['signInS4']);
    expect(outcome.kind === 'signed-in' && outcome.user.s4Login).toBe(true);
    expect(kit.session.current()?.s4Login).toBe(true);
  });
});

describe('push device registration', () => {
  function setUp(
    signedIn: boolean,
    userAgent = ANDROID_UA,
    /** The configuration's push project ids; null for a configuration that has none. */
    pushProjectIds: Record<string, string> | null = PUSH_PROJECTS,
  ) {
    const kit = createCoreKit();
    if (signedIn) kit.session.save(activeUser(), false);
    const api = new FakeDeviceApi();
    const config = new StaticConfig({ ...configFor('https://api.test'), pushProjectIds: pushProjectIds ?? undefined });
    return {
      kit,
      api,
      useCase: new RegisterDeviceUseCase(api, kit.device, kit.session, () => userAgent, config),
      remove: new RemoveDeviceUseCase(api, kit.device),
    };
  }

  it("registers the signed-in user's device with its id, platform, device type, the platform's push project and push token", async () => {
    const { kit, api, useCase } = setUp(true);
    await useCase.execute('fcm-token');
    expect(api.calls).toEqual([
      {
        call: 'client',
        registration: {
          deviceId: kit.device.id(),
          platform: Platform.ANDROID,
          deviceType: DeviceType.MOBILE,
          pushProjectId: 'celeiro-android',
          pushToken: 'fcm-token',
        },
      },
    ]);
  });

  it("takes the push project of the device's platform from the configuration, and none where it has none", async () => {
    const registered = async (userAgent: string, ids: Record<string, string> | null) => {
      const { api, useCase } = setUp(true, userAgent, ids);
      await useCase.execute('token');
      const registration = api.calls[0]?.registration;
      return [registration?.platform, registration?.deviceType, registration?.pushProjectId];
    };
    expect(await registered(IPHONE_UA, PUSH_PROJECTS)).toEqual([Platform.IOS, DeviceType.MOBILE, 'celeiro-ios']);
    expect(await registered(DESKTOP_UA, PUSH_PROJECTS)).toEqual([Platform.OTHER, DeviceType.DESKTOP, null]);
    expect(await registered(ANDROID_UA, null)).toEqual([Platform.ANDROID, DeviceType.MOBILE, null]);
    expect(await registered(IPHONE_UA, { android: 'celeiro-android' })).toEqual([
      Platform.IOS,
      DeviceType.MOBILE,
      null,
    ]);
  });

  it('registers anonymously when signed out', async () => {
    const { api, useCase } = setUp(false);
    await useCase.execute();
    expect(api.calls.map((c) => [c.call, c.registration?.pushToken])).toEqual([['public', null]]);
  });

  it('removes the device, and an unknown one rejects with 5005', async () => {
    const { api, useCase, remove } = setUp(true);
    await useCase.execute();
    await remove.execute();
    const error = (await remove.execute().catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ErrorCode.DEVICE_NOT_FOUND);
    expect(api.calls.map((c) => c.call)).toEqual(['client', 'remove', 'remove']);
  });
});

describe('the biometry prompt after login', () => {
  const ready = { inNativeApp: true, available: true, enrolled: false };

  it('is offered only when the login asks for it, inside the native app, with biometry available and not set up', () => {
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, ready)).toBe(true);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: false }, ready)).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...ready, inNativeApp: false })).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...ready, available: false })).toBe(false);
    expect(shouldOfferBiometry({ afterLoginShowBiometry: true }, { ...ready, enrolled: true })).toBe(false);
  });

  it('offers it on each login that qualifies, until stopped', () => {
    const events = new AppEvents();
    const offered: ActiveUser[] = [];
    const stop = new AfterLoginBiometry(
      events,
      () => ready,
      (user) => offered.push(user),
    ).start();
    const asking = activeUser({ afterLoginShowBiometry: true });
    events.emit('login', asking);
    events.emit('login', activeUser({ afterLoginShowBiometry: false }));
    stop();
    events.emit('login', asking);
    expect(offered).toEqual([asking]);
  });
});

describe('the close-sessions flag', () => {
  it('clears itself before setting, so other tabs see a change even when it was already set', () => {
    const changes: (string | null)[] = [];
    const local = new MemoryStorage();
    const recording = {
      getItem: (k: string) => local.getItem(k),
      setItem: (k: string, v: string) => {
        changes.push(v);
        local.setItem(k, v);
      },
      removeItem: (k: string) => {
        changes.push(null);
        local.removeItem(k);
      },
    };
    const flag = new CloseSessionsFlag(recording, () => undefined);
    expect(flag.update(true, true)).toBe(true);
    expect(flag.update(true, true)).toBe(true);
    expect(changes).toEqual([null, 'true', null, 'true']);
  });
});
