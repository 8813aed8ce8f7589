import { AfterLoginTour, EndTourUseCase, Tour, TOUR_SKIPPED_KEY } from '../../../core';
import { createCoreKit, type CoreKit } from '../../../tests/fakes/core-kit';
import { FakeLayoutApi } from '../../../tests/fakes/fake-apis';
import { type TourTasks } from '../tour.tasks';

const PASSWORD = 'Celeiro#2026';
/** The accounts that have not put the tour away, as the server's seed has them; every other one has. */
const NEVER_TOURED = new Set(['editor@example.com', 'publicador@example.com']);

/** One device: the core wired to fakes, its tour and whether the last sign-in offered it. */
interface Device {
  kit: CoreKit;
  tour: Tour;
  end: EndTourUseCase;
  offered: boolean;
}

/**
 * The tour's rules on the core: each device is a kit of its own (its own storage); the account's tour setting lives in
 * one fake layout API per account, which every device's sign-in reads (as the server's users.skip_tour).
 */
export class CoreTour implements TourTasks {
  private readonly accounts = new Map<string, FakeLayoutApi>();
  private device: Device | undefined;
  private email = '';

  async signInOnNewDevice(email: string): Promise<void> {
    const account = this.accountOf(email);
    const kit = createCoreKit();
    kit.auth.addAccount(email, PASSWORD, { skipTour: account.skipTour }).trustedDevices.add(kit.device.id());
    const tour = new Tour(kit.local);
    const device: Device = { kit, tour, end: new EndTourUseCase(tour, account, kit.session), offered: false };
    new AfterLoginTour(kit.events, tour, () => {
      tour.start();
      device.offered = true;
    }).start();
    const outcome = await kit.signIn.execute({ email, password: PASSWORD, remember: false });
    if (outcome.kind !== 'signed-in') throw new Error(`the sign-in came to ${outcome.kind}`);
    this.device = device;
    this.email = email;
  }

  async offered(): Promise<boolean> {
    return this.current().offered;
  }

  async skip(): Promise<void> {
    await this.current().end.execute('skipped');
  }

  async finish(): Promise<void> {
    await this.current().end.execute('finished');
  }

  async putAway(): Promise<{ device: boolean; account: boolean }> {
    const { kit } = this.current();
    return { device: kit.local.getItem(TOUR_SKIPPED_KEY) === 'true', account: this.accountOf(this.email).skipTour };
  }

  private accountOf(email: string): FakeLayoutApi {
    let account = this.accounts.get(email);
    if (!account) {
      account = new FakeLayoutApi();
      account.skipTour = !NEVER_TOURED.has(email);
      this.accounts.set(email, account);
    }
    return account;
  }

  private current(): Device {
    if (!this.device) throw new Error('nobody signed in');
    return this.device;
  }
}
