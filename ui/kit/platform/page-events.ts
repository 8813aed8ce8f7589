/** The page's visibility and other tabs' storage changes, as the session watch needs them. */
export interface PageEvents {
  /** Whether the page is visible now. */
  isVisible(): boolean;
  /** Calls `listener` when the page becomes visible or hidden; returns the way to stop. */
  onVisibilityChange(listener: (visible: boolean) => void): () => void;
  /** Calls `listener` when another tab changes local storage; returns the way to stop. */
  onStorage(listener: (key: string | null, newValue: string | null) => void): () => void;
}
/** Token of the PageEvents. */
export const PageEventsToken = Symbol('PageEvents');

/** The PageEvents of the running window. */
export class WindowPageEvents implements PageEvents {
  isVisible(): boolean {
    return globalThis.document?.visibilityState !== 'hidden';
  }

  onVisibilityChange(listener: (visible: boolean) => void): () => void {
    const handler = () => listener(this.isVisible());
    globalThis.document?.addEventListener('visibilitychange', handler);
    return () => globalThis.document?.removeEventListener('visibilitychange', handler);
  }

  onStorage(listener: (key: string | null, newValue: string | null) => void): () => void {
    const handler = (event: StorageEvent) => listener(event.key, event.newValue);
    globalThis.addEventListener?.('storage', handler);
    return () => globalThis.removeEventListener?.('storage', handler);
  }
}
