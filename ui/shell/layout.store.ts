import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ClockPort,
  LayoutWatcher,
  LocalStoragePort,
  type ClockPort as Clock,
  type LayoutMode,
  type StoragePort,
} from '../../core';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';
import { SessionStore } from './session.store';

/** Where a user's choice of the reduced sidebar is kept on this device. */
const REDUCED_KEY = 'celeiro.sidebar.reduced';

/**
 * The signed-in frame's layout (SPEC §4): the portrait or landscape rule decides mobile (the menu in a drawer) or
 * desktop (the menu in a sidebar), worked out again 500 ms after the window last changed size. On a desk the sidebar
 * can be reduced to icons; that choice is remembered per user on this device.
 */
@injectable()
export class LayoutStore {
  mode: LayoutMode;
  drawerOpen = false;
  private reducedFor: Record<string, boolean>;
  private readonly watcher: LayoutWatcher;
  private stopWatching: (() => void) | undefined;

  constructor(
    @inject(ClockPort) clock: Clock,
    @inject(BrowserEnvironmentToken) private readonly browser: BrowserEnvironment,
    @inject(LocalStoragePort) private readonly local: StoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    const { width, height } = browser.viewport();
    this.watcher = new LayoutWatcher(clock, (mode) => runInAction(() => this.changed(mode)), width, height);
    this.mode = this.watcher.mode;
    this.reducedFor = readReduced(local);
    makeAutoObservable<this, 'browser' | 'local' | 'session' | 'watcher' | 'stopWatching'>(
      this,
      { browser: false, local: false, session: false, watcher: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Follows the window's size while a signed-in page is shown; returns what stops it. */
  watch(): () => void {
    this.stopWatching ??= this.browser.onResize(() => {
      const { width, height } = this.browser.viewport();
      this.watcher.resized(width, height);
    });
    return () => {
      this.stopWatching?.();
      this.stopWatching = undefined;
      this.watcher.dispose();
    };
  }

  /** Whether the signed-in user keeps the sidebar reduced to icons. */
  get reduced(): boolean {
    const email = this.session.user?.email;
    return email !== undefined && this.reducedFor[email] === true;
  }

  /** Reduces the sidebar to icons, or widens it again, for this user. */
  toggleReduced(): void {
    const email = this.session.user?.email;
    if (email === undefined) return;
    this.reducedFor = { ...this.reducedFor, [email]: !this.reduced };
    this.local.setItem(REDUCED_KEY, JSON.stringify(this.reducedFor));
  }

  setDrawerOpen(open: boolean): void {
    this.drawerOpen = open;
  }

  private changed(mode: LayoutMode): void {
    this.mode = mode;
    this.drawerOpen = false;
  }
}

/** The stored choices, by e-mail; anything unreadable counts as none. */
function readReduced(local: StoragePort): Record<string, boolean> {
  try {
    const stored: unknown = JSON.parse(local.getItem(REDUCED_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}
