import { type ActiveUser } from '../kernel/active-user';
import { type StoragePort } from '../kernel/storage.port';

/** Storage keys of the stored session. */
export const SESSION_KEYS = { user: 'currentUser', authenticated: 'authenticated' } as const;

/**
 * The stored session: the Active user and the authenticated flag.
 * With "remember me" it lives in local storage (kept across visits), otherwise in session storage (this tab).
 */
export class SessionRepository {
  constructor(
    private readonly local: StoragePort,
    private readonly session: StoragePort,
  ) {}

  /** Stores the user and sets the authenticated flag. */
  save(user: ActiveUser, remember: boolean): void {
    this.clear();
    const store = remember ? this.local : this.session;
    store.setItem(SESSION_KEYS.user, JSON.stringify(user));
    store.setItem(SESSION_KEYS.authenticated, 'true');
  }

  /**
   * Replaces the stored user where it is, keeping the remember choice. Does nothing when no user is
   * stored, so a late refresh (a user-info check answering after logout) cannot bring a session back.
   */
  update(user: ActiveUser): void {
    const store = this.session.getItem(SESSION_KEYS.user) !== null ? this.session : this.local.getItem(SESSION_KEYS.user) !== null ? this.local : null;
    store?.setItem(SESSION_KEYS.user, JSON.stringify(user));
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
    for (const store of [this.local, this.session]) {
      store.removeItem(SESSION_KEYS.user);
      store.removeItem(SESSION_KEYS.authenticated);
    }
  }
}
