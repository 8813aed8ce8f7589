import { describe, expect, it } from 'vitest';
import { ACTIVE_USER_DEFAULTS, ApiError, createActiveUser, Profile, ResendTwoFactorCodeUseCase } from '../../core';
import { createCoreKit } from '../fakes/core-kit';

describe('createActiveUser', () => {
  it('fills every missing field with its default', () => {
    const user = createActiveUser({ nome: 'Maria', email: 'maria@example.com', token: 't', profile: Profile.DEMO });
    expect(user).toMatchObject({
      originCode: 250,
      theme: 'light',
      viewstyle: 'cards',
      rateTextSpeech: 1,
      formatAlignDetail: 'center',
      zoom: 100,
      auth: true,
      profile: 2,
    });
    expect(ACTIVE_USER_DEFAULTS).toMatchObject({
      originCode: 250,
      theme: 'light',
      viewstyle: 'cards',
      rateTextSpeech: 1,
      formatAlignDetail: 'center',
    });
  });

  it('keeps the fields given, ignores null ones and drops the language', () => {
    const user = createActiveUser({
      nome: 'M',
      email: 'e',
      token: 't',
      profile: Profile.FREE,
      theme: 'dark',
      zoom: 120,
      signature: null as unknown as string,
      language: 'EnEu',
    });
    expect(user.theme).toBe('dark');
    expect(user.zoom).toBe(120);
    expect(user.signature).toBe('');
    expect('language' in user).toBe(false);
  });

  it('reads a profile sent as text, and treats an unknown one as Free', () => {
    expect(createActiveUser({ nome: 'M', email: 'e', token: 't', profile: '1' as unknown as Profile }).profile).toBe(1);
    expect(createActiveUser({ nome: 'M', email: 'e', token: 't', profile: 9 as unknown as Profile }).profile).toBe(3);
  });
});

describe('SessionStarter', () => {
  it('stores the user, applies language, theme, view style, zoom and tour, and announces the login', () => {
    const kit = createCoreKit();
    const user = kit.starter.start(
      {
        nome: 'Maria',
        email: 'maria@example.com',
        token: 't',
        profile: 1,
        theme: 'dark',
        viewstyle: 'list',
        zoom: 110,
        zoomDetail: 90,
        formatAlignDetail: 'left',
        skipTour: true,
        language: 2,
      },
      true,
    );
    expect(kit.session.current()).toEqual(user);
    expect(kit.local.getItem('authenticated')).toBe('true');
    expect(kit.preferences.applied).toEqual([
      {
        locale: 'EnEu',
        theme: 'dark',
        viewstyle: 'list',
        zoom: 110,
        zoomDetail: 90,
        formatAlignDetail: 'left',
        skipTour: true,
      },
    ]);
    expect(kit.loginEvents).toEqual([user]);
  });

  it('leaves the language alone when the login response has none', () => {
    const kit = createCoreKit();
    kit.starter.start({ nome: 'Maria', email: 'maria@example.com', token: 't', profile: 1 }, false);
    expect(kit.preferences.applied[0]).not.toHaveProperty('locale');
    expect(kit.preferences.applied[0]).toMatchObject({ theme: 'light', viewstyle: 'cards', zoom: 100 });
  });
});

describe('SignInUseCase', () => {
  it('asks a new device for the two-factor code mailed to the user', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret');
    const outcome = await kit.signIn.execute({ email: ' maria@example.com ', password: 'secret', remember: false });
    expect(outcome).toEqual({ kind: 'two-factor', challenge: 'challenge-1', email: 'maria@example.com' });
    expect(kit.auth.mailedCodes).toEqual([{ email: 'maria@example.com', code: '123456' }]);
    expect(kit.session.isAuthenticated()).toBe(false);
  });

  it('signs a trusted device straight in and starts the session', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret').trustedDevices.add(kit.device.id());
    const outcome = await kit.signIn.execute({ email: 'maria@example.com', password: 'secret', remember: true });
    expect(outcome.kind).toBe('signed-in');
    expect(kit.session.current()?.email).toBe('maria@example.com');
    expect(kit.loginEvents).toHaveLength(1);
  });

  it('rejects bad credentials with 5206 and a disabled user with 5300', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret').disabled = true;
    await expect(
      kit.signIn.execute({ email: 'maria@example.com', password: 'wrong', remember: false }),
    ).rejects.toMatchObject({ code: 5206 });
    const error = await kit.signIn
      .execute({ email: 'maria@example.com', password: 'secret', remember: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(5300);
  });
});

describe('ValidateTwoFactorUseCase and ResendTwoFactorCodeUseCase', () => {
  it('completes the sign-in with the mailed code and trusts the device', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret');
    const outcome = await kit.signIn.execute({ email: 'maria@example.com', password: 'secret', remember: false });
    if (outcome.kind !== 'two-factor') throw new Error('expected a challenge');
    const user = await kit.twoFactor.execute(outcome.challenge, ' 123456 ', false);
    expect(user.email).toBe('maria@example.com');
    expect(kit.session.isAuthenticated()).toBe(true);
    kit.session.clear();
    expect((await kit.signIn.execute({ email: 'maria@example.com', password: 'secret', remember: false })).kind).toBe(
      'signed-in',
    );
  });

  it('rejects a wrong code with 5200 and an unknown challenge with 5203', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret');
    await kit.signIn.execute({ email: 'maria@example.com', password: 'secret', remember: false });
    await expect(kit.twoFactor.execute('challenge-1', '000000', false)).rejects.toMatchObject({ code: 5200 });
    await expect(kit.twoFactor.execute('challenge-9', '123456', false)).rejects.toMatchObject({ code: 5203 });
  });

  it('resends a fresh code for the same challenge', async () => {
    const kit = createCoreKit();
    kit.auth.addAccount('maria@example.com', 'secret');
    await kit.signIn.execute({ email: 'maria@example.com', password: 'secret', remember: false });
    await new ResendTwoFactorCodeUseCase(kit.auth).execute('challenge-1');
    expect(kit.auth.mailedCodes.map((m) => m.code)).toEqual(['123456', '123457']);
    await expect(kit.twoFactor.execute('challenge-1', '123456', false)).rejects.toMatchObject({ code: 5200 });
    await expect(kit.twoFactor.execute('challenge-1', '123457', false)).resolves.toMatchObject({
      email: 'maria@example.com',
    });
  });
});
