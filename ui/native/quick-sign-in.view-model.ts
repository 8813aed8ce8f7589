import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type BiometryStatus,
  type PinProblem,
  QuickSignIn,
  QuickSignInError,
  type QuickSignInMethod,
  quickSignInProblem,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { MenuStore } from '../shell/menu.store';
import { quickSignInText } from './quick-sign-in-text';

/** What the user asked last: a notice for it shows beside the buttons. */
type Step = 'activate' | 'pin' | 'decline' | 'turn-off' | 'sign-in';

/**
 * Quick sign-in on this device (inside the native shell): its state, turning it on with biometry or a PIN, off, and
 * signing in with it. A failure of the shell or a rule is said here; an API failure was shown by the transport
 * presenter. What the user typed (the PIN) stays.
 */
@injectable('Transient')
export class QuickSignInViewModel {
  /** What the device offers (biometry and its type), once the shell said. */
  offer: Pick<BiometryStatus, 'available' | 'type'> | null = null;
  /** The method set up on this device, or null. */
  method: QuickSignInMethod | null = null;
  pin = '';
  /** The PIN form is open (choosing a PIN instead of biometry). */
  choosingPin = false;
  pinIssue: PinProblem | null = null;
  busy: Step | null = null;
  /** What went wrong last, in the user's language (a timeout, a new enrolment, a wrong PIN). */
  notice: string | null = null;
  /** The last change made here ('on' or 'off'), for the confirmation. */
  changed: 'on' | 'off' | null = null;
  private returnTo: string | null = null;

  constructor(
    @inject(QuickSignIn) private readonly quick: QuickSignIn,
    @inject(MenuStore) private readonly menu: MenuStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'quick' | 'menu' | 'navigator' | 'locale' | 'returnTo'>(
      this,
      { quick: false, menu: false, navigator: false, locale: false, returnTo: false },
      { autoBind: true },
    );
  }

  /** Reads what is set up here and what the device offers; `search` is the page's query (`to`). */
  async load(search = ''): Promise<void> {
    this.returnTo = new URLSearchParams(search).get('to');
    this.method = this.quick.record()?.method ?? null;
    // A shell that does not say what it offers is told nothing yet: the user's own step will say why it cannot go on.
    const { available, type } = await this.quick.status().catch(() => ({ available: false, type: null }));
    runInAction(() => (this.offer = { available, type }));
  }

  dispose(): void {}

  setPin(value: string): void {
    this.pin = value.replace(/\D/g, '').slice(0, 6);
    this.pinIssue = null;
  }

  openPin(open: boolean): void {
    this.choosingPin = open;
    this.pinIssue = null;
  }

  activateBiometry(): Promise<boolean> {
    return this.run('activate', () => this.quick.activateBiometry().then(() => true));
  }

  activatePin(): Promise<boolean> {
    return this.run('pin', async () => {
      await this.quick.activatePin(this.pin);
      this.choosingPin = false;
      this.pin = '';
      return true;
    });
  }

  decline(): Promise<boolean> {
    return this.run('decline', () => this.quick.decline().then(() => true));
  }

  turnOff(): Promise<boolean> {
    return this.run('turn-off', () => this.quick.turnOff().then(() => true));
  }

  /** Signs in without the password, then goes where the login would have gone. */
  async signIn(): Promise<void> {
    const landing = await this.run('sign-in', async () => {
      const user = await this.quick.signIn(this.method === 'pin' ? this.pin : undefined);
      return user ? this.menu.landingPath(this.returnTo) : false;
    });
    if (typeof landing === 'string') await this.navigator.navigate(landing);
  }

  /** What the user reads of a failure; null for an API failure, which was shown already. */
  private textOf(error: unknown): string | null {
    const problem = quickSignInProblem(error);
    return problem && quickSignInText(problem, this.locale.catalogue(), (key) => this.locale.t(key));
  }

  private async run<R>(step: Step, call: () => Promise<R>): Promise<R | false> {
    if (this.busy) return false;
    this.busy = step;
    this.notice = null;
    this.changed = null;
    try {
      const result = await call();
      runInAction(() => {
        if (step !== 'sign-in' && step !== 'decline') this.changed = step === 'turn-off' ? 'off' : 'on';
      });
      return result;
    } catch (error) {
      runInAction(() => {
        if (error instanceof QuickSignInError && (error.reason === 'pinFormat' || error.reason === 'pinGuessable'))
          this.pinIssue = error.reason;
        else this.notice = this.textOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
        this.method = this.quick.record()?.method ?? null;
      });
    }
  }
}
