import { describe, expect, it } from 'vitest';
import {
  announcePush,
  AppEvents,
  newestPublished,
  NOTIFICATIONS_SEEN_KEY,
  markNotificationsSeen,
  seenMark,
  parsePushMessage,
  unreadBadge,
  UnreadNotificationsPoller,
} from '../../core';
import { notification } from '../fakes/builders';
import { flushPromises } from '../fakes/fake-apis';
import { FakeClock } from '../fakes/fake-clock';
import { FakeContentApi } from '../fakes/fake-content-api';
import { MemoryStorage } from '../fakes/memory-storage';

// The notification centre's rules (issue 11): unread means sent after the user last opened the centre, kept per user
// on this device by the newest publication instant seen; the count refreshes on start, on the user-info cycle, on a
// push from the native shell, and stops on logout.

const SENT = [
  notification(3, '2026-11-21T11:00:00.000Z'),
  notification(2, '2026-11-21T10:00:00.000Z'),
  notification(1, '2026-11-20T09:00:00.000Z'),
];
const ME = 'assinante@example.com';

function setup(sent = SENT) {
  const clock = new FakeClock();
  const api = new FakeContentApi();
  api.notifications = [...sent];
  const local = new MemoryStorage();
  const events = new AppEvents();
  const marks = {
    get: (email: string) => seenMark(local, email),
    markSeen: (email: string, items: readonly { dt_publish: string }[]) => markNotificationsSeen(local, email, items),
  };
  const counts: number[] = [];
  const poller = new UnreadNotificationsPoller(clock, events, api, local, (count) => counts.push(count));
  return { clock, api, local, events, marks, counts, poller };
}

describe('the unread rule', () => {
  it('counts every news sent before the user first opens the centre', async () => {
    const { poller, api } = setup();
    expect(await poller.count(ME)).toBe(3);
    expect(api.countQueries).toEqual([{}]);
  });

  it('counts only the news sent after the newest one the user saw', async () => {
    const { poller, marks, api } = setup();
    marks.markSeen(ME, [SENT[1]!, SENT[2]!]);
    expect(await poller.count(ME)).toBe(1);
    expect(api.countQueries.at(-1)).toEqual({ since: '2026-11-21T10:00:00.000Z' });
  });

  it('keeps a mark per user and never moves it back', () => {
    const { marks, local } = setup();
    expect(marks.markSeen(ME, SENT)).toBe(true);
    expect(marks.markSeen(ME, [SENT[2]!])).toBe(false);
    expect(marks.get(ME)).toBe('2026-11-21T11:00:00.000Z');
    expect(marks.get('demo@example.com')).toBeNull();
    marks.markSeen('demo@example.com', [SENT[2]!]);
    expect(JSON.parse(local.getItem(NOTIFICATIONS_SEEN_KEY)!)).toEqual({
      [ME]: '2026-11-21T11:00:00.000Z',
      'demo@example.com': '2026-11-20T09:00:00.000Z',
    });
  });

  it('reads an unreadable stored mark as none, and an empty centre marks nothing', () => {
    const { marks, local } = setup();
    local.setItem(NOTIFICATIONS_SEEN_KEY, '{not json');
    expect(marks.get(ME)).toBeNull();
    local.setItem(NOTIFICATIONS_SEEN_KEY, JSON.stringify({ [ME]: 'yesterday' }));
    expect(marks.get(ME)).toBeNull();
    expect(marks.markSeen(ME, [])).toBe(false);
  });

  it('finds the newest publication by instant, not by text', () => {
    expect(newestPublished([{ dt_publish: '2026-11-21T10:00:00-03:00' }, { dt_publish: '2026-11-21T12:30:00Z' }])).toBe(
      '2026-11-21T10:00:00-03:00',
    );
    expect(newestPublished([])).toBeNull();
  });

  it('spells the badge: nothing for none, the number, then 99+', () => {
    expect([0, 1, 99, 100, 4000].map(unreadBadge)).toEqual(['', '1', '99', '99+', '99+']);
  });
});

describe('refreshing the count', () => {
  it('counts at once on sign-in, then on every user-info cycle', async () => {
    const { poller, clock, api, counts } = setup();
    expect(await poller.start(ME, 60_000)).toBe(3);
    expect(counts).toEqual([3]);
    api.notifications = [notification(4, '2026-11-21T11:30:00.000Z'), ...SENT];
    clock.advance(59_999);
    await flushPromises();
    expect(counts).toEqual([3]);
    clock.advance(1);
    await flushPromises();
    expect(counts).toEqual([3, 4]);
  });

  it('counts again when the native shell hands over a push', async () => {
    const { poller, events, api, counts } = setup();
    await poller.start(ME, 0);
    api.notifications = [notification(4, '2026-11-21T11:30:00.000Z'), ...SENT];
    expect(announcePush(events, { userdata: { custom: { action: 'openPage', id: '4' } } })).toEqual({
      action: 'openPage',
      id: 4,
    });
    await flushPromises();
    expect(counts).toEqual([3, 4]);
  });

  it('stops on logout: no cycle and no push counts any more', async () => {
    const { poller, events, clock, api, counts } = setup();
    await poller.start(ME, 60_000);
    events.emit('logout', undefined);
    clock.advance(600_000);
    announcePush(events, { userdata: { custom: { action: 'openPage', id: 4 } } });
    await flushPromises();
    expect(counts).toEqual([3]);
    expect(api.countQueries).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('drops to 0 when the user opens the centre, and a count asked before it does not bring it back', async () => {
    const { poller, api, counts, marks } = setup();
    await poller.start(ME, 0);
    const late = poller.refresh(); // asked before the centre opened, answers after
    marks.markSeen(ME, SENT);
    poller.seen();
    expect(await late).toBeNull();
    expect(counts).toEqual([3, 0]);
    expect(marks.get(ME)).toBe('2026-11-21T11:00:00.000Z');
    expect(await poller.refresh()).toBe(0);
    expect(api.countQueries.at(-1)).toEqual({ since: '2026-11-21T11:00:00.000Z' });
  });

  it('keeps the last count when a refresh fails', async () => {
    const { poller, api, counts } = setup();
    await poller.start(ME, 0);
    api.failure = new Error('network down');
    expect(await poller.refresh()).toBeNull();
    expect(counts).toEqual([3]);
  });
});

describe('a push from the native shell', () => {
  it('reads userdata.custom with its action and id', () => {
    expect(parsePushMessage({ userdata: { custom: { action: 'openPage', id: 12 } } })).toEqual({
      action: 'openPage',
      id: 12,
    });
    expect(parsePushMessage({ userdata: {} })).toEqual({ action: null, id: null });
    expect(parsePushMessage({ userdata: { custom: { action: '', id: '1e9' } } })).toEqual({ action: null, id: null });
  });

  it('ignores a message that is no push', () => {
    const events = new AppEvents();
    const heard: unknown[] = [];
    events.on('pushReceived', (push) => heard.push(push));
    expect(announcePush(events, 'hello')).toBeNull();
    expect(announcePush(events, null)).toBeNull();
    expect(announcePush(events, { type: 'isBiometryAvailable' })).toBeNull();
    expect(heard).toEqual([]);
  });
});
