import {
  AddEventToCalendarUseCase,
  type CalendarEvent,
  DisclosureType,
  EVENT_IMPORTANCES,
  eventAccess,
  type EventImportance,
  filterEconomicCalendar,
  Profile,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { contentItem } from '../../../tests/fakes/content-library';
import { RecordingFileSaver } from '../../../tests/fakes/fake-document-api';
import { calendarEvent, FakeEventsApi } from '../../../tests/fakes/fake-events-api';
import { type CalendarTasks, type SavedCalendarFile, type ShownEvent } from '../calendar.tasks';

/** The plan of the seeded subscriber: its commodities. */
const SUBSCRIBER_PLAN = [1, 7, 13, 16, 17, 23];

/** A month of events of every kind, as the server answers them to a reader who may read everything. */
const MONTH: CalendarEvent[] = [
  calendarEvent({
    id: 1,
    title: 'USDA: relatório WASDE de oferta e demanda',
    importance: 'high',
    start: '2026-11-10T17:00:00.000Z',
    end: '2026-11-10T18:00:00.000Z',
    commodities: [
      { id: 16, nome: 'Soja' },
      { id: 13, nome: 'Milho' },
    ],
    link: 'https://www.usda.gov/oce/commodity/wasde',
  }),
  calendarEvent({
    id: 2,
    title: 'USDA: Crop Progress semanal',
    importance: 'low',
    commodities: [{ id: 16, nome: 'Soja' }],
  }),
  calendarEvent({
    id: 3,
    title: 'Copom: decisão da taxa Selic',
    importance: 'high',
    commodities: [{ id: 1, nome: 'Açúcar e Etanol' }],
  }),
  calendarEvent({
    id: 4,
    disclosureType: DisclosureType.INVITE,
    title: 'Show Rural: feira de tecnologia agrícola',
    importance: null,
    type: 'in-person',
    allDay: true,
    start: '2026-11-14',
    end: '2026-11-19',
    location: 'Cascavel, PR',
    price: 0,
  }),
  calendarEvent({
    id: 5,
    disclosureType: DisclosureType.INVITE,
    title: 'Encontro de produtores de algodão',
    importance: null,
    commodities: [{ id: 3, nome: 'Algodão' }],
    price: 350,
    link: 'https://eventos.celeiro.example/algodao',
  }),
];

/**
 * The calendars on the core: the events of a month as the events API (a fake) answers them, the economic calendar's
 * filter rule, the rights rule that locks an event, and the add-to-calendar use case over a saver that records the file.
 */
export class CoreCalendar implements CalendarTasks {
  private readonly saver = new RecordingFileSaver();
  private readonly clock = new FakeClock('2026-11-21T12:00:00Z');
  private events: CalendarEvent[] = [];
  private economic = false;
  private filter: { commodities: number[]; importances: EventImportance[] } = {
    commodities: [],
    importances: [...EVENT_IMPORTANCES],
  };

  /** The month as the reader of `email` gets it: a subscriber's events of no commodity of the plan come locked. */
  private async open(email: string): Promise<void> {
    const viewer =
      email === 'assinante@example.com'
        ? {
            profile: Profile.SUBSCRIBER,
            rights: SUBSCRIBER_PLAN.map((id) => ({ id, nome: String(id), habilitado: true })),
            planTypes: 'all' as const,
            trialActive: false,
          }
        : undefined;
    const answered = await new FakeEventsApi(MONTH).calendar({ from: '2026-11-01', to: '2026-11-30' });
    this.events = answered.map((event) => {
      const access = viewer
        ? eventAccess(viewer, { commodities: event.commodities.map((c) => ({ id: c.id, enabled: true })), free: false })
        : 'open';
      return access === 'locked'
        ? { ...event, locked: true, link: null, price: null, description: '', location: null, relatedNews: [] }
        : event;
    });
  }

  async openEconomicCalendar(email: string): Promise<void> {
    this.economic = true;
    await this.open(email);
  }

  async openEvents(email: string): Promise<void> {
    this.economic = false;
    await this.open(email);
  }

  keepOnly(importance: string, commodity: number): Promise<void> {
    this.filter = { commodities: [commodity], importances: [importance as EventImportance] };
    return Promise.resolve();
  }

  private visible(): CalendarEvent[] {
    return this.economic ? filterEconomicCalendar(this.events, this.filter) : this.events;
  }

  shown(): Promise<ShownEvent[]> {
    return Promise.resolve(
      this.visible().map((event) => ({
        title: event.title,
        commodities: event.commodities.map((c) => c.id),
        importance: event.importance,
      })),
    );
  }

  async addToCalendar(title?: string): Promise<SavedCalendarFile> {
    const event = this.visible().find((entry) => title === undefined || entry.title.includes(title));
    if (!event) throw new Error(`no event ${title ?? ''}`);
    const file = await new AddEventToCalendarUseCase(this.saver, this.clock).execute(event);
    return { name: file.name, text: new TextDecoder().decode(file.bytes) };
  }

  eventOf(commodity: number): Promise<{ locked: boolean; link: string | null; price: number | null }> {
    const event = this.events.find(
      (entry) => entry.commodities.length === 1 && entry.commodities[0]!.id === commodity,
    )!;
    return Promise.resolve({ locked: event.locked, link: event.link, price: event.price });
  }

  async addingLockedRefused(commodity: number): Promise<boolean> {
    const event = this.events.find(
      (entry) => entry.commodities.length === 1 && entry.commodities[0]!.id === commodity,
    )!;
    const before = this.saver.saved.length;
    const refused = await new AddEventToCalendarUseCase(this.saver, this.clock).execute(event).then(
      () => false,
      () => true,
    );
    return refused && this.saver.saved.length === before;
  }

  private authorApi = new FakeEventsApi(
    [],
    [
      {
        id: 2,
        name: 'Bruno Cavalcanti',
        role: 'Analista de grãos',
        bio: 'Acompanha soja, milho e a logística de exportação há mais de dez anos.',
        latest: [
          contentItem(11, { author: { id: 2, name: 'Bruno Cavalcanti' } }),
          contentItem(12, { author: { id: 2, name: 'Bruno Cavalcanti' } }),
        ],
      },
    ],
  );
  private shownAuthor: { name: string; bio: string; latest: number } | undefined;

  async openAuthor(_email: string, id: number): Promise<void> {
    const author = await this.authorApi.author(id);
    this.shownAuthor = { name: author.name, bio: author.bio, latest: author.latest.length };
  }

  author(): Promise<{ name: string; bio: string; latest: number }> {
    return Promise.resolve(this.shownAuthor!);
  }
}
