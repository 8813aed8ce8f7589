// Core tasks of the session feature: start, time spent, logout, session ended, periodic checks, tabs.
import assert from 'node:assert/strict';
import {
  CATALOGUES,
  CheckUserInfoUseCase,
  classifyTransportFailure,
  CloseSessionsFlag,
  parseLocale,
  Profile,
  SessionEndedGate,
  UserInfoPoller,
  VersionChecker,
  type Theme,
} from '../../../core';
import { FakeAppVersion } from '../../../tests/fakes/fake-apis';
import { type CeleiroWorld } from '../world';
import { kit, letTimePass, remembered } from './common';

/** A session starts for Maria with a theme, a language and a zoom. */
export function startSession(world: CeleiroWorld, theme: string, languageName: string, zoom: number): void {
  kit(world).starter.start(
    {
      nome: 'Maria Souza',
      email: 'maria@example.com',
      token: 'tok-maria',
      profile: Profile.SUBSCRIBER,
      theme: theme as Theme,
      language: parseLocale(languageName),
      zoom,
    },
    true,
  );
}

/** The settings applied to the product. */
export function expectApplied(world: CeleiroWorld, theme: string, languageName: string, zoom: number): void {
  assert.deepEqual(kit(world).preferences.applied.at(-1), {
    locale: languageName,
    theme,
    viewstyle: 'cards',
    zoom,
    zoomDetail: 100,
    formatAlignDetail: 'center',
    skipTour: false,
  });
}

/** The login was announced with Maria's user. */
export function expectLoginAnnounced(world: CeleiroWorld): void {
  assert.equal(kit(world).loginEvents.at(-1)?.email, 'maria@example.com');
}

/** Maria's stored session has these defaults. */
export function expectStoredDefaults(world: CeleiroWorld, originCode: number, speechRate: number): void {
  assert.equal(kit(world).session.current()?.originCode, originCode);
  assert.equal(kit(world).session.current()?.rateTextSpeech, speechRate);
}

/** The time count starts with the product in view. */
export function startTimeCount(world: CeleiroWorld): void {
  kit(world).timeSpent.start(true);
}

/** Time passes with the product in view or hidden. */
export async function spendTime(world: CeleiroWorld, seconds: number, inView: boolean): Promise<void> {
  kit(world).timeSpent.visibilityChanged(inView);
  await letTimePass(world, seconds * 1000);
}

/** The seconds counted. */
export function expectCounted(world: CeleiroWorld, seconds: number): void {
  assert.equal(kit(world).timeSpent.seconds, seconds);
}

/** The time spent reported (null: nothing). */
export function expectReported(world: CeleiroWorld, seconds: number | null): void {
  assert.deepEqual(kit(world).sessionApi.sent, seconds === null ? [] : [seconds]);
}

/** Maria logs out. */
export async function logOut(world: CeleiroWorld): Promise<void> {
  await kit(world).logout.execute();
}

/** The departure was recorded with Maria's e-mail, tokens and this device. */
export function expectDepartureRecorded(world: CeleiroWorld): void {
  const k = kit(world);
  assert.deepEqual(k.auth.logouts, [
    {
      email: 'maria@example.com',
      token: 'tok-maria',
      acceptor_token: 'acp-maria',
      refresh_token: 'ref-maria',
      device_id: k.device.id(),
    },
  ]);
}

/** Maria's session is forgotten. */
export function expectSessionForgotten(world: CeleiroWorld): void {
  assert.equal(kit(world).session.current(), null);
}

/** Where Maria was taken (null: nowhere yet). */
export function expectTakenTo(world: CeleiroWorld, path: string | null): void {
  assert.deepEqual(kit(world).navigation.reloads, path === null ? [] : [path]);
}

/** Maria's session came from the alternative (s4) login. */
export function markS4(world: CeleiroWorld): void {
  const k = kit(world);
  const user = k.session.current();
  if (user) k.session.update({ ...user, s4Login: true });
}

/** The logout call fails. */
export function failDeparture(world: CeleiroWorld): void {
  kit(world).auth.logoutFailure = new Error('unreachable');
}

function gate(world: CeleiroWorld): SessionEndedGate {
  return remembered(world, 'sessionEndedGate', () => new SessionEndedGate());
}

/** Requests with Maria's session are refused (401) in a row; the notice is counted when shown. */
export function refuseSession(world: CeleiroWorld, times: number): void {
  for (let i = 0; i < times; i++) {
    const outcome = classifyTransportFailure(
      { status: 401, authenticated: kit(world).session.isAuthenticated(), body: { errorType: 'Unauthorized' } },
      CATALOGUES.PtBr,
    );
    if (outcome.kind === 'session-ended' && gate(world).shouldShow())
      world.vars.set('noticesShown', ((world.vars.get('noticesShown') as number | undefined) ?? 0) + 1);
  }
}

/** The session-ended notice appeared this many times. */
export function expectNoticeShown(world: CeleiroWorld, times: number): void {
  assert.equal(world.vars.get('noticesShown') ?? 0, times);
}

/** Maria accepts the session-ended notice: she is logged out. */
export async function acceptSessionEnded(world: CeleiroWorld): Promise<void> {
  gate(world).accepted();
  await logOut(world);
}

function versionFile(world: CeleiroWorld): FakeAppVersion {
  return remembered(world, 'versionFile', () => new FakeAppVersion('hash-1'));
}

/** The product starts watching the version file. */
export async function watchVersions(world: CeleiroWorld): Promise<void> {
  const k = kit(world);
  await new VersionChecker(k.clock, versionFile(world), k.navigation, k.logger).start();
}

/** A new version is published. */
export function publishVersion(world: CeleiroWorld): void {
  versionFile(world).current = 'hash-2';
}

/** Whether the product restarted. */
export function expectRestarted(world: CeleiroWorld, restarted: boolean): void {
  assert.equal(kit(world).navigation.reloads.includes('(current page)'), restarted);
}

/** The user check runs at an interval. */
export function pollUserInfo(world: CeleiroWorld, seconds: number): void {
  const k = kit(world);
  new UserInfoPoller(
    k.clock,
    new CheckUserInfoUseCase(k.auth, k.session, k.notifier, k.logout, () => CATALOGUES.PtBr, k.logger),
  ).start(seconds * 1000);
}

/** The check will say Maria's user is disabled. */
export function disableMaria(world: CeleiroWorld): void {
  const k = kit(world);
  k.auth.userInfo = { ...k.auth.userInfo, userDisabled: true };
}

/** The check will say Maria is a subscriber with a signature, quotes rights and Corn enabled. */
export function upgradeMaria(world: CeleiroWorld, signature: string): void {
  kit(world).auth.userInfo = {
    userDisabled: false,
    profile: Profile.SUBSCRIBER,
    signature,
    hasQuotesRights: true,
    rights: [{ id: 13, nome: 'Milho', habilitado: true }],
  };
}

/** Maria's stored session carries the refreshed facts. */
export function expectUpgraded(world: CeleiroWorld, signature: string): void {
  const user = kit(world).session.current();
  assert.ok(user);
  assert.deepEqual(
    { profile: user.profile, signature: user.signature, hasQuotesRights: user.hasQuotesRights, rights: user.rights },
    {
      profile: Profile.SUBSCRIBER,
      signature,
      hasQuotesRights: true,
      rights: [{ id: 13, nome: 'Milho', habilitado: true }],
    },
  );
}

/** Maria was told a titled notice. */
export function expectTold(world: CeleiroWorld, title: string, message: string): void {
  assert.ok(
    kit(world).notifier.notices.some((notice) => notice.title === title && notice.message === message),
    JSON.stringify(kit(world).notifier.notices),
  );
}

function flag(world: CeleiroWorld): CloseSessionsFlag {
  return remembered(
    world,
    'closeFlag',
    () => new CloseSessionsFlag(kit(world).local, () => world.vars.set('blanked', true)),
  );
}

/** This tab follows the close-sessions flag. */
export function followCloseFlag(world: CeleiroWorld): void {
  flag(world);
}

/** The flag is updated from whether a browser session is open and whether Maria is logged in. */
export function updateCloseFlag(world: CeleiroWorld, browserSessionOpen: boolean): void {
  flag(world).update(browserSessionOpen, kit(world).session.isAuthenticated());
}

/** Another tab sets the flag (this tab hears of it through storage). */
export function otherTabSetsFlag(world: CeleiroWorld): void {
  flag(world).storageChanged('closeSessions', 'true');
}

/** Whether the flag is set. */
export function expectCloseFlag(world: CeleiroWorld, set: boolean): void {
  assert.equal(flag(world).isSet(), set);
}

/** This tab was blanked. */
export function expectBlanked(world: CeleiroWorld): void {
  assert.equal(world.vars.get('blanked'), true);
}
