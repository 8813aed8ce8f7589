import { describe, expect, it } from 'vitest';
import {
  BIOMETRIC_SECRET_OPTIONS,
  CLOSE_SESSIONS_KEY,
  CloseSessionsFlag,
  COOKIE_CONSENT_NAME,
  CookieConsent,
  demoDaysLeft,
  demoTrialEnd,
  detectDeviceType,
  detectPlatform,
  DeviceType,
  isDemoTrialRunning,
  isNativeApp,
  isOldInternetExplorer,
  layoutFor,
  LayoutWatcher,
  NativeReplyTimeoutError,
  Platform,
  SavePreferencesUseCase,
  SessionRepository,
  Tour,
  TOUR_SKIPPED_KEY,
  withAppMarker,
  withNativeTimeout,
  type LayoutMode,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { FakeLayoutApi, MemoryCookies } from '../fakes/fake-apis';
import { FakeClock } from '../fakes/fake-clock';
import { MemoryStorage } from '../fakes/memory-storage';

describe('CloseSessionsFlag', () => {
  function setup() {
    const local = new MemoryStorage();
    let blanked = 0;
    return { local, flag: new CloseSessionsFlag(local, () => blanked++), blanked: () => blanked };
  }

  it('is set when a browser session already exists and the user is logged in', () => {
    const { local, flag } = setup();
    expect(flag.update(true, true)).toBe(true);
    expect(local.getItem(CLOSE_SESSIONS_KEY)).toBe('true');
  });

  it.each([
    [true, false],
    [false, true],
    [false, false],
  ])('is cleared otherwise (session exists %s, logged in %s)', (exists, loggedIn) => {
    const { local, flag } = setup();
    local.setItem(CLOSE_SESSIONS_KEY, 'true');
    expect(flag.update(exists, loggedIn)).toBe(false);
    expect(local.getItem(CLOSE_SESSIONS_KEY)).toBeNull();
  });

  it('blanks this tab when another tab sets it, not when it is cleared or another key changes', () => {
    const { flag, blanked } = setup();
    flag.storageChanged(CLOSE_SESSIONS_KEY, null);
    flag.storageChanged('theme', 'true');
    expect(blanked()).toBe(0);
    flag.storageChanged(CLOSE_SESSIONS_KEY, 'true');
    expect(blanked()).toBe(1);
  });
});

describe('CookieConsent', () => {
  it('shows the notice until the user accepts', () => {
    const cookies = new MemoryCookies();
    const consent = new CookieConsent(cookies);
    expect(consent.shouldShowNotice()).toBe(true);
    expect(consent.headerValue()).toBeNull();
    consent.accept();
    expect(consent.shouldShowNotice()).toBe(false);
    expect(consent.choice()).toBe('accepted');
    expect(consent.headerValue()).toBe('true');
    expect(cookies.jar.get(COOKIE_CONSENT_NAME)).toEqual({ value: 'true', days: 365 });
  });

  it('shows the notice until the user rejects, and remembers the rejection', () => {
    const consent = new CookieConsent(new MemoryCookies());
    consent.reject();
    expect(consent.shouldShowNotice()).toBe(false);
    expect(consent.choice()).toBe('rejected');
    expect(consent.headerValue()).toBe('false');
  });

  it('treats an unreadable cookie as no choice', () => {
    const cookies = new MemoryCookies();
    cookies.set(COOKIE_CONSENT_NAME, 'maybe', 1);
    expect(new CookieConsent(cookies).shouldShowNotice()).toBe(true);
  });
});

describe('Tour', () => {
  it('starts by itself unless the user or this device put it away', () => {
    const local = new MemoryStorage();
    const tour = new Tour(local);
    expect(tour.shouldStartAutomatically(false)).toBe(true);
    expect(tour.shouldStartAutomatically(true)).toBe(false);
  });

  it('can be started, then skipped: skipped is stored', () => {
    const local = new MemoryStorage();
    const tour = new Tour(local);
    tour.start();
    expect(tour.status).toBe('running');
    tour.skip();
    expect(tour.status).toBe('skipped');
    expect(local.getItem(TOUR_SKIPPED_KEY)).toBe('true');
    expect(new Tour(local).shouldStartAutomatically(false)).toBe(false);
  });

  it('can be finished, and then does not start by itself again; it can still be started by hand', () => {
    const local = new MemoryStorage();
    const tour = new Tour(local);
    tour.start();
    tour.finish();
    expect(tour.status).toBe('finished');
    expect(tour.shouldStartAutomatically(false)).toBe(false);
    tour.start();
    expect(tour.status).toBe('running');
  });
});

describe('layout', () => {
  it('is mobile in portrait and desktop in landscape', () => {
    expect(layoutFor(390, 844)).toBe('mobile');
    expect(layoutFor(1280, 800)).toBe('desktop');
    expect(layoutFor(800, 800)).toBe('desktop');
  });

  it('re-renders 500 ms after a change of layout, once for a burst of resizes', () => {
    const clock = new FakeClock();
    const renders: LayoutMode[] = [];
    const watcher = new LayoutWatcher(clock, (mode) => renders.push(mode), 1280, 800);
    watcher.resized(900, 1000);
    clock.advance(300);
    watcher.resized(800, 1200);
    clock.advance(499);
    expect(renders).toEqual([]);
    expect(watcher.mode).toBe('desktop');
    clock.advance(1);
    expect(renders).toEqual(['mobile']);
    expect(watcher.mode).toBe('mobile');
  });

  it('does not re-render when the layout stays the same', () => {
    const clock = new FakeClock();
    const renders: LayoutMode[] = [];
    const watcher = new LayoutWatcher(clock, (mode) => renders.push(mode), 1280, 800);
    watcher.resized(1400, 900);
    clock.advance(500);
    expect(renders).toEqual([]);
    watcher.resized(400, 900);
    watcher.dispose();
    clock.advance(1000);
    expect(renders).toEqual([]);
  });
});

describe('platform and device', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const windows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const ie11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

  it.each([
    [android, Platform.ANDROID, DeviceType.MOBILE],
    [iphone, Platform.IOS, DeviceType.MOBILE],
    [ipad, Platform.IOS, DeviceType.MOBILE],
    [windows, Platform.OTHER, DeviceType.DESKTOP],
    ['', Platform.OTHER, DeviceType.DESKTOP],
  ])('reads %j as platform %i and device %i', (ua, platform, device) => {
    expect(detectPlatform(ua)).toBe(platform);
    expect(detectDeviceType(ua)).toBe(device);
  });

  it('recognises an old Internet Explorer', () => {
    expect(isOldInternetExplorer(ie11)).toBe(true);
    expect(isOldInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isOldInternetExplorer(windows)).toBe(false);
  });
});

describe('native app marker', () => {
  it.each([
    ['https://app.example.com/home?isApp=true', true],
    ['/pages/login?to=%2Fhome&isApp=true', true],
    ['?isApp=TRUE', true],
    ['isApp=true', true],
    ['/home?isApp=false', false],
    ['/home', false],
    ['/home#isApp=true', false],
    ['/home?notisApp=true', false],
    [null, false],
  ])('%j runs in the native app: %s', (address, expected) => {
    expect(isNativeApp(address)).toBe(expected);
  });

  it('carries the marker across navigations inside the app', () => {
    expect(withAppMarker('/pages/login', true)).toBe('/pages/login?isApp=true');
    expect(withAppMarker('/pages/login?to=%2Fhome', true)).toBe('/pages/login?to=%2Fhome&isApp=true');
    expect(withAppMarker('/home#top', true)).toBe('/home?isApp=true#top');
    expect(withAppMarker('/home?isApp=true', true)).toBe('/home?isApp=true');
    expect(withAppMarker('/pages/login', false)).toBe('/pages/login');
  });
});

describe('demo trial', () => {
  const start = '2026-11-14T12:00:00Z';

  it('lasts 7 days', () => {
    expect(demoTrialEnd(start)).toBe(Date.parse('2026-11-21T12:00:00Z'));
  });

  it('runs until its end, as the server checks it from the stored end', () => {
    const end = demoTrialEnd(start);
    expect(isDemoTrialRunning(end, new FakeClock('2026-11-21T11:59:59Z'))).toBe(true);
    expect(isDemoTrialRunning(end, new FakeClock('2026-11-21T12:00:00Z'))).toBe(false);
    expect(isDemoTrialRunning('2026-11-21T12:00:00Z', { now: () => Date.parse('2026-11-22T00:00:00Z') })).toBe(false);
  });

  it('counts the days left', () => {
    expect(demoDaysLeft(start, new FakeClock('2026-11-14T12:00:00Z'))).toBe(7);
    expect(demoDaysLeft(start, new FakeClock('2026-11-20T13:00:00Z'))).toBe(1);
    expect(demoDaysLeft(start, new FakeClock('2026-11-22T00:00:00Z'))).toBe(0);
  });
});

describe('withNativeTimeout', () => {
  it("rejects with 'Timeout: Nenhuma resposta recebida do postMessage.' after 8 s without a reply", async () => {
    const clock = new FakeClock();
    const pending = withNativeTimeout(new Promise<string>(() => {}), clock);
    clock.advance(7999);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(pending).rejects.toThrow('Timeout: Nenhuma resposta recebida do postMessage.');
    await expect(pending).rejects.toBeInstanceOf(NativeReplyTimeoutError);
  });

  it('passes a reply (or a failure) through and cancels the timer', async () => {
    const clock = new FakeClock();
    await expect(withNativeTimeout(Promise.resolve('secret'), clock)).resolves.toBe('secret');
    await expect(withNativeTimeout(Promise.reject(new Error('cancelled')), clock)).rejects.toThrow('cancelled');
    expect(clock.pending).toBe(0);
  });

  it('registers the biometric secret invalidated on new enrolment, without backup', () => {
    expect(BIOMETRIC_SECRET_OPTIONS).toEqual({ invalidateOnNewEnrollment: true, disableBackup: true });
  });
});

describe('SavePreferencesUseCase', () => {
  it('saves theme, ticker and zoom changes to the server when signed in, and keeps them with the user', async () => {
    const api = new FakeLayoutApi();
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser(), true);
    const save = new SavePreferencesUseCase(api, session);
    expect(await save.execute({ theme: 'dark', canDisplayTicker: false, zoom: 120 })).toBe(true);
    expect(api.preferences).toEqual([{ theme: 'dark', canDisplayTicker: false, zoom: 120 }]);
    expect(session.current()).toMatchObject({ theme: 'dark', zoom: 120 });
  });

  it('sends nothing when nobody is signed in', async () => {
    const api = new FakeLayoutApi();
    const save = new SavePreferencesUseCase(api, new SessionRepository(new MemoryStorage(), new MemoryStorage()));
    expect(await save.execute({ theme: 'dark' })).toBe(false);
    expect(api.preferences).toEqual([]);
  });
});
