// The ask-the-analyst view-model over the fake services API: the upsell without the right, the count before writing,
// the count after a question, the contact dialog at zero, and the form prefilled with the user's data.
import { describe, expect, it, vi } from 'vitest';
import {
  AskAnalystUseCase,
  CancelRegistrationUseCase,
  LoadAttendanceUseCase,
  RegisterForSessionUseCase,
  QuoteFreightUseCase,
  SessionRepository,
  type LineUpVessel,
  type RegionWeather,
} from '../../core';
import { SessionStore } from '../../ui/shell/session.store';
import { AskAnalystViewModel } from '../../ui/services/ask-analyst.view-model';
import { FreightViewModel } from '../../ui/services/freight.view-model';
import { LineUpViewModel } from '../../ui/services/line-up.view-model';
import { WeatherViewModel } from '../../ui/services/weather.view-model';
import { LiveSessionsViewModel } from '../../ui/services/live-sessions.view-model';
import { activeUser } from '../fakes/builders';
import { aLiveSession, FakeRecordingPlayer, FakeServicesApi } from '../fakes/fake-services-api';
import { FakeClock } from '../fakes/fake-clock';
import { CLIENT_CONTACTS, FakeSupportApi } from '../fakes/fake-support-api';
import { MemoryStorage } from '../fakes/memory-storage';

function setUp(configure: (api: FakeServicesApi) => void = () => undefined) {
  const api = new FakeServicesApi();
  configure(api);
  const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
  session.save(activeUser({ email: 'mariana@example.com', nome: 'Mariana' }), false);
  const attendance = new LoadAttendanceUseCase(new FakeSupportApi(), session);
  return {
    api,
    viewModel: new AskAnalystViewModel(api, new AskAnalystUseCase(api), new SessionStore(session), attendance),
  };
}

const question = { email: 'mariana@example.com', name: 'Mariana', question: 'E o milho?', commodity: '13' };

describe('ask the analyst (view-model)', () => {
  it('shows the upsell when the plan does not include the service', async () => {
    const { viewModel } = setUp((api) => (api.userOptions = ['weather']));
    await viewModel.load();
    expect(viewModel.state).toBe('upsell');
  });

  it("shows the questions left before the user writes, with the form prefilled with the user's data", async () => {
    const { viewModel } = setUp((api) => (api.used = 1));
    await viewModel.load();
    expect(viewModel.state).toBe('ready');
    expect([viewModel.available, viewModel.limit]).toEqual([2, 3]);
    expect(viewModel.availability).toEqual({ kind: 'form', remaining: 2 });
    expect(viewModel.defaults).toEqual({ email: 'mariana@example.com', name: 'Mariana', question: '', commodity: '' });
  });

  it('counts one less after a question, and at zero opens the contact dialog instead of the form', async () => {
    const { api, viewModel } = setUp((api) => (api.used = 1));
    await viewModel.load();
    expect((await viewModel.form.submit(question)).kind).toBe('done');
    expect(viewModel.available).toBe(1);
    expect(viewModel.contactOpen).toBe(false);
    await viewModel.form.submit(question);
    expect(viewModel.available).toBe(0);
    expect(viewModel.availability).toEqual({ kind: 'contact-dialog' });
    expect(viewModel.contactOpen).toBe(true);
    await vi.waitFor(() => expect(viewModel.contacts).toEqual(CLIENT_CONTACTS));
    expect(api.sent).toHaveLength(2);
  });

  it('a question refused because another device asked the last one shows the contact dialog', async () => {
    const { api, viewModel } = setUp((api) => (api.used = 2));
    await viewModel.load();
    api.used = 3;
    expect((await viewModel.form.submit(question)).kind).toBe('failed');
    expect(viewModel.contactOpen).toBe(true);
  });

  it('keeps the fields of a refused form for the user to fix', async () => {
    const { api, viewModel } = setUp();
    await viewModel.load();
    const outcome = await viewModel.form.submit({ ...question, commodity: '' });
    expect(outcome).toEqual({ kind: 'refused', issues: [{ field: 'commodity', message: 'services.chooseOne' }] });
    expect(api.sent).toEqual([]);
    expect(viewModel.available).toBe(3);
  });

  it('says the read failed when the API cannot be reached', async () => {
    const { viewModel } = setUp((api) => (api.offline = true));
    await viewModel.load();
    expect(viewModel.state).toBe('failed');
  });
});

describe('freight calculator (view-model)', () => {
  const good = { origin: 'sorriso-mt', destination: 'santos-sp', product: 'cotton', tonnage: '30', mode: 'road' };

  it('shows the upsell when the plan does not include the calculator', async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['ask-analyst'];
    const viewModel = new FreightViewModel(api, new QuoteFreightUseCase(api));
    await viewModel.load();
    expect(viewModel.state).toBe('upsell');
  });

  it('offers the places, products and modes, and shows the quote of a good form', async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['freight-calculator'];
    const viewModel = new FreightViewModel(api, new QuoteFreightUseCase(api));
    await viewModel.load();
    expect(viewModel.state).toBe('ready');
    expect(viewModel.options.places.map((place) => place.id)).toContain('santos-sp');
    expect((await viewModel.form.submit(good)).kind).toBe('done');
    // 1950 × 0.105 × 1.2 + 12 = 257.70 a tonne; × 30 = 7731.00
    expect(viewModel.quote).toMatchObject({ costPerTonne: 257.7, total: 7731 });
  });

  it("marks the mode when the route has no rate by it (the server's field message)", async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['freight-calculator'];
    const viewModel = new FreightViewModel(api, new QuoteFreightUseCase(api));
    await viewModel.load();
    const outcome = await viewModel.form.submit({ ...good, destination: 'paranagua-pr' });
    expect(outcome).toEqual({
      kind: 'refused',
      issues: [{ field: 'mode', text: 'Não há tarifa de frete para esta rota neste modal' }],
    });
    expect(viewModel.quote).toBeNull();
  });
});

describe('ship line-up (view-model)', () => {
  const vessel = (id: string, port: string, product: string, tonnage: number, status: LineUpVessel['status']) => ({
    id,
    vessel: `Navio ${id}`,
    port,
    berth: 'B1',
    product,
    tonnage,
    expected: `2026-11-2${id}`,
    status,
  });

  it('shows what the filters keep, in the chosen order, with the totals of what is shown', async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['ship-line-up'];
    api.vessels = [
      vessel('1', 'Santos', 'soy', 60_000, 'loading'),
      vessel('2', 'Paranaguá', 'soy', 50_000, 'expected'),
      vessel('3', 'Santos', 'corn', 70_000, 'expected'),
    ];
    const viewModel = new LineUpViewModel(api);
    await viewModel.load();
    expect(viewModel.state).toBe('ready');
    expect(viewModel.ports).toEqual(['Paranaguá', 'Santos']);
    viewModel.setFilter({ port: 'Santos' });
    expect(viewModel.shown.map((v) => v.id)).toEqual(['1', '3']);
    viewModel.sortBy('tonnage');
    viewModel.sortBy('tonnage');
    expect(viewModel.shown.map((v) => v.id)).toEqual(['3', '1']);
    expect(viewModel.totals).toEqual([
      { product: 'corn', tonnage: 70_000, vessels: 1 },
      { product: 'soy', tonnage: 60_000, vessels: 1 },
    ]);
  });

  it('shows the upsell without the right', async () => {
    const api = new FakeServicesApi();
    api.userOptions = [];
    const viewModel = new LineUpViewModel(api);
    await viewModel.load();
    expect(viewModel.state).toBe('upsell');
  });
});

describe('weather (view-model)', () => {
  const region = (id: string, commodities: number[], rainfall30Mm: number, normal30Mm: number): RegionWeather => ({
    region: id,
    name: id,
    state: 'MT',
    commodities,
    forecast: [
      { day: '2026-11-23', minC: 21, maxC: 31, rainMm: 12.5, rainChance: 80 },
      { day: '2026-11-24', minC: 22, maxC: 33, rainMm: 0, rainChance: 20 },
    ],
    rainfall30Mm,
    normal30Mm,
  });

  function weather(options = ['weather'] as const satisfies readonly string[]) {
    const api = new FakeServicesApi();
    api.userOptions = [...options];
    api.regions = [region('sorriso', [16, 13], 90, 200), region('sul-de-minas', [7], 260, 200)];
    return { api, viewModel: new WeatherViewModel(api) };
  }

  it('shows the upsell when the plan does not include the service', async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['ship-line-up'];
    const viewModel = new WeatherViewModel(api);
    await viewModel.load();
    expect(viewModel.state).toBe('upsell');
    expect(api.weatherQueries).toEqual([]);
  });

  it('compares each region with its normal and adds up its forecast', async () => {
    const { viewModel } = weather();
    await viewModel.load();
    expect(viewModel.state).toBe('ready');
    expect(
      viewModel.rainfall.map(({ region: r, percent, rainClass, next7Mm }) => [r.region, percent, rainClass, next7Mm]),
    ).toEqual([
      ['sorriso', 45, 'dry', 12.5],
      ['sul-de-minas', 130, 'normal', 12.5],
    ]);
  });

  it("reads a commodity's regions when it is chosen, and keeps the report shown when that read fails", async () => {
    const { api, viewModel } = weather();
    await viewModel.load();
    await viewModel.choose(7);
    expect(api.weatherQueries.at(-1)).toEqual({ commodity: 7 });
    expect(viewModel.rainfall.map((row) => row.region.region)).toEqual(['sul-de-minas']);
    api.offline = true;
    await viewModel.choose(16);
    expect(viewModel.choiceFailed).toBe(true);
    expect(viewModel.state).toBe('ready');
    expect(viewModel.rainfall.map((row) => row.region.region)).toEqual(['sul-de-minas']);
    api.offline = false;
    await viewModel.choose(16);
    expect(viewModel.choiceFailed).toBe(false);
    expect(viewModel.rainfall.map((row) => row.region.region)).toEqual(['sorriso']);
  });

  it('offers the commodities the followed regions produce', () => {
    const { viewModel } = weather();
    expect(viewModel.commodities).toContain(16);
    expect(viewModel.commodities).toContain(7);
  });
});

describe('open line and monthly teleconference (view-model)', () => {
  // Monday 23 November 2026, 12:00 in Brasília; the next soy open line is on Tuesday at 10:00.
  function live(options: ('open-line' | 'monthly-teleconference')[] = ['open-line']) {
    const clock = new FakeClock('2026-11-23T15:00:00.000Z');
    const api = new FakeServicesApi();
    api.userOptions = [...options];
    api.now = () => clock.now();
    api.liveSessions = [
      aLiveSession(),
      aLiveSession({
        id: 'ol-13-2026-11-25',
        title: 'Milho',
        commodity: 13,
        start: '2026-11-25T13:00:00.000Z',
        seatsTaken: 20,
      }),
      aLiveSession({
        id: 'ol-16-2026-11-17',
        start: '2026-11-17T13:00:00.000Z',
        recording: { mediaId: 'm-podcast-soja' },
      }),
      aLiveSession({
        id: 'ol-7-2026-11-19',
        title: 'Café',
        commodity: 7,
        start: '2026-11-19T14:00:00.000Z',
        recording: null,
      }),
      aLiveSession({
        id: 'tc-2026-12',
        service: 'monthly-teleconference',
        title: 'Câmbio',
        commodity: null,
        start: '2026-12-08T13:00:00.000Z',
      }),
    ];
    const player = new FakeRecordingPlayer();
    const viewModel = new LiveSessionsViewModel(
      api,
      new RegisterForSessionUseCase(api, () => clock.now()),
      new CancelRegistrationUseCase(api, () => clock.now()),
      player,
      clock,
    );
    return { api, clock, player, viewModel };
  }

  it('shows the upsell without the option, and reads nothing of the schedule', async () => {
    const { api, viewModel } = live(['open-line']);
    await viewModel.load('monthly-teleconference');
    expect(viewModel.state).toBe('upsell');
    api.userOptions = [];
    await viewModel.load('open-line');
    expect(viewModel.state).toBe('upsell');
  });

  it("splits the service's sessions into those to come (soonest first) and past ones (latest first), with what may be done", async () => {
    const { viewModel } = live();
    await viewModel.load('open-line');
    expect(viewModel.state).toBe('ready');
    expect(viewModel.upcoming.map((row) => [row.session.id, row.registration, row.seatsLeft])).toEqual([
      ['ol-16-2026-11-24', 'open', 17],
      ['ol-13-2026-11-25', 'full', 0],
    ]);
    expect(viewModel.past.map((row) => [row.session.id, row.phase])).toEqual([
      ['ol-7-2026-11-19', 'past'],
      ['ol-16-2026-11-17', 'past'],
    ]);
  });

  it("shows one commodity's sessions when chosen, and the past ones six at a time", async () => {
    const { api, viewModel } = live();
    const many = Array.from({ length: 14 }, (_, index) =>
      aLiveSession({
        id: `ol-16-past-${index}`,
        title: 'Soja',
        commodity: 16,
        start: new Date(Date.parse('2026-11-17T14:00:00.000Z') - (index + 1) * 7 * 86_400_000).toISOString(),
      }),
    );
    api.liveSessions = [...api.liveSessions, ...many];
    await viewModel.load('open-line');
    expect(viewModel.topics.map((topic) => topic.name)).toEqual(['Café', 'Milho', 'Soja']);
    const allPast = viewModel.past.length + viewModel.pastHidden;
    expect(viewModel.past).toHaveLength(6);

    viewModel.choose(7);
    expect(viewModel.upcoming).toEqual([]);
    expect(viewModel.past.map((row) => row.session.id)).toEqual(['ol-7-2026-11-19']);
    expect(viewModel.pastHidden).toBe(0);

    viewModel.choose(16);
    expect(viewModel.upcoming.map((row) => row.session.id)).toEqual(['ol-16-2026-11-24']);
    expect(viewModel.past).toHaveLength(6);
    expect(viewModel.pastHidden).toBe(9);
    viewModel.showMorePast();
    viewModel.showMorePast();
    expect(viewModel.past).toHaveLength(15);
    expect(viewModel.past.every((row) => row.session.commodity === 16)).toBe(true);
    expect(viewModel.pastHidden).toBe(0);

    viewModel.choose(null);
    expect(viewModel.past).toHaveLength(6);
    expect(viewModel.pastHidden).toBe(allPast - 6);
  });

  it('registers and cancels: the button follows the state, the seat count the server', async () => {
    const { viewModel } = live();
    await viewModel.load('open-line');
    await viewModel.register(viewModel.upcoming[0]!.session);
    expect(viewModel.upcoming[0]).toMatchObject({ registration: 'registered', seatsLeft: 16 });
    await viewModel.cancel(viewModel.upcoming[0]!.session);
    expect(viewModel.upcoming[0]).toMatchObject({ registration: 'open', seatsLeft: 17 });
    expect(viewModel.problem).toBeNull();
  });

  it("keeps the server's refusal beside its session and reads the seats again (the last seat taken meanwhile)", async () => {
    const { api, viewModel } = live();
    await viewModel.load('open-line');
    const shown = viewModel.upcoming[0]!.session;
    // Someone else took the last seats after the page was read.
    api.liveSessions[0]!.seatsTaken = 20;
    await viewModel.register(shown);
    expect(viewModel.problem).toEqual({ id: shown.id, kind: 'full' });
    expect(viewModel.upcoming[0]).toMatchObject({ registration: 'full', seatsLeft: 0 });
  });

  it('turns a session live at its start (closed to registration) and past at its end, as the clock moves', async () => {
    const { clock, viewModel } = live();
    await viewModel.load('open-line');
    clock.advance(22 * 3_600_000 + 5 * 60_000);
    expect(viewModel.upcoming[0]).toMatchObject({ phase: 'live', registration: 'closed' });
    clock.advance(45 * 60_000);
    expect(viewModel.past[0]!.session.id).toBe('ol-16-2026-11-24');
    viewModel.dispose();
  });

  it('plays a recording in the media player, and says so when it cannot play there', async () => {
    const { player, viewModel } = live();
    await viewModel.load('open-line');
    const recorded = viewModel.past.find((row) => row.session.recording)!.session;
    await viewModel.play(recorded);
    expect(player.played).toEqual([{ mediaId: 'm-podcast-soja' }]);
    expect(viewModel.recordingFailed).toBeNull();
    player.playable = false;
    await viewModel.play(recorded);
    expect(viewModel.recordingFailed).toBe(recorded.id);
  });

  it("reads the teleconference's sessions on its own page", async () => {
    const { viewModel } = live(['monthly-teleconference']);
    await viewModel.load('monthly-teleconference');
    expect(viewModel.upcoming.map((row) => row.session.title)).toEqual(['Câmbio']);
  });
});
