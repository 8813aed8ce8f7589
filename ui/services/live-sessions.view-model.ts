import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ApiError,
  CancelRegistrationUseCase,
  ClockPort,
  LIVE_SESSION_CLOSED_ERROR,
  LIVE_SESSION_FULL_ERROR,
  mayUseService,
  pastSessions,
  RecordingPlayerPort,
  RegisterForSessionUseCase,
  RegistrationRefusedError,
  registrationState,
  seatsLeft,
  ServicesApiPort,
  sessionPhase,
  upcomingSessions,
  type ClockPort as Clock,
  type LivePhase,
  type LiveService,
  type LiveSession,
  type RecordingPlayerPort as RecordingPlayer,
  type RegistrationState,
  type ServicesApiPort as ServicesApi,
} from '../../core';
import { type ServiceState } from './freight.view-model';

/** A session as the page shows it: where it is now, what the reader may do, the seats left. */
export interface SessionRow {
  session: LiveSession;
  phase: LivePhase;
  registration: RegistrationState;
  seatsLeft: number;
}

/** Why the last action on a session did not happen: refused (full, closed) or failed (no answer, another error). */
export type SessionProblem = 'full' | 'closed' | 'failed';

/** How many past sessions show at first, and how many more each "show more" adds. */
export const PAST_STEP = 6;

/** A commodity the sessions are about, named as its sessions' topic. */
export interface SessionTopic {
  commodity: number;
  name: string;
}

/** How often what is live, upcoming or past is worked out again (a session may start while the page is open). */
const TICK_MS = 30_000;

/**
 * The open line or the monthly teleconference: the sessions to come (registration and cancellation) and the past ones
 * (their recordings), or the upsell. A refusal is shown beside its session, and the schedule is read again so the
 * seats are the server's.
 */
@injectable('Transient')
export class LiveSessionsViewModel {
  state: ServiceState = 'loading';
  service: LiveService = 'open-line';
  sessions: LiveSession[] = [];
  now: number;
  /** The session whose registration is being sent, or null. */
  pending: string | null = null;
  /** The last action's problem, beside its session. */
  problem: { id: string; kind: SessionProblem } | null = null;
  /** The recording that could not be played, or null. */
  recordingFailed: string | null = null;
  /** The commodity whose sessions are shown, or null for all. */
  commodity: number | null = null;
  /** How many past sessions are shown. */
  pastShown = PAST_STEP;
  private timer: unknown = null;
  private asked = 0;

  constructor(
    @inject(ServicesApiPort) private readonly api: ServicesApi,
    @inject(RegisterForSessionUseCase) private readonly registration: RegisterForSessionUseCase,
    @inject(CancelRegistrationUseCase) private readonly cancellation: CancelRegistrationUseCase,
    @inject(RecordingPlayerPort) private readonly player: RecordingPlayer,
    @inject(ClockPort) private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'api' | 'registration' | 'cancellation' | 'player' | 'clock' | 'timer' | 'asked'>(
      this,
      {
        api: false,
        registration: false,
        cancellation: false,
        player: false,
        clock: false,
        timer: false,
        asked: false,
        sessions: observableRef,
      },
      { autoBind: true },
    );
  }

  async load(service: LiveService = this.service): Promise<void> {
    this.service = service;
    this.state = 'loading';
    const call = ++this.asked;
    try {
      const { options } = await this.api.options();
      if (call !== this.asked) return;
      if (!mayUseService(options, service)) {
        runInAction(() => (this.state = 'upsell'));
        return;
      }
      await this.read();
      if (this.timer === null) this.timer = this.clock.setInterval(this.tick, TICK_MS);
    } catch {
      if (call === this.asked) runInAction(() => (this.state = 'failed'));
    }
  }

  dispose(): void {
    this.asked++;
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }

  /** The clock moved on: what is live or past is worked out again. */
  tick(): void {
    this.now = this.clock.now();
  }

  private row(session: LiveSession): SessionRow {
    return {
      session,
      phase: sessionPhase(session, this.now),
      registration: registrationState(session, this.now),
      seatsLeft: seatsLeft(session),
    };
  }

  /** The sessions to come, and the one on now, soonest first. */
  get upcoming(): SessionRow[] {
    return upcomingSessions(this.chosen, this.now).map(this.row);
  }

  /** The sessions that have ended, the latest first, as many as are shown. */
  get past(): SessionRow[] {
    return this.allPast.slice(0, this.pastShown).map(this.row);
  }

  /** How many past sessions are not shown yet. */
  get pastHidden(): number {
    return Math.max(0, this.allPast.length - this.pastShown);
  }

  /** The commodities the sessions are about (none for the teleconference), by name. */
  get topics(): SessionTopic[] {
    const topics = new Map<number, string>();
    for (const session of this.sessions)
      if (session.commodity !== null && !topics.has(session.commodity)) topics.set(session.commodity, session.title);
    return [...topics].map(([commodity, name]) => ({ commodity, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Shows one commodity's sessions (null: all), from the latest past ones again. */
  choose(commodity: number | null): void {
    this.commodity = commodity;
    this.pastShown = PAST_STEP;
  }

  /** Shows more of the past sessions. */
  showMorePast(): void {
    this.pastShown += PAST_STEP;
  }

  private get chosen(): LiveSession[] {
    const commodity = this.commodity;
    return commodity === null ? this.sessions : this.sessions.filter((session) => session.commodity === commodity);
  }

  private get allPast(): LiveSession[] {
    return pastSessions(this.chosen, this.now);
  }

  /** Registers for a session; a refusal (full, started) is kept beside it and the schedule read again. */
  async register(session: LiveSession): Promise<void> {
    await this.act(session, async () => {
      const updated = await this.registration.execute(session);
      runInAction(() => (this.sessions = this.sessions.map((s) => (s.id === updated.id ? updated : s))));
    });
  }

  /** Gives the seat back; the schedule is read again. */
  async cancel(session: LiveSession): Promise<void> {
    await this.act(session, async () => {
      await this.cancellation.execute(session);
      await this.read();
    });
  }

  /** Plays a past session's recording in the media player. */
  async play(session: LiveSession): Promise<void> {
    if (!session.recording) return;
    this.recordingFailed = null;
    try {
      await this.player.play(session.recording);
    } catch {
      runInAction(() => (this.recordingFailed = session.id));
    }
  }

  private async act(session: LiveSession, action: () => Promise<void>): Promise<void> {
    if (this.pending) return;
    this.pending = session.id;
    this.problem = null;
    this.now = this.clock.now();
    try {
      await action();
    } catch (error) {
      const kind = problemOf(error);
      runInAction(() => (this.problem = { id: session.id, kind }));
      if (kind !== 'failed') await this.read().catch(() => undefined);
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  private async read(): Promise<void> {
    const call = this.asked;
    const { sessions } = await this.api.liveSchedule({ service: this.service });
    if (call !== this.asked) return;
    runInAction(() => {
      this.sessions = sessions;
      this.now = this.clock.now();
      this.state = 'ready';
    });
  }
}

/** The problem an error stands for: the core's or the server's refusal, or a failure. */
function problemOf(error: unknown): SessionProblem {
  if (error instanceof RegistrationRefusedError) return error.reason;
  if (error instanceof ApiError && error.body?.errorType === LIVE_SESSION_FULL_ERROR) return 'full';
  if (error instanceof ApiError && error.body?.errorType === LIVE_SESSION_CLOSED_ERROR) return 'closed';
  return 'failed';
}
