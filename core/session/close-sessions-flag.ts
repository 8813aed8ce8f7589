// The close-sessions flag across tabs (SPEC §4, session ended).
import { type StoragePort } from '../kernel/storage.port';

/** Local-storage key of the close-sessions flag. */
export const CLOSE_SESSIONS_KEY = 'closeSessions';

/**
 * The close-sessions flag, shared by the tabs through local storage: set when a browser session already
 * exists and the user is logged in, otherwise cleared. When another tab sets it, this tab is blanked
 * (the callback runs once per setting).
 */
export class CloseSessionsFlag {
  constructor(
    private readonly local: StoragePort,
    private readonly onBlank: () => void,
  ) {}

  /**
   * Sets or clears the flag from the two conditions; returns whether it is set. Setting it clears it first,
   * so the other tabs see a change (and blank) even when it was already set.
   */
  update(browserSessionExists: boolean, loggedIn: boolean): boolean {
    this.local.removeItem(CLOSE_SESSIONS_KEY);
    if (browserSessionExists && loggedIn) this.local.setItem(CLOSE_SESSIONS_KEY, 'true');
    return this.isSet();
  }

  /** Whether the flag is set. */
  isSet(): boolean {
    return this.local.getItem(CLOSE_SESSIONS_KEY) === 'true';
  }

  /** A storage change made by another tab: setting the flag blanks this tab. */
  storageChanged(key: string | null, newValue: string | null): void {
    if (key === CLOSE_SESSIONS_KEY && newValue === 'true') this.onBlank();
  }
}
