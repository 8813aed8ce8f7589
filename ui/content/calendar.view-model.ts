import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  AddEventToCalendarUseCase,
  ClockPort,
  type ClockPort as Clock,
  FileSaverPort,
  type FileSaverPort as FileSaver,
  type CalendarEvent,
  type CommodityRef,
  DisclosureType,
  EVENT_IMPORTANCES,
  type EventImportance,
  EventsApiPort,
  filterEconomicCalendar,
  type EventsApiPort as EventsApi,
} from '../../core';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';

/** Which calendar a page shows: every event, or the economic calendar with its filters. */
export type CalendarMode = 'events' | 'economic';

/**
 * The events calendar and the economic calendar: the events of the days the view shows (read again when they change),
 * the filters of the economic calendar (commodities, importances), the event chosen, and adding it to the user's own
 * calendar (an iCalendar file).
 */
@injectable('Transient')
export class CalendarViewModel {
  mode: CalendarMode = 'events';
  events: CalendarEvent[] = [];
  loading = false;
  failed = false;
  range: { from: string; to: string } | undefined = undefined;
  /** The commodities chosen (none: every commodity). */
  commodities: number[] = [];
  importances: EventImportance[] = [...EVENT_IMPORTANCES];
  selected: CalendarEvent | undefined = undefined;
  /** The name of the last file saved, or a failure to make it. */
  added: { kind: 'done'; name: string } | { kind: 'failed' } | undefined = undefined;
  private asked = 0;

  // Built here, not bound in the container, so that its code (the iCalendar writer) loads with the calendar pages only.
  private readonly addToCalendar: AddEventToCalendarUseCase;

  constructor(
    @inject(EventsApiPort) private readonly api: EventsApi,
    @inject(FileSaverPort) saver: FileSaver,
    @inject(ClockPort) clock: Clock,
  ) {
    this.addToCalendar = new AddEventToCalendarUseCase(saver, clock);
    makeAutoObservable<this, 'api' | 'addToCalendar' | 'asked'>(
      this,
      // The events are replaced whole, never changed in place: kept as they came, not made observable one by one.
      { api: false, addToCalendar: false, asked: false, events: observableRef, selected: observableRef },
      { autoBind: true },
    );
  }

  load(mode: CalendarMode = 'events'): void {
    this.mode = mode;
  }

  dispose(): void {
    this.asked++;
  }

  /** The days the view shows changed: reads their events (a later answer wins over an earlier one). */
  async show(range: { from: string; to: string }): Promise<void> {
    if (this.range?.from === range.from && this.range.to === range.to && !this.failed) return;
    this.range = range;
    const call = ++this.asked;
    await loadRead(
      this,
      () =>
        this.api.calendar({
          ...range,
          ...(this.mode === 'economic' ? { disclosureType: DisclosureType.ECONOMIC_CALENDAR } : {}),
        }),
      (events) => (this.events = events),
      () => call === this.asked,
    );
  }

  /** Reads the days shown again. */
  retry(): Promise<void> {
    const range = this.range;
    this.range = undefined;
    return range ? this.show(range) : Promise.resolve();
  }

  /** The events the calendar draws: every event, or the economic calendar's under its filters. */
  get visible(): CalendarEvent[] {
    if (this.mode === 'events') return this.events;
    return filterEconomicCalendar(this.events, { commodities: this.commodities, importances: this.importances });
  }

  /** The commodities of the events read, by name, to filter by. */
  get commodityOptions(): CommodityRef[] {
    const byId = new Map<number, CommodityRef>();
    for (const event of this.events) for (const commodity of event.commodities) byId.set(commodity.id, commodity);
    return [...byId.values()].sort((a, b) => a.nome.localeCompare(b.nome));
  }

  toggleCommodity(id: number): void {
    this.commodities = this.commodities.includes(id)
      ? this.commodities.filter((other) => other !== id)
      : [...this.commodities, id];
  }

  allCommodities(): void {
    this.commodities = [];
  }

  toggleImportance(importance: EventImportance): void {
    this.importances = this.importances.includes(importance)
      ? this.importances.filter((other) => other !== importance)
      : EVENT_IMPORTANCES.filter((other) => other === importance || this.importances.includes(other));
  }

  select(id: number | undefined): void {
    this.selected = id === undefined ? undefined : this.events.find((event) => event.id === id);
    this.added = undefined;
  }

  /** Saves the chosen event's iCalendar file. */
  async add(): Promise<void> {
    const event = this.selected;
    if (!event) return;
    const outcome = await attempt(() => this.addToCalendar.execute(event));
    runInAction(() => {
      this.added = outcome.kind === 'done' ? { kind: 'done', name: outcome.value.name } : { kind: 'failed' };
    });
  }
}
