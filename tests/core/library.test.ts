import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AppEvents,
  favoriteCommodities,
  favoriteIds,
  idBatches,
  isFavorite,
  LayoutSyncUseCase,
  LIBRARY_MESSAGES,
  StarPageUseCase,
  StarredPagesRepository,
  starredPagesKey,
  Playlist,
  Schedule,
  SessionRepository,
  starPage,
  toggleFavorite,
  SavedNewsUseCase,
  ToggleFavoriteUseCase,
  unstarPage,
  type FavoriteContent,
  type Locale,
  type StarredPage,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { FakeLayoutApi, RecordingNotifier } from '../fakes/fake-apis';
import { MemoryStorage } from '../fakes/memory-storage';

function playlist(locale: Locale = 'EnEu') {
  const notifier = new RecordingNotifier();
  const events = new AppEvents();
  let opened = 0;
  events.on('openPlaylist', () => opened++);
  const list = new Playlist<{ _id: string; title: string }>(notifier, events, () => locale);
  return { list, notifier, opened: () => opened };
}

const a = { _id: 'a', title: 'Café hoje' };
const b = { _id: 'b', title: 'Milho semanal' };

describe('Playlist', () => {
  it('appends an item not present, notifies and fires the open-playlist event', () => {
    const { list, notifier, opened } = playlist();
    expect(list.add(a)).toBe(true);
    expect(list.items).toEqual([a]);
    expect(notifier.notices).toEqual([{ level: 'success', title: 'Playlist', message: 'Item added to the playlist.' }]);
    expect(opened()).toBe(1);
  });

  it('does nothing for an item already there (by _id)', () => {
    const { list, notifier, opened } = playlist();
    list.add(a);
    expect(list.add({ _id: 'a', title: 'other title' })).toBe(false);
    expect(list.items).toEqual([a]);
    expect(notifier.notices).toHaveLength(1);
    expect(opened()).toBe(1);
  });

  it('selects the first item added, and only that one', () => {
    const { list } = playlist();
    list.add(a);
    list.add(b);
    expect(list.selected).toEqual(a);
  });

  it('clears the selection when the selected item is removed, not otherwise', () => {
    const { list } = playlist();
    list.add(a);
    list.add(b);
    list.remove('b');
    expect(list.selected).toEqual(a);
    list.remove('a');
    expect(list.selected).toBeNull();
    expect(list.items).toEqual([]);
  });

  it('clearing empties the playlist, the selection and the current media', () => {
    const { list } = playlist();
    list.add(a);
    list.add(b);
    expect(list.select('b')).toBe(true);
    expect(list.currentMedia).toEqual(b);
    list.clear();
    expect(list.items).toEqual([]);
    expect(list.selected).toBeNull();
    expect(list.currentMedia).toBeNull();
  });

  it('notifies in the current locale', () => {
    const { list, notifier } = playlist('PtBr');
    list.add(a);
    expect(notifier.notices[0]?.message).toBe('Item adicionado à playlist.');
  });

  it('never holds two items with the same _id, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (ids) => {
        const { list } = playlist();
        for (const id of ids) list.add({ _id: id, title: id });
        return (
          list.items.length === new Set(ids).size && list.items.map((i) => i._id).join() === [...new Set(ids)].join()
        );
      }),
    );
  });
});

describe('toggleFavorite', () => {
  const list: FavoriteContent[] = [
    { commodity: 7, content: [{ id: 1 }, { id: 2 }] },
    { commodity: 13, content: [{ id: 5 }] },
  ];

  it('adds a content absent from the commodity', () => {
    expect(toggleFavorite(list, 7, 3)).toEqual({
      added: true,
      favorites: [{ commodity: 7, content: [{ id: 1 }, { id: 2 }, { id: 3 }] }, list[1]],
    });
  });

  it('adds a commodity not yet in the list', () => {
    expect(toggleFavorite(list, 16, 9).favorites.at(-1)).toEqual({ commodity: 16, content: [{ id: 9 }] });
  });

  it('removes a content present, and drops a commodity left empty', () => {
    expect(toggleFavorite(list, 7, 1)).toEqual({
      added: false,
      favorites: [{ commodity: 7, content: [{ id: 2 }] }, list[1]],
    });
    expect(toggleFavorite(list, 13, 5).favorites).toEqual([list[0]]);
  });

  it('does not change its input', () => {
    const copy = structuredClone(list);
    toggleFavorite(list, 7, 1);
    expect(list).toEqual(copy);
  });

  it('toggling twice restores membership: isFavorite flips, then flips back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (commodity, id) => {
        const once = toggleFavorite(list, commodity, id).favorites;
        const twice = toggleFavorite(once, commodity, id).favorites;
        return (
          isFavorite(once, commodity, id) !== isFavorite(list, commodity, id) &&
          isFavorite(twice, commodity, id) === isFavorite(list, commodity, id)
        );
      }),
    );
  });
});

describe('ToggleFavoriteUseCase', () => {
  function setup() {
    const api = new FakeLayoutApi();
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ favoriteContent: [{ commodity: 7, content: [{ id: 1 }] }] }), false);
    return { api, session, toggle: new ToggleFavoriteUseCase(api, session) };
  }

  it('stores the toggled list with the user and saves the whole list', async () => {
    const { api, session, toggle } = setup();
    await toggle.execute(7, 2);
    expect(session.current()?.favoriteContent).toEqual([{ commodity: 7, content: [{ id: 1 }, { id: 2 }] }]);
    expect(api.favorites).toEqual([[{ commodity: 7, content: [{ id: 1 }, { id: 2 }] }]]);
  });

  it('removes a favourite present and saves the whole list left', async () => {
    const { api, session, toggle } = setup();
    await toggle.execute(13, 5);
    const result = await toggle.execute(7, 1);
    expect(result.added).toBe(false);
    expect(session.current()?.favoriteContent).toEqual([{ commodity: 13, content: [{ id: 5 }] }]);
    expect(api.favorites.at(-1)).toEqual([{ commodity: 13, content: [{ id: 5 }] }]);
  });

  it("stamps the user with the server's time of the write, so the next check does not pull it back as newer", async () => {
    const { api, session, toggle } = setup();
    await toggle.execute(7, 2);
    expect(session.current()?.layoutUpdatedAt).toBe((await api.loadConfig()).updatedAt);
    const sync = new LayoutSyncUseCase(api, session);
    expect(await sync.pull()).toBe('current');
  });

  it('keeps the change on this device when the save fails, and rethrows for the transport to have shown it', async () => {
    const { api, session, toggle } = setup();
    api.failure = new Error('offline');
    await expect(toggle.execute(7, 2)).rejects.toThrow('offline');
    expect(session.current()?.favoriteContent).toEqual([{ commodity: 7, content: [{ id: 1 }, { id: 2 }] }]);
  });

  it('sends nothing while nobody is signed in', async () => {
    const api = new FakeLayoutApi();
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    await new ToggleFavoriteUseCase(api, session).execute(7, 2);
    expect(api.favorites).toEqual([]);
  });
});

describe('SavedNewsUseCase (the saved-news schedule, saved_news)', () => {
  function setup(savedNews: string[] = ['11']) {
    const api = new FakeLayoutApi();
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ savedNews }), false);
    return { api, session, schedule: new SavedNewsUseCase(api, session) };
  }

  it('saves a news only if absent, and stores the whole list of ids with the user and the account', async () => {
    const { api, session, schedule } = setup();
    expect(await schedule.save('12')).toBe(true);
    expect(await schedule.save('11')).toBe(false);
    expect(session.current()?.savedNews).toEqual(['11', '12']);
    expect(api.schedules).toEqual([['11', '12']]);
  });

  it('removes one news and clears them all, each time saving the ids left', async () => {
    const { api, session, schedule } = setup(['11', '12', '13']);
    await schedule.remove('12');
    await schedule.remove('99');
    expect(session.current()?.savedNews).toEqual(['11', '13']);
    await schedule.clear();
    await schedule.clear();
    expect(session.current()?.savedNews).toEqual([]);
    expect(api.schedules).toEqual([['11', '13'], []]);
  });

  it("stamps the user with the server's time of the write, so the next check does not pull it back", async () => {
    const { api, session, schedule } = setup();
    await schedule.save('12');
    expect(session.current()?.layoutUpdatedAt).toBe((await api.loadConfig()).updatedAt);
    expect(await new LayoutSyncUseCase(api, session).pull()).toBe('current');
  });

  it('keeps the change on this device when the save fails, and rethrows for the transport to have shown it', async () => {
    const { api, session, schedule } = setup();
    api.failure = new Error('offline');
    await expect(schedule.save('12')).rejects.toThrow('offline');
    expect(session.current()?.savedNews).toEqual(['11', '12']);
  });

  it('saves nothing while nobody is signed in', async () => {
    const api = new FakeLayoutApi();
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    expect(await new SavedNewsUseCase(api, session).save('12')).toBe(false);
    expect(api.schedules).toEqual([]);
  });
});

describe('favourite ids', () => {
  const list: FavoriteContent[] = [
    { commodity: 7, content: [{ id: 1 }, { id: 2 }] },
    { commodity: 13, content: [{ id: 5 }, { id: 1 }] },
  ];

  it("lists one commodity's ids, or every commodity's once each (0)", () => {
    expect(favoriteIds(list, 13)).toEqual([5, 1]);
    expect(favoriteIds(list)).toEqual([1, 2, 5]);
    expect(favoriteIds(list, 99)).toEqual([]);
    expect(favoriteCommodities(list)).toEqual([7, 13]);
  });

  it('splits ids into batches of the detail call (at most 50)', () => {
    const ids = Array.from({ length: 120 }, (_, i) => i);
    expect(idBatches(ids, 50).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(idBatches(ids, 50).flat()).toEqual(ids);
    expect(idBatches([], 50)).toEqual([]);
  });
});

describe('Schedule', () => {
  it('inserts an item only if not already present, without saving', () => {
    const api = new FakeLayoutApi();
    const schedule = new Schedule(api);
    expect(schedule.insert({ _id: 'n1' })).toBe(true);
    expect(schedule.insert({ _id: 'n1' })).toBe(false);
    expect(schedule.ids()).toEqual(['n1']);
    expect(api.schedules).toEqual([]);
  });

  it('saves the remaining ids when an item is removed', async () => {
    const api = new FakeLayoutApi();
    const schedule = new Schedule(api, [{ _id: 'n1' }, { _id: 'n2' }, { _id: 'n1' }]);
    expect(schedule.ids()).toEqual(['n1', 'n2']);
    await schedule.remove('n1');
    expect(api.schedules).toEqual([['n2']]);
  });

  it('saves the empty list when cleared', async () => {
    const api = new FakeLayoutApi();
    const schedule = new Schedule(api, [{ _id: 'n1' }]);
    await schedule.clear();
    expect(schedule.items).toEqual([]);
    expect(api.schedules).toEqual([[]]);
  });
});

describe('starred pages', () => {
  const page = (n: number): StarredPage => ({ path: `/informative/${n}`, title: `Page ${n}` });

  it('adds a page, once', () => {
    const first = starPage([], page(1));
    expect(first).toEqual({ pages: [page(1)], outcome: 'added' });
    expect(starPage(first.pages, page(1)).outcome).toBe('already-starred');
  });

  it('refuses an 11th page', () => {
    const ten = Array.from({ length: 10 }, (_, i) => page(i));
    expect(starPage(ten, page(10))).toEqual({ pages: ten, outcome: 'full' });
    expect(starPage(unstarPage(ten, '/informative/3'), page(10)).outcome).toBe('added');
  });

  it("keeps each account's pages on this device, and reads a broken value as none", () => {
    const storage = new MemoryStorage();
    const pages = new StarredPagesRepository(storage);
    pages.save('Maria@example.com', [page(1)]);
    expect(pages.list('maria@example.com')).toEqual([page(1)]);
    expect(pages.list('joao@example.com')).toEqual([]);
    storage.setItem(starredPagesKey('joao@example.com'), '{not json');
    expect(pages.list('joao@example.com')).toEqual([]);
    storage.setItem(
      starredPagesKey('joao@example.com'),
      JSON.stringify([{ path: '//evil.example', title: 'x' }, page(2)]),
    );
    expect(pages.list('joao@example.com')).toEqual([page(2)]);
  });

  it("refuses the 11th page with the full notice in the user's language, and keeps the ten", () => {
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ email: 'maria@example.com' }), false);
    const notifier = new RecordingNotifier();
    const pages = new StarredPagesRepository(new MemoryStorage());
    const star = new StarPageUseCase(pages, session, notifier, () => 'PtPt');
    for (let n = 0; n < 10; n++) expect(star.execute(page(n)).outcome).toBe('added');
    const eleventh = star.execute(page(10));
    expect(eleventh.outcome).toBe('full');
    expect(eleventh.message).toBe('starredPagesFull');
    expect(notifier.notices).toEqual([
      {
        level: 'warning',
        title: LIBRARY_MESSAGES.starredPagesTitle.PtPt,
        message: 'Já marcou 10 páginas, o máximo. Desmarque uma para marcar esta.',
      },
    ]);
    expect(pages.list('maria@example.com')).toEqual(Array.from({ length: 10 }, (_, n) => page(n)));
    expect(star.execute(page(3)).outcome).toBe('already-starred');
    expect(notifier.notices).toHaveLength(1);
  });

  it('stars nothing while nobody is signed in', () => {
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    const storage = new MemoryStorage();
    new StarPageUseCase(new StarredPagesRepository(storage), session, new RecordingNotifier(), () => 'PtBr').execute(
      page(1),
    );
    expect(storage.getItem(starredPagesKey(''))).toBeNull();
  });

  it('never holds more than 10 pages, whatever is starred', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 })), (ns) => {
        let pages: StarredPage[] = [];
        for (const n of ns) pages = starPage(pages, page(n)).pages;
        return pages.length <= 10 && new Set(pages.map((p) => p.path)).size === pages.length;
      }),
    );
  });
});
