// The saved-news schedule (SPEC §4).
import { type LayoutApiPort } from '../shell/layout-api.port';

/** A schedule item: a saved news with its _id. */
export interface ScheduleItem {
  _id: string;
}

/**
 * The schedule: inserting adds an item only if not already present (by _id); removing or clearing saves
 * the list of remaining ids (saved_news) through the layout port.
 */
export class Schedule<T extends ScheduleItem = ScheduleItem> {
  private list: T[];

  constructor(
    private readonly api: LayoutApiPort,
    initial: readonly T[] = [],
  ) {
    this.list = [];
    for (const item of initial) this.insert(item);
  }

  /** The items, in the order inserted. */
  get items(): readonly T[] {
    return this.list;
  }

  /** The ids of the items, as saved (saved_news). */
  ids(): string[] {
    return this.list.map((item) => item._id);
  }

  /** Inserts an item not already present; true when it was added. */
  insert(item: T): boolean {
    if (this.list.some((existing) => existing._id === item._id)) return false;
    this.list = [...this.list, item];
    return true;
  }

  /** Removes an item and saves the remaining ids. */
  async remove(id: string): Promise<void> {
    this.list = this.list.filter((item) => item._id !== id);
    await this.api.saveSchedule(this.ids());
  }

  /** Empties the schedule and saves the empty list. */
  async clear(): Promise<void> {
    this.list = [];
    await this.api.saveSchedule([]);
  }
}
