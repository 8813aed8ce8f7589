import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApiError,
  askAnalystAvailability,
  askAnalystDefaults,
  ASK_ANALYST_RULES,
  AskAnalystUseCase,
  LoadAttendanceUseCase,
  mayUseService,
  ServicesApiPort,
  type AskAnalystAnswer,
  type AskAnalystAvailability,
  type AskAnalystInput,
  type AttendanceContact,
  type ServicesApiPort as ServicesApi,
} from '../../core';
import { SessionStore } from '../shell/session.store';
import { FormViewModel } from '../kit/forms/form.view-model';

/** What the page shows: reading, a failed read, the upsell (no right), or the service. */
export type AskAnalystState = 'loading' | 'failed' | 'upsell' | 'ready';

/**
 * Ask the analyst: whether the plan includes it (otherwise the upsell), the questions left this month (shown before
 * the user writes), and the question form, prefilled with the user's e-mail and name. After a question the count
 * is the server's answer; at zero the contact dialog replaces the form.
 */
@injectable('Transient')
export class AskAnalystViewModel {
  state: AskAnalystState = 'loading';
  available: number | null = null;
  limit = 0;
  contactOpen = false;
  /** The team's contacts the dialog offers (read when it first opens). */
  contacts: AttendanceContact[] = [];
  readonly form: FormViewModel<AskAnalystInput, AskAnalystAnswer>;
  readonly defaults: AskAnalystInput;

  constructor(
    @inject(ServicesApiPort) private readonly api: ServicesApi,
    @inject(AskAnalystUseCase) ask: AskAnalystUseCase,
    @inject(SessionStore) session: SessionStore,
    @inject(LoadAttendanceUseCase) private readonly attendance: LoadAttendanceUseCase,
  ) {
    this.defaults = askAnalystDefaults(session.user);
    this.form = new FormViewModel(
      async (values) => {
        try {
          const answer = await ask.execute(values);
          runInAction(() => this.counted(answer.available));
          return answer;
        } catch (error) {
          // Refused beyond the limit (another device asked the last one): the count is zero.
          if (error instanceof ApiError && error.body?.errorType === 'QuestionsExhausted')
            runInAction(() => this.counted(0));
          throw error;
        }
      },
      { rules: ASK_ANALYST_RULES },
    );
    makeAutoObservable<this, 'api' | 'attendance'>(
      this,
      { api: false, attendance: false, form: false, defaults: false },
      { autoBind: true },
    );
  }

  /** The form with the count, or the contact dialog. */
  get availability(): AskAnalystAvailability {
    return askAnalystAvailability(this.available);
  }

  /** Reads the plan's options, then the questions left. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { options } = await this.api.options();
      if (!mayUseService(options, 'ask-analyst')) {
        runInAction(() => (this.state = 'upsell'));
        return;
      }
      const { available, limit } = await this.api.questionsAvailable();
      runInAction(() => {
        this.limit = limit;
        this.counted(available);
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  dispose(): void {}

  setContactOpen(open: boolean): void {
    this.contactOpen = open;
    if (open && this.contacts.length === 0)
      this.attendance.execute().then(
        (contacts) => runInAction(() => (this.contacts = contacts)),
        () => undefined,
      );
  }

  private counted(available: number): void {
    this.available = available;
    if (askAnalystAvailability(available).kind === 'contact-dialog') this.setContactOpen(true);
  }
}
