import { type NavigationPort } from '../../core';

/** Whole-page navigation through window.location. */
export class WindowNavigation implements NavigationPort {
  reloadAt(path: string): void {
    window.location.assign(path);
  }
  reload(): void {
    window.location.reload();
  }
}
