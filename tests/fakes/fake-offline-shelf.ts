import { type ContentApiPort, type OfflineShelfPort, type SubjectMenuItem, type TimedNewsDetail } from '../../core';

/**
 * OfflineShelfPort as the app's service worker keeps it: copies of the saved news whose details passed through it,
 * and of no other.
 */
export class FakeOfflineShelf implements OfflineShelfPort {
  saved: string[] = [];
  readonly copies = new Set<string>();

  async keep(ids: readonly string[]): Promise<string[]> {
    this.saved = [...ids];
    for (const id of [...this.copies]) if (!ids.includes(id)) this.copies.delete(id);
    return ids.filter((id) => !this.copies.has(id));
  }

  /** Details read through the shelf: it copies those of saved news. */
  passed(ids: readonly number[]): void {
    for (const id of ids.map(String)) if (this.saved.includes(id)) this.copies.add(id);
  }
}

/** The content reads the shelf needs, read through `shelf` (as the page's requests pass its service worker). */
export class ReadsThroughShelf implements Pick<ContentApiPort, 'listDetail' | 'mainMenu'> {
  readonly detailReads: number[][] = [];
  menuReads = 0;

  constructor(private readonly shelf: FakeOfflineShelf) {}

  async listDetail(ids: readonly number[]): Promise<TimedNewsDetail[]> {
    this.detailReads.push([...ids]);
    this.shelf.passed(ids);
    return [];
  }

  async mainMenu(): Promise<SubjectMenuItem[]> {
    this.menuReads += 1;
    return [];
  }
}
