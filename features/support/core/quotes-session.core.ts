import { QuotesLive, SessionRepository, type StationState } from '../../../core';
import { acceptorFailure, FakeAcceptorApi } from '../../../tests/fakes/fake-acceptor-api';
import { activeUser } from '../../../tests/fakes/builders';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeMarketApi } from '../../../tests/fakes/fake-market-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { type QuotesDevice, type QuotesDeviceView, type QuotesSessionTasks } from '../quotes-session.tasks';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One device with the module open: its live prices and the state they tell. */
class Device {
  state: StationState = { kind: 'opening' };
  readonly live: QuotesLive;

  constructor(...ports: [FakeAcceptorApi, SessionRepository, FakeClock, FakeMarketApi]) {
    this.live = new QuotesLive(...ports, { onTicks: () => undefined, onState: (state) => (this.state = state) });
  }
}

/**
 * The module's session on the core: each device a QuotesLive over one fake acceptor (the server's rule of one live
 * token per user) and one fake market whose streams end when their token is retired.
 */
export class CoreQuotesSession implements QuotesSessionTasks {
  private readonly clock = new FakeClock();
  private readonly market = new FakeMarketApi();
  private readonly acceptor = new FakeAcceptorApi(
    () => this.clock.now(),
    (token) => this.market.endStreamsOf(token, acceptorFailure('anotherStation')),
  );
  private readonly session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
  private readonly devices = new Map<QuotesDevice, Device>();
  /** The token the first device had before it left. */
  private leftToken: string | undefined;

  async open(email: string): Promise<void> {
    this.session.save(activeUser({ email, refresh_token: this.acceptor.refreshTokenOfSession }), false);
    await this.openDevice('first');
  }

  openOtherDevice(): Promise<void> {
    return this.openDevice('other');
  }

  device(name: QuotesDevice): Promise<QuotesDeviceView> {
    const device = this.devices.get(name);
    if (!device) throw new Error(`no ${name} device`);
    const message = device.state.kind === 'lost' ? (device.state.message ?? 'failed') : null;
    return Promise.resolve({ live: device.state.kind === 'open', message });
  }

  async reconnect(name: QuotesDevice): Promise<void> {
    await this.devices.get(name)?.live.open('core');
  }

  async reachTokenEnd(): Promise<void> {
    this.clock.advance(this.acceptor.lifetimeMs);
    await settle();
  }

  async leave(): Promise<void> {
    this.leftToken = this.acceptor.liveToken;
    this.devices.get('first')?.live.leave();
    await settle();
  }

  async moduleSessionEnded(): Promise<boolean> {
    if (!this.leftToken) return false;
    return this.acceptor.checkToken(this.leftToken).then(
      () => false,
      () => true,
    );
  }

  stillSignedIn(): Promise<boolean> {
    return Promise.resolve(this.session.isAuthenticated());
  }

  private async openDevice(name: QuotesDevice): Promise<void> {
    const device = new Device(this.acceptor, this.session, this.clock, this.market);
    this.devices.set(name, device);
    await device.live.open('core');
  }
}
