// Core tasks of the library feature: playlist, favourites, schedule, starred pages.
import assert from 'node:assert/strict';
import { Playlist, Schedule, starPage, ToggleFavoriteUseCase, type StarOutcome, type StarredPage } from '../../../core';
import { type CeleiroWorld } from '../world';
import { giveMariaASession, items, kit, language, remembered } from './common';

interface Media {
  _id: string;
  title: string;
}

/** The scenario's playlist (empty at first). */
export function playlist(world: CeleiroWorld): Playlist<Media> {
  return remembered(world, 'playlist', () => {
    const k = kit(world);
    world.vars.set('playlistOpened', 0);
    k.events.on('openPlaylist', () =>
      world.vars.set('playlistOpened', (world.vars.get('playlistOpened') as number) + 1),
    );
    return new Playlist<Media>(k.notifier, k.events, () => language(world));
  });
}

/** A media is added by title (the title is its id). */
export function addToPlaylist(world: CeleiroWorld, title: string): void {
  playlist(world).add({ _id: title, title });
}

/** A media is removed by title. */
export function removeFromPlaylist(world: CeleiroWorld, title: string): void {
  playlist(world).remove(title);
}

/** A media of the playlist is played. */
export function playFromPlaylist(world: CeleiroWorld, title: string): void {
  playlist(world).select(title);
}

/** The playlist holds the titles expected, in order. */
export function expectPlaylist(world: CeleiroWorld, titles: string): void {
  assert.deepEqual(
    playlist(world).items.map((item) => item.title),
    items(titles),
  );
}

/** The selected media (null: none). */
export function expectSelected(world: CeleiroWorld, title: string | null): void {
  assert.equal(playlist(world).selected?.title ?? null, title);
}

/** Nothing is playing. */
export function expectNothingPlaying(world: CeleiroWorld): void {
  assert.equal(playlist(world).currentMedia, null);
}

/** The user was told a message this many times. */
export function expectToldTimes(world: CeleiroWorld, times: number, message: string): void {
  assert.equal(kit(world).notifier.notices.filter((notice) => notice.message === message).length, times);
}

/** The playlist opened this many times. */
export function expectPlaylistOpened(world: CeleiroWorld, times: number): void {
  playlist(world);
  assert.equal(world.vars.get('playlistOpened'), times);
}

/** Maria keeps favourite contents for a commodity. */
export function keepFavorites(world: CeleiroWorld, ids: string, commodity: number): void {
  giveMariaASession(world, { favoriteContent: [{ commodity, content: items(ids).map((id) => ({ id: Number(id) })) }] });
}

/** Maria toggles a content of a commodity. */
export async function toggleFavorite(world: CeleiroWorld, contentId: number, commodity: number): Promise<void> {
  const k = kit(world);
  await new ToggleFavoriteUseCase(k.layoutApi, k.session).execute(commodity, contentId);
}

/** Maria's stored favourites for a commodity. */
export function expectFavorites(world: CeleiroWorld, commodity: number, ids: string): void {
  const entry = kit(world)
    .session.current()
    ?.favoriteContent.find((candidate) => candidate.commodity === commodity);
  assert.deepEqual(
    (entry?.content ?? []).map((item) => String(item.id)),
    items(ids),
  );
}

/** The last favourites list saved, written "7: 1, 2; 13: 5". */
export function expectSavedFavorites(world: CeleiroWorld, expected: string): void {
  const saved = kit(world).layoutApi.favorites.at(-1) ?? [];
  assert.equal(
    saved.map((entry) => `${entry.commodity}: ${entry.content.map((item) => item.id).join(', ')}`).join('; '),
    expected,
  );
}

/** The scenario's schedule (empty at first). */
export function schedule(world: CeleiroWorld): Schedule {
  return remembered(world, 'schedule', () => new Schedule(kit(world).layoutApi));
}

/** A news is scheduled. */
export function scheduleNews(world: CeleiroWorld, id: string): void {
  schedule(world).insert({ _id: id });
}

/** A news is taken off the schedule. */
export async function unscheduleNews(world: CeleiroWorld, id: string): Promise<void> {
  await schedule(world).remove(id);
}

/** The schedule is cleared. */
export async function clearSchedule(world: CeleiroWorld): Promise<void> {
  await schedule(world).clear();
}

/** The schedule holds the ids expected. */
export function expectSchedule(world: CeleiroWorld, ids: string): void {
  assert.deepEqual(schedule(world).ids(), items(ids));
}

/** The last schedule saved (null: none saved). */
export function expectSavedSchedule(world: CeleiroWorld, ids: string | null): void {
  const saves = kit(world).layoutApi.schedules;
  if (ids === null) assert.deepEqual(saves, []);
  else assert.deepEqual(saves.at(-1), items(ids));
}

/** Some pages are starred. */
export function starPages(world: CeleiroWorld, count: number): void {
  world.vars.set(
    'starred',
    Array.from({ length: count }, (_, i): StarredPage => ({ path: `/informative/${i + 1}`, title: `Page ${i + 1}` })),
  );
}

/** Another page is starred. */
export function starAnother(world: CeleiroWorld): void {
  const result = starPage(world.vars.get('starred') as StarredPage[], { path: '/informative/999', title: 'Another' });
  world.vars.set('starred', result.pages);
  world.vars.set('starOutcome', result.outcome);
}

/** The outcome of the last star and the pages starred. */
export function expectStars(world: CeleiroWorld, outcome: StarOutcome | null, count: number | null): void {
  if (outcome !== null) assert.equal(world.vars.get('starOutcome'), outcome);
  if (count !== null) assert.equal((world.vars.get('starred') as StarredPage[]).length, count);
}
