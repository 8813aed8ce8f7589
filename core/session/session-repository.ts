import { type ActiveUser } from '../kernel/active-user';
import { type StoragePort } from '../kernel/storage.port';

/** Storage keys of the stored session. */
export const SESSION_KEYS = { user: 'currentUser', authenticated: 'authenticated' } as const;

/** Told the stored user (null when signed out) after each change of the stored session. */
export type SessionListener = (user: ActiveUser | null) => void;

/**
 * The stored session: the Active user and the authenticated flag, the one source of truth about who is signed in.
 * With "remember me" it lives in local storage (kept across visits), otherwise in session storage (this tab).
 * Subscribers are told every change (save, update, clear), so whatever shows the user derives from it.
 */
export class SessionRepository {
  private readonly listeners = new Set<SessionListener>();

  constructor(
    private readonly local: StoragePort,
    private readonly session: StoragePort,
  ) {}

  /** Follows the stored session: the listener is told the user after each change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the user and sets the authenticated flag. */
  save(user: ActiveUser, remember: boolean): void {
    this.forget();
    const store = remember ? this.local : this.session;
    store.setItem(SESSION_KEYS.user, JSON.stringify(user));
    store.setItem(SESSION_KEYS.authenticated, 'true');
    this.changed();
  }

  /**
   * Replaces the stored user where it is, keeping the remember choice. Does nothing when no user is
   * stored, so a late refresh (a user-info check answering after logout) cannot bring a session back.
   */
  update(user: ActiveUser): void {
    const store =
      this.session.getItem(SESSION_KEYS.user) !== null
        ? this.session
        : this.local.getItem(SESSION_KEYS.user) !== null
          ? this.local
          : null;
    if (store === null) return;
    store.setItem(SESSION_KEYS.user, JSON.stringify(user));
    this.changed();
  }

  /** The stored user, or null when signed out (or the stored value is unreadable). */
  current(): ActiveUser | null {
    const raw = this.session.getItem(SESSION_KEYS.user) ?? this.local.getItem(SESSION_KEYS.user);
    if (raw === null) return null;
    try {
      const user = JSON.parse(raw) as ActiveUser;
      return typeof user?.token === 'string' && user.token !== '' ? user : null;
    } catch {
      return null;
    }
  }

  /** Whether a user is signed in. */
  isAuthenticated(): boolean {
    return this.current() !== null;
  }

  /** Forgets the stored session everywhere. */
  clear(): void {
    this.forget();
    this.changed();
  }

  private forget(): void {
    for (const store of [this.local, this.session]) {
      store.removeItem(SESSION_KEYS.user);
      store.removeItem(SESSION_KEYS.authenticated);
    }
  }

  private changed(): void {
    const user = this.current();
    for (const listener of [...this.listeners]) listener(user);
  }
}
