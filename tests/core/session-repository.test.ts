import { describe, expect, it } from 'vitest';
import { AppEvents, DEVICE_ID_KEY, DeviceIdentity, SESSION_KEYS, SessionRepository } from '../../core';
import { activeUser } from '../fakes/builders';
import { MemoryStorage } from '../fakes/memory-storage';
import { SequentialIds } from '../fakes/recorders';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  return { local, session, repo: new SessionRepository(local, session) };
}

describe('SessionRepository', () => {
  it('keeps a remembered user in local storage with the authenticated flag', () => {
    const { local, session, repo } = setup();
    const user = activeUser();
    repo.save(user, true);
    expect(JSON.parse(local.getItem(SESSION_KEYS.user)!)).toEqual(user);
    expect(local.getItem(SESSION_KEYS.authenticated)).toBe('true');
    expect(session.items.size).toBe(0);
    expect(repo.current()).toEqual(user);
    expect(repo.isAuthenticated()).toBe(true);
  });

  it('keeps a not-remembered user in session storage only', () => {
    const { local, session, repo } = setup();
    repo.save(activeUser(), false);
    expect(session.getItem(SESSION_KEYS.authenticated)).toBe('true');
    expect(local.items.size).toBe(0);
  });

  it('replaces an earlier session when saving', () => {
    const { local, repo } = setup();
    repo.save(activeUser({ nome: 'First' }), true);
    repo.save(activeUser({ nome: 'Second' }), false);
    expect(local.getItem(SESSION_KEYS.user)).toBeNull();
    expect(repo.current()?.nome).toBe('Second');
  });

  it('updates the user where it is stored, keeping the remember choice', () => {
    const { session, repo } = setup();
    const user = activeUser();
    repo.save(user, true);
    repo.update({ ...user, signature: 'Premium' });
    expect(repo.current()?.signature).toBe('Premium');
    expect(session.items.size).toBe(0);
  });

  it('does not bring a session back when updating after it was cleared', () => {
    const { local, session, repo } = setup();
    const user = activeUser();
    repo.save(user, false);
    repo.clear();
    repo.update({ ...user, signature: 'late refresh' });
    expect(repo.current()).toBeNull();
    expect(local.items.size + session.items.size).toBe(0);
  });

  it('forgets everything on clear', () => {
    const { local, session, repo } = setup();
    repo.save(activeUser(), true);
    repo.clear();
    expect(repo.current()).toBeNull();
    expect(repo.isAuthenticated()).toBe(false);
    expect(local.items.size + session.items.size).toBe(0);
  });

  it.each([['not json'], ['null'], ['{"nome":"x"}'], ['{"token":""}']])(
    'treats the unreadable stored value %j as signed out',
    (raw) => {
      const { session, repo } = setup();
      session.setItem(SESSION_KEYS.user, raw);
      expect(repo.current()).toBeNull();
      expect(repo.isAuthenticated()).toBe(false);
    },
  );
});

describe('SessionRepository subscribers', () => {
  it('are told the stored user on every save, update and clear', () => {
    const { repo } = setup();
    const seen: (string | null)[] = [];
    repo.subscribe((user) => seen.push(user === null ? null : `${user.nome}/${user.signature}`));
    const user = activeUser({ nome: 'Ana', signature: 'Demo' });
    repo.save(user, false);
    repo.update({ ...user, signature: 'Premium' });
    repo.clear();
    expect(seen).toEqual(['Ana/Demo', 'Ana/Premium', null]);
  });

  it('hear nothing more once they unsubscribe', () => {
    const { repo } = setup();
    const seen: unknown[] = [];
    const unsubscribe = repo.subscribe((user) => seen.push(user));
    repo.save(activeUser(), true);
    unsubscribe();
    repo.clear();
    expect(seen).toHaveLength(1);
  });

  it('are not told of an update that stored nothing (a late refresh after logout)', () => {
    const { repo } = setup();
    const seen: unknown[] = [];
    repo.subscribe((user) => seen.push(user));
    repo.update(activeUser());
    expect(seen).toEqual([]);
  });
});

describe('DeviceIdentity', () => {
  it('creates the device id once and keeps it in local storage', () => {
    const local = new MemoryStorage();
    const device = new DeviceIdentity(local, new SequentialIds());
    expect(device.id()).toBe('id-1');
    expect(device.id()).toBe('id-1');
    expect(local.getItem(DEVICE_ID_KEY)).toBe('id-1');
  });

  it('reuses a stored id', () => {
    const local = new MemoryStorage();
    local.setItem(DEVICE_ID_KEY, 'existing');
    expect(new DeviceIdentity(local, new SequentialIds()).id()).toBe('existing');
  });
});

describe('AppEvents', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const events = new AppEvents();
    const seen: string[] = [];
    const off = events.on('logout', () => seen.push('logout'));
    events.emit('logout', undefined);
    off();
    events.emit('logout', undefined);
    expect(seen).toEqual(['logout']);
  });
});
