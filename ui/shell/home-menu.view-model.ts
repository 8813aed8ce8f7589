import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { buildHomeMenu, type HomeMenuGroup } from '../../core';
import { PreferencesStore } from './preferences.store';
import { MenuStore } from './menu.store';

/** The home menu of the signed-in header. */
@injectable()
export class HomeMenuViewModel {
  failed = false;

  constructor(
    @inject(MenuStore) private readonly menuStore: MenuStore,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
  ) {
    makeAutoObservable<this, 'menuStore' | 'preferences'>(
      this,
      { menuStore: false, preferences: false },
      { autoBind: true },
    );
  }

  /** The groups of the menu for the client's brand. */
  get groups(): HomeMenuGroup[] {
    return buildHomeMenu(this.menuStore.items, this.preferences.brand);
  }

  async load(): Promise<void> {
    try {
      await this.menuStore.load();
      runInAction(() => (this.failed = false));
    } catch {
      runInAction(() => (this.failed = true));
    }
  }

  dispose(): void {}
}
