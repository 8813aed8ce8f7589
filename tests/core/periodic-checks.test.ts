import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  CheckUserInfoUseCase,
  LayoutSyncUseCase,
  Profile,
  UserInfoPoller,
  VERSION_CHECK_INTERVAL_MS,
  VersionChecker,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';
import { FakeAppVersion, flushPromises } from '../fakes/fake-apis';
import { FakeClock } from '../fakes/fake-clock';
import { RecordingLogger, RecordingNavigation } from '../fakes/recorders';

function versionSetup() {
  const clock = new FakeClock();
  const version = new FakeAppVersion('hash-1');
  const navigation = new RecordingNavigation();
  const logger = new RecordingLogger();
  return { clock, version, navigation, logger, checker: new VersionChecker(clock, version, navigation, logger) };
}

describe('VersionChecker', () => {
  it('reads the version file at start and every 120 s', async () => {
    const { clock, version, checker } = versionSetup();
    await checker.start();
    expect(version.reads).toBe(1);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(120_000);
    clock.advance(119_999);
    expect(version.reads).toBe(1);
    clock.advance(1);
    expect(version.reads).toBe(2);
    clock.advance(240_000);
    expect(version.reads).toBe(4);
  });

  it('reloads when the hash differs from the first one seen, once', async () => {
    const { clock, version, navigation, checker } = versionSetup();
    await checker.start();
    clock.advance(120_000);
    await flushPromises();
    expect(navigation.reloads).toEqual([]);
    version.current = 'hash-2';
    clock.advance(120_000);
    await flushPromises();
    expect(navigation.reloads).toEqual(['(current page)']);
    clock.advance(600_000);
    await flushPromises();
    expect(navigation.reloads).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('logs a failed read and keeps checking', async () => {
    const { clock, version, navigation, logger, checker } = versionSetup();
    version.failure = new Error('offline');
    await checker.start();
    expect(logger.entries).toHaveLength(1);
    version.failure = null;
    clock.advance(120_000);
    await flushPromises();
    version.current = 'hash-2';
    clock.advance(120_000);
    await flushPromises();
    expect(navigation.reloads).toEqual(['(current page)']);
  });

  it('stops checking on stop', async () => {
    const { clock, version, checker } = versionSetup();
    await checker.start();
    checker.stop();
    clock.advance(600_000);
    expect(version.reads).toBe(1);
  });
});

function pollerSetup() {
  const kit = createCoreKit();
  kit.session.save(
    activeUser({ profile: Profile.DEMO, signature: 'Demo', rights: [{ id: 7, nome: 'Café', habilitado: true }] }),
    false,
  );
  const checkUserInfo = new CheckUserInfoUseCase(
    kit.auth,
    kit.session,
    kit.notifier,
    kit.logout,
    () => CATALOGUES.PtBr,
    kit.logger,
    new LayoutSyncUseCase(kit.layoutApi, kit.session),
  );
  const poller = new UserInfoPoller(kit.clock, checkUserInfo);
  return { kit, checkUserInfo, poller };
}

describe('UserInfoPoller', () => {
  it('checks at the configured interval', async () => {
    const { kit, poller } = pollerSetup();
    poller.start(60_000);
    kit.clock.advance(59_999);
    expect(kit.auth.infoChecks).toBe(0);
    kit.clock.advance(1);
    await flushPromises();
    expect(kit.auth.infoChecks).toBe(1);
    for (let i = 0; i < 2; i++) {
      kit.clock.advance(60_000);
      await flushPromises();
    }
    expect(kit.auth.infoChecks).toBe(3);
  });

  it('does not start a check while one is still running', async () => {
    const { kit, poller } = pollerSetup();
    poller.start(60_000);
    kit.clock.advance(180_000);
    await flushPromises();
    expect(kit.auth.infoChecks).toBe(1);
  });

  it('does not poll without an interval', () => {
    const { kit, poller } = pollerSetup();
    poller.start(0);
    expect(kit.clock.pending).toBe(0);
  });

  it('stops polling once the user is disabled', async () => {
    const { kit, poller } = pollerSetup();
    poller.start(60_000);
    kit.auth.userInfo = { ...kit.auth.userInfo, userDisabled: true };
    kit.clock.advance(60_000);
    await flushPromises();
    // Signed in again at once: a poller that kept its interval would check again.
    kit.session.save(activeUser(), false);
    kit.clock.advance(600_000);
    await flushPromises();
    expect(kit.auth.infoChecks).toBe(1);
  });
});

describe('CheckUserInfoUseCase', () => {
  it('refreshes rights, profile, signature and quotes rights into the stored user', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.auth.userInfo = {
      userDisabled: false,
      profile: Profile.SUBSCRIBER,
      signature: 'Premium',
      hasQuotesRights: true,
      rights: [{ id: 13, nome: 'Milho', habilitado: true }],
    };
    expect(await checkUserInfo.execute()).toBe('refreshed');
    expect(kit.session.current()).toMatchObject({
      profile: 1,
      signature: 'Premium',
      hasQuotesRights: true,
      rights: [{ id: 13, nome: 'Milho', habilitado: true }],
    });
  });

  it('refreshes the admin roles the check carries, and keeps them when it carries none', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.auth.userInfo = { ...kit.auth.userInfo, roles: ['editor'] };
    await checkUserInfo.execute();
    expect(kit.session.current()?.roles).toEqual(['editor']);
    kit.auth.userInfo = { userDisabled: false, profile: Profile.DEMO, signature: 'Demo', hasQuotesRights: false };
    await checkUserInfo.execute();
    expect(kit.session.current()?.roles).toEqual(['editor']);
    kit.auth.userInfo = { ...kit.auth.userInfo, roles: [] };
    await checkUserInfo.execute();
    expect(kit.session.current()?.roles).toEqual([]);
  });

  it('keeps the rights when the check carries none', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.auth.userInfo = { userDisabled: false, profile: Profile.DEMO, signature: 'Demo', hasQuotesRights: false };
    await checkUserInfo.execute();
    expect(kit.session.current()?.rights).toEqual([{ id: 7, nome: 'Café', habilitado: true }]);
  });

  it('does not run a second check while one is in flight', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    const [first, second] = await Promise.all([checkUserInfo.execute(), checkUserInfo.execute()]);
    expect([first, second]).toEqual(['refreshed', 'skipped']);
    expect(kit.auth.infoChecks).toBe(1);
  });

  it('shows a disabled user the titled notice and logs out', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.auth.userInfo = { ...kit.auth.userInfo, userDisabled: true };
    expect(await checkUserInfo.execute()).toBe('disabled');
    expect(kit.notifier.notices).toEqual([
      {
        level: 'danger',
        title: 'Usuário desabilitado',
        message: 'Usuário desabilitado. Entre em contato com o atendimento.',
      },
    ]);
    expect(kit.session.current()).toBeNull();
    expect(kit.auth.logouts).toHaveLength(1);
    kit.clock.advance(400);
    // The login page the browser reloads on says it again: the notice above goes with the reload.
    expect(kit.navigation.reloads).toEqual(['/pages/login?error=ERROR_USER_DISABLED']);
  });

  it('skips the check when nobody is signed in', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.session.clear();
    expect(await checkUserInfo.execute()).toBe('skipped');
    expect(kit.auth.infoChecks).toBe(0);
  });

  it('logs a failed check', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.auth.checkInfo = async () => {
      throw new Error('offline');
    };
    expect(await checkUserInfo.execute()).toBe('failed');
    expect(kit.logger.entries.map((e) => e.message)).toContain('user-info check failed');
    expect(kit.session.isAuthenticated()).toBe(true);
  });

  it('shows the layout the account saved on another device, at the check', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    await kit.layoutApi.savePreferences({ theme: 'dark', zoomDetail: 120, canDisplayTicker: false });
    expect(await checkUserInfo.execute()).toBe('refreshed');
    expect(kit.session.current()).toMatchObject({ theme: 'dark', zoomDetail: 120, canDisplayTicker: false });
  });

  it('counts the check as done when only the layout read fails, and logs it', async () => {
    const { kit, checkUserInfo } = pollerSetup();
    kit.layoutApi.failure = new Error('offline');
    expect(await checkUserInfo.execute()).toBe('refreshed');
    expect(kit.logger.entries.map((e) => e.message)).toContain('layout read failed');
  });
});
