import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_CONFIG,
  isNewerLayout,
  LAYOUT_HISTORY_SIZE,
  LAYOUT_VERSION_WINDOW_MS,
  LayoutSyncUseCase,
  layoutVersionWrite,
  mergeLayout,
  SavePreferencesUseCase,
  SessionRepository,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { FakeLayoutApi } from '../fakes/fake-apis';
import { MemoryStorage } from '../fakes/memory-storage';

/** A server clock that a test moves forward. */
function serverClock(start = Date.parse('2026-11-20T12:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** One browser of a signed-in user: its own stored session. */
function device(api: FakeLayoutApi) {
  const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
  session.save(activeUser(), true);
  return { session, save: new SavePreferencesUseCase(api, session), sync: new LayoutSyncUseCase(api, session) };
}

describe('the account layout rules', () => {
  it('a write replaces the fields it names and keeps the others', () => {
    const merged = mergeLayout(DEFAULT_LAYOUT_CONFIG, { theme: 'dark', zoom: 110, zoomDetail: undefined });
    expect(merged).toEqual({ ...DEFAULT_LAYOUT_CONFIG, theme: 'dark', zoom: 110 });
  });

  it('a write within the window updates the newest version; later, or a restore, adds one', () => {
    const newest = { updatedAt: new Date('2026-11-20T12:00:00Z') };
    const at = (ms: number) => new Date(newest.updatedAt.getTime() + ms);
    expect(layoutVersionWrite(undefined, at(0))).toBe('add');
    expect(layoutVersionWrite(newest, at(LAYOUT_VERSION_WINDOW_MS - 1))).toBe('update');
    expect(layoutVersionWrite(newest, at(LAYOUT_VERSION_WINDOW_MS))).toBe('add');
    expect(layoutVersionWrite(newest, at(1000), true)).toBe('add');
    expect(layoutVersionWrite(newest, at(-1000))).toBe('add');
  });

  it('a layout is newer only when the server wrote it after the one shown', () => {
    const user = { ...activeUser(), layoutUpdatedAt: '2026-11-20T12:00:00.000Z' };
    expect(isNewerLayout(user, '2026-11-20T12:00:00.001Z')).toBe(true);
    expect(isNewerLayout(user, '2026-11-20T12:00:00.000Z')).toBe(false);
    expect(isNewerLayout(user, '2026-11-20T11:59:59.999Z')).toBe(false);
    expect(isNewerLayout(activeUser(), '2000-01-01T00:00:00.000Z')).toBe(true);
    // A layout the account never saved: the sign-in already showed the account's settings.
    expect(isNewerLayout(activeUser(), null)).toBe(false);
  });
});

describe('LayoutSyncUseCase', () => {
  it('a change saved on one device shows on another at its next read, and not the other way round', async () => {
    const clock = serverClock();
    const api = new FakeLayoutApi(clock.now);
    const phone = device(api);
    const desk = device(api);
    await desk.sync.pull();

    clock.advance(1000);
    await phone.save.execute({ theme: 'semi-dark', zoom: 120, canDisplayTicker: false, tickerViewAtTheTop: true });
    expect(phone.session.current()?.layoutUpdatedAt).toBe(clock.now().toISOString());

    expect(await desk.sync.pull()).toBe('applied');
    expect(desk.session.current()).toMatchObject({
      theme: 'semi-dark',
      zoom: 120,
      canDisplayTicker: false,
      tickerViewAtTheTop: true,
      layoutUpdatedAt: clock.now().toISOString(),
    });
    expect(await desk.sync.pull()).toBe('current');
    expect(await phone.sync.pull()).toBe('current');
  });

  it('a read that the server answered before a later save does not undo the save (the newest write wins)', async () => {
    const clock = serverClock();
    const api = new FakeLayoutApi(clock.now);
    const desk = device(api);
    const stale = await api.loadConfig();
    clock.advance(1000);
    await desk.save.execute({ theme: 'dark' });
    // The stale answer arrives after the save: it is older than what the user shows, so it is not applied.
    api.loadConfig = async () => stale;
    expect(await desk.sync.pull()).toBe('current');
    expect(desk.session.current()?.theme).toBe('dark');
  });

  it('a read that was under way when this device changed the layout does not undo the change', async () => {
    const clock = serverClock();
    const api = new FakeLayoutApi(clock.now);
    await device(api).save.execute({ theme: 'dark', formatAlignDetail: 'left' });
    const desk = device(api);
    const before = await api.loadConfig();
    let answer: (config: typeof before) => void = () => undefined;
    api.loadConfig = () => new Promise((resolve) => (answer = resolve));
    const pulling = desk.sync.pull();
    clock.advance(1000);
    // The user changes the theme while the read is on its way, and the read's answer comes back before the save's.
    const save = api.savePreferences.bind(api);
    let saved: () => void = () => undefined;
    api.savePreferences = (changes) => new Promise((resolve) => (saved = () => resolve(save(changes))));
    const saving = desk.save.execute({ theme: 'semi-dark' });
    answer(before);
    expect(await pulling).toBe('current');
    saved();
    expect(desk.session.current()?.theme).toBe('semi-dark');
    await saving;
    expect(desk.session.current()).toMatchObject({ theme: 'semi-dark', layoutUpdatedAt: clock.now().toISOString() });
  });

  it('lists the versions newest first with their dates, and restores one', async () => {
    const clock = serverClock();
    const api = new FakeLayoutApi(clock.now);
    const desk = device(api);
    await desk.save.execute({ theme: 'dark' });
    clock.advance(60_000);
    await desk.save.execute({ zoom: 110 }); // within the window: the same version
    clock.advance(LAYOUT_VERSION_WINDOW_MS);
    await desk.save.execute({ theme: 'light' });

    const history = await desk.sync.history();
    // The first write kept the layout it replaced (the account's defaults) as the oldest version.
    expect(history.map((v) => [v.config.theme, v.config.zoom])).toEqual([
      ['light', 110],
      ['dark', 110],
      ['light', 100],
    ]);
    const [, first] = history;
    expect(Date.parse(first!.updatedAt) - Date.parse(first!.createdAt)).toBe(60_000);

    clock.advance(1000);
    await desk.sync.restore(first!.id);
    expect(desk.session.current()).toMatchObject({ theme: 'dark', zoom: 110 });
    expect((await desk.sync.history()).map((v) => v.config.theme)).toEqual(['dark', 'light', 'dark', 'light']);
  });

  it('keeps the newest versions only', async () => {
    const clock = serverClock();
    const api = new FakeLayoutApi(clock.now);
    const desk = device(api);
    for (let zoom = 0; zoom < LAYOUT_HISTORY_SIZE + 3; zoom++) {
      clock.advance(LAYOUT_VERSION_WINDOW_MS);
      await api.saveSchedule([String(zoom)]);
    }
    const history = await desk.sync.history();
    expect(history).toHaveLength(LAYOUT_HISTORY_SIZE);
    expect(history[0]!.config.saved_news).toEqual([String(LAYOUT_HISTORY_SIZE + 2)]);
  });

  it('applies the favourites and the schedule of the account', async () => {
    const api = new FakeLayoutApi();
    const desk = device(api);
    await api.saveFavorites([{ commodity: 16, content: [{ id: 7 }] }]);
    await api.saveSchedule(['n-1']);
    await desk.sync.pull();
    expect(desk.session.current()).toMatchObject({
      favoriteContent: [{ commodity: 16, content: [{ id: 7 }] }],
      savedNews: ['n-1'],
    });
  });

  it('reads nothing when nobody is signed in', async () => {
    const api = new FakeLayoutApi();
    api.failure = new Error('must not be called');
    const sync = new LayoutSyncUseCase(api, new SessionRepository(new MemoryStorage(), new MemoryStorage()));
    expect(await sync.pull()).toBe('skipped');
  });
});
