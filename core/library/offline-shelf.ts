// Saved news readable offline (SPEC §4, saved_news; issue: the reader's library): a shelf on the device keeps a copy
// of each saved news with its attachments and images, and of no other.
import { type ContentApiPort } from '../content/content-api.port';

/** The device's shelf of saved news. */
export interface OfflineShelfPort {
  /**
   * Keeps copies of the news of `ids` and of no other (copies of news no longer saved are deleted). The ids of those
   * the shelf has no copy of yet; none when this device keeps no copies.
   */
  keep(ids: readonly string[]): Promise<string[]>;
}
/** Injection token of the OfflineShelfPort. */
export const OfflineShelfPort = Symbol('OfflineShelfPort');

/** How many details one read asks for (the API's news/list-detail takes a list). */
export const SHELF_READ_BATCH = 50;

/**
 * Keeps the saved news readable offline: tells the shelf which news are saved, then reads once, in batches, those it
 * has no copy of, so that the shelf takes their copies as the answers pass, after the home menu that frames a news's
 * page. Nothing is read while the device is offline: the next change, or the next start online, reads them.
 */
export class KeepSavedNewsOffline {
  constructor(
    private readonly shelf: OfflineShelfPort,
    private readonly content: Pick<ContentApiPort, 'listDetail' | 'mainMenu'>,
    private readonly online: () => boolean,
  ) {}

  /** Keeps the news of `ids`; the ids still without a copy once done. */
  async keep(ids: readonly string[]): Promise<string[]> {
    const missing = await this.shelf.keep(ids);
    if (missing.length === 0 || !this.online()) return missing;
    // The menu first: once a news has its copy, the page around it can be drawn offline too.
    await this.content.mainMenu();
    for (let start = 0; start < missing.length; start += SHELF_READ_BATCH)
      await this.content.listDetail(missing.slice(start, start + SHELF_READ_BATCH).map(Number));
    return this.shelf.keep(ids);
  }
}
