/** What the interface reads from, and does to, the browser window. */
export interface BrowserEnvironment {
  /** The browser's preferred language tag (e.g. 'pt-BR'). */
  language(): string;
  /** The browser's user-agent. */
  userAgent(): string;
  /** Scrolls the page back to the top. */
  scrollToTop(): void;
  /** The size of the window's viewport, in CSS pixels. */
  viewport(): { width: number; height: number };
  /** Calls `listener` when the viewport changes size or orientation; returns what stops it. */
  onResize(listener: () => void): () => void;
}
/** Token of the BrowserEnvironment. */
export const BrowserEnvironmentToken = Symbol('BrowserEnvironment');

/** The BrowserEnvironment of the running window. */
export class WindowEnvironment implements BrowserEnvironment {
  language(): string {
    return globalThis.navigator?.language ?? '';
  }
  userAgent(): string {
    return globalThis.navigator?.userAgent ?? '';
  }
  scrollToTop(): void {
    globalThis.scrollTo?.({ top: 0, left: 0 });
  }
  viewport(): { width: number; height: number } {
    return { width: globalThis.innerWidth ?? 1366, height: globalThis.innerHeight ?? 800 };
  }
  onResize(listener: () => void): () => void {
    globalThis.addEventListener?.('resize', listener);
    globalThis.addEventListener?.('orientationchange', listener);
    return () => {
      globalThis.removeEventListener?.('resize', listener);
      globalThis.removeEventListener?.('orientationchange', listener);
    };
  }
}
