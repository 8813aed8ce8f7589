import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, LOGOUT_RELOAD_MS, LogoutUseCase, S4_LOGOUT_PATH, TIME_SPENT_KEY } from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';
import { RecordingTimeCounter } from '../fakes/recorders';

function signedIn(fields = {}) {
  const kit = createCoreKit();
  kit.session.save(activeUser(fields), true);
  let logouts = 0;
  kit.events.on('logout', () => logouts++);
  return { kit, logouts: () => logouts };
}

describe('LogoutUseCase', () => {
  it('stops the time count before posting the logout', async () => {
    const { kit } = signedIn();
    const counter = new RecordingTimeCounter();
    const logout = new LogoutUseCase(
      kit.auth,
      kit.session,
      counter,
      kit.device,
      kit.navigation,
      kit.clock,
      kit.events,
      kit.logger,
    );
    await logout.execute();
    expect(counter.stops).toBe(1);
  });

  it('sends the time spent (over 30 s) with the session still there', async () => {
    const { kit } = signedIn();
    kit.timeSpent.start();
    kit.clock.advance(45_000);
    await kit.logout.execute();
    expect(kit.sessionApi.sent).toEqual([45]);
    expect(kit.sessionStorage.getItem(TIME_SPENT_KEY)).toBeNull();
  });

  it('posts the logout with email, token, acceptor_token, refresh_token and device_id', async () => {
    const { kit } = signedIn({ email: 'maria@example.com', token: 'tok', acptoken: 'acp', refresh_token: 'ref' });
    await kit.logout.execute();
    expect(kit.auth.logouts).toEqual([
      {
        email: 'maria@example.com',
        token: 'tok',
        acceptor_token: 'acp',
        refresh_token: 'ref',
        device_id: kit.device.id(),
      },
    ]);
  });

  it('clears the stored session and announces the logout', async () => {
    const { kit, logouts } = signedIn();
    await kit.logout.execute();
    expect(kit.session.current()).toBeNull();
    expect(kit.local.getItem('authenticated')).toBeNull();
    expect(logouts()).toBe(1);
  });

  it('reloads at /pages/login only after 400 ms', async () => {
    const { kit } = signedIn();
    await kit.logout.execute();
    expect(LOGOUT_RELOAD_MS).toBe(400);
    kit.clock.advance(399);
    expect(kit.navigation.reloads).toEqual([]);
    kit.clock.advance(1);
    expect(kit.navigation.reloads).toEqual([LOGIN_PATH]);
    expect(LOGIN_PATH).toBe('/pages/login');
  });

  it('sends an s4 session to /pages/s4login?error=ERROR_S4_OTHER_LOGIN', async () => {
    const { kit } = signedIn({ s4Login: true });
    await kit.logout.execute();
    kit.clock.advance(400);
    expect(kit.navigation.reloads).toEqual(['/pages/s4login?error=ERROR_S4_OTHER_LOGIN']);
    expect(S4_LOGOUT_PATH).toBe('/pages/s4login?error=ERROR_S4_OTHER_LOGIN');
  });

  it('sends a disabled user to a login page that says why, the s4 one for an s4 session', async () => {
    const { kit } = signedIn();
    await kit.logout.execute('user-disabled');
    kit.clock.advance(400);
    expect(kit.navigation.reloads).toEqual(['/pages/login?error=ERROR_USER_DISABLED']);
    const s4 = signedIn({ s4Login: true }).kit;
    await s4.logout.execute('user-disabled');
    s4.clock.advance(400);
    expect(s4.navigation.reloads).toEqual(['/pages/s4login?error=ERROR_USER_DISABLED']);
  });

  it('still clears and reloads when the logout call fails, and logs the failure', async () => {
    const { kit } = signedIn();
    kit.auth.logoutFailure = new Error('network down');
    await kit.logout.execute();
    expect(kit.session.current()).toBeNull();
    kit.clock.advance(400);
    expect(kit.navigation.reloads).toEqual([LOGIN_PATH]);
    expect(kit.logger.entries.map((e) => e.message)).toContain('logout call failed');
  });

  it('without a stored user posts nothing but still goes to login', async () => {
    const kit = createCoreKit();
    await kit.logout.execute();
    expect(kit.auth.logouts).toEqual([]);
    kit.clock.advance(400);
    expect(kit.navigation.reloads).toEqual([LOGIN_PATH]);
  });
});
