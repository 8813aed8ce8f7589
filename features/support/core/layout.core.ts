import { LayoutWatcher, type LayoutMode } from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type LayoutTasks, type MenuPlace } from '../layout.tasks';

/** The layout rule on the core: the watcher of SPEC §4 over a fake clock. What only a page can show is not here. */
export class CoreLayout implements LayoutTasks {
  private readonly clock = new FakeClock();
  private watcher: LayoutWatcher | undefined;
  private mode: LayoutMode = 'desktop';

  async readOn(_email: string, width: number, height: number): Promise<void> {
    this.watcher = new LayoutWatcher(this.clock, (mode) => (this.mode = mode), width, height);
    this.mode = this.watcher.mode;
  }

  async menuPlace(): Promise<MenuPlace> {
    return this.mode === 'mobile' ? 'drawer' : 'sidebar';
  }

  async turnTo(width: number, height: number): Promise<void> {
    if (!this.watcher) throw new Error('no screen yet');
    this.watcher.resized(width, height);
    this.clock.advance(500);
  }

  firstItemInFirstScreen(): Promise<boolean> {
    throw new Error('only a page shows where its first item is (a @browser-only step)');
  }

  sidewaysScroll(): Promise<number> {
    throw new Error('only a page scrolls (a @browser-only step)');
  }

  chooseFromDrawer(): Promise<string> {
    throw new Error('only a page has a drawer (a @browser-only step)');
  }

  drawerOpen(): Promise<boolean> {
    throw new Error('only a page has a drawer (a @browser-only step)');
  }

  pickInUserMenu(): Promise<void> {
    throw new Error('only a page has a user menu (a @browser-only step)');
  }

  reload(): Promise<void> {
    throw new Error('only a page reloads (a @browser-only step)');
  }

  display(): Promise<{ theme: string; alignment: string }> {
    throw new Error('only a page shows a theme (a @browser-only step)');
  }
}
