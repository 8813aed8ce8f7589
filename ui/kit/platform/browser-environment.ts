/** What the interface reads from, and does to, the browser window. */
export interface BrowserEnvironment {
  /** The browser's preferred language tag (e.g. 'pt-BR'). */
  language(): string;
  /** The browser's user-agent. */
  userAgent(): string;
  /** Scrolls the page back to the top. */
  scrollToTop(): void;
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
}
