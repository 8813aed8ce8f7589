import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isFilled, SignInUseCase } from '../../core';
import { attempt } from '../kit/outcome';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';
import { MenuStore } from '../shell/menu.store';

/** The login page (and the alternative s4 login page): e-mail, password and remember me; signs in, then goes to the two-factor page or lands. */
@injectable()
export class LoginViewModel {
  email = '';
  password = '';
  remember = false;
  submitting = false;
  /** Counts the refused attempts, so the page can put the focus back in the form. */
  refusals = 0;
  /** Whether the user tried to submit (empty fields are flagged from then on). */
  attempted = false;
  /** The page asked for before signing in (`to`). */
  returnTo: string | null = null;
  /** Signs in through the alternative s4 sign-in. */
  s4 = false;

  constructor(
    @inject(SignInUseCase) private readonly signIn: SignInUseCase,
    @inject(MenuStore) private readonly menu: MenuStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'signIn' | 'menu' | 'navigator'>(
      this,
      { signIn: false, menu: false, navigator: false },
      { autoBind: true },
    );
  }

  /** Reads the page's query (`to`); `s4` for the alternative login page. */
  load(search = '', s4 = false): void {
    this.returnTo = new URLSearchParams(search).get('to');
    this.s4 = s4;
  }

  dispose(): void {}

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setRemember(value: boolean): void {
    this.remember = value;
  }

  get emailMissing(): boolean {
    return this.attempted && !isFilled(this.email);
  }

  get passwordMissing(): boolean {
    return this.attempted && !isFilled(this.password);
  }

  /** Signs in. Refusals and failures are shown by the transport presenter; the form keeps what the user typed. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.attempted = true;
    if (this.emailMissing || this.passwordMissing) return;
    this.submitting = true;
    const outcome = await attempt(async () => {
      const signedIn = await this.signIn.execute({
        email: this.email,
        password: this.password,
        remember: this.remember,
        s4: this.s4,
      });
      if (signedIn.kind !== 'two-factor') return this.menu.landingPath(this.returnTo);
      const params = new URLSearchParams({ challenge: signedIn.challenge, email: signedIn.email });
      if (this.returnTo !== null) params.set('to', this.returnTo);
      if (this.remember) params.set('remember', 'true');
      return `${PATHS.twoFactor}?${params.toString()}`;
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'failed') this.refusals++;
    });
    if (outcome.kind === 'done') await this.navigator.navigate(outcome.value);
  }
}
