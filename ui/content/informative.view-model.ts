import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ALL_ENTRY_ID, menuEntryLabel, type Locale, type SubjectMenuItem } from '../../core';
import { loadRead } from '../kit/load-read';
import { MenuStore } from '../shell/menu.store';

/** What the informative page was opened for: /informative/{commodity}[/{id}]. */
export interface InformativeInput {
  commodity: string;
  id?: string;
}

/** The item whose detail /informative/{commodity}/{id} shows; 0 (no id, or 0) shows the list. */
export function detailIdOf(id: string | undefined): number {
  const value = Number(id ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The informative page of a commodity or subject (id 0 = All): its heading, and which item's detail it shows. */
@injectable('Transient')
export class InformativeViewModel {
  commodity = '';
  id: string | undefined = undefined;
  loading = true;
  failed = false;

  constructor(@inject(MenuStore) private readonly menu: MenuStore) {
    makeAutoObservable<this, 'menu'>(this, { menu: false }, { autoBind: true });
  }

  async load(input: InformativeInput): Promise<void> {
    this.commodity = input.commodity;
    this.id = input.id;
    await loadRead(this, () => this.menu.load());
  }

  dispose(): void {}

  /** Whether the page shows every commodity or subject (id 0); false until load() has read the address. */
  get isAll(): boolean {
    return this.commodity !== '' && Number(this.commodity) === ALL_ENTRY_ID;
  }

  /** The menu item of the page, when it is one the user has. */
  get item(): SubjectMenuItem | undefined {
    return this.menu.items.find((item) => String(item.id) === this.commodity);
  }

  /** The page's heading: the item's name in the locale; undefined while unknown. */
  title(locale: Locale): string | undefined {
    if (this.isAll) return menuEntryLabel({ id: ALL_ENTRY_ID, locked: false }, locale);
    const item = this.item;
    return item ? menuEntryLabel({ id: item.id, locked: !item.habilitado, item }, locale) : undefined;
  }
}
