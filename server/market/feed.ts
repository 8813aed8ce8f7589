// The live feed: one timer per server instance moves the current session's futures and exchange rates (the
// simulated intraday prices of core/market/intraday.ts, a pure function of the instant, so instances agree without
// sharing anything) and pushes them to every open market/stream as Server-Sent Events. Streams that see the same
// instruments the same way (live or 15 minutes late) form a group: a tick is computed and written out once per group.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type FastifyRequest } from 'fastify';
import {
  type AlertFired,
  type DailyBar,
  type Instrument,
  type Locale,
  marketDay,
  type MarketStatus,
  quoteAt,
  type QuoteTick,
  TICK_MS,
} from '../../core';
import { type AppContext } from '../context';
import { evaluateAlerts } from './alerts';
import { ensureSeries, lastBars } from './repository';

/** What a stream is allowed to see. */
export interface StreamGrant {
  instruments: readonly Instrument[];
  delayed: boolean;
  locale: Locale;
  initialStatus: MarketStatus;
  /** The user the stream is for (a fired alert of theirs is pushed on it as an `alert` event). */
  userId: number;
  /** The sign-in session the stream is for. */
  sessionId: string;
  /**
   * Whether the stream may go on (its session alive, its quotes right kept, its acceptor token still the session's);
   * checked every minute and whenever the session's acceptor token changes. An error body ends it with an `ended`
   * event that says why (e.g. another station connected).
   */
  stillAllowed: () => Promise<true | false | StreamEnd>;
}

/** Why a stream ended, as its last event (the SPEC error body, AcceptorError for the module's session). */
export interface StreamEnd {
  errorType: string;
  code: number;
  message: string;
}

/** How often each stream's right to go on is checked again. */
const RECHECK_MS = 60_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

interface Stream {
  raw: ServerResponse;
  grant: StreamGrant;
  checkedAt: number;
  checking: boolean;
}

interface Group {
  instruments: readonly Instrument[];
  delayed: boolean;
  streams: Set<Stream>;
  /** Per instrument: the last tick sent (its time and price), to send only what moved. */
  sent: Map<string, string>;
}

/** What tells one tick of an instrument from the next. */
const markOf = (tick: QuoteTick): string => `${tick.time}|${tick.last}|${tick.status}`;

/** The feed of one server instance. */
export class MarketFeed {
  private readonly groups = new Map<string, Group>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastKeepAlive = 0;
  private bars: { day: string; byInstrument: Map<string, DailyBar[]> } | undefined;
  private closed = false;
  /** The tick under way, which tickNow waits for. */
  private current: Promise<void> | undefined;
  /** Whether price alerts may be waiting (then the timer runs without any stream open). */
  private watchingAlerts = false;
  /** The instant up to which the alerts were evaluated. */
  private alertsUpTo: number | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly tickMs: number = TICK_MS,
  ) {}

  /** How many streams are open. */
  get size(): number {
    let count = 0;
    for (const group of this.groups.values()) count += group.streams.size;
    return count;
  }

  /** Starts a stream on a hijacked reply: a first event with every price, then what moves at each tick. */
  open(request: FastifyRequest, raw: ServerResponse, grant: StreamGrant): void {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 3000\nevent: status\ndata: ${JSON.stringify({ status: grant.initialStatus })}\n\n`);
    const key = `${grant.delayed ? 'd' : 'l'}:${grant.instruments.map((i) => i.id).join(',')}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { instruments: grant.instruments, delayed: grant.delayed, streams: new Set(), sent: new Map() };
      this.groups.set(key, group);
    }
    const stream: Stream = { raw, grant, checkedAt: this.ctx.now().getTime(), checking: false };
    group.streams.add(stream);
    const joined = group;
    const leave = () => {
      joined.streams.delete(stream);
      if (joined.streams.size === 0) this.groups.delete(key);
      if (this.groups.size === 0 && !this.watchingAlerts) this.stop();
    };
    (request.raw as IncomingMessage).on('close', leave);
    raw.on('error', leave);
    void this.snapshot(joined, stream);
    this.schedule();
  }

  /** Ends every stream and the timer. */
  close(): void {
    this.closed = true;
    this.stop();
    for (const group of this.groups.values()) for (const stream of group.streams) stream.raw.end();
    this.groups.clear();
  }

  /** Runs one tick now (tests and benchmarks). */
  async tickNow(): Promise<void> {
    while (this.current) await this.current;
    await this.tick();
  }

  /** Evaluates the price alerts at each tick from now on, streams open or not, while any is active. */
  watchAlerts(): void {
    this.watchingAlerts = true;
    this.schedule();
  }

  /** Pushes a fired alert on the open streams of its user. */
  private notify(userId: number, alert: AlertFired): void {
    const event = `event: alert\ndata: ${JSON.stringify(alert)}\n\n`;
    for (const group of this.groups.values())
      for (const stream of group.streams)
        if (stream.grant.userId === userId && !stream.raw.writableEnded) stream.raw.write(event);
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The next tick, on the next boundary of the tick period. */
  private schedule(): void {
    if (this.timer || this.closed || (this.groups.size === 0 && !this.watchingAlerts)) return;
    const now = Date.now();
    const wait = this.tickMs - (now % this.tickMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick().finally(() => this.schedule());
    }, wait);
    // A timer kept only for the alerts never holds the process open.
    this.timer.unref();
  }

  /** The recent bars (today's planned one and the closes before it) of every moving instrument. */
  private async recentBars(nowMs: number): Promise<Map<string, DailyBar[]>> {
    const day = marketDay(nowMs);
    if (this.bars?.day === day) return this.bars.byInstrument;
    await ensureSeries(this.ctx.db, day);
    const ids = new Set<string>();
    for (const group of this.groups.values()) for (const i of group.instruments) ids.add(i.id);
    const byInstrument = await lastBars(this.ctx.db, [...ids], day);
    this.bars = { day, byInstrument };
    return byInstrument;
  }

  /** The ticks of a group's instruments now. */
  private async ticksOf(group: Group, nowMs: number): Promise<QuoteTick[]> {
    let bars = await this.recentBars(nowMs);
    if (group.instruments.some((i) => !bars.has(i.id))) {
      this.bars = undefined;
      bars = await this.recentBars(nowMs);
    }
    const ticks: QuoteTick[] = [];
    for (const instrument of group.instruments) {
      const tick = quoteAt(instrument, bars.get(instrument.id) ?? [], nowMs, group.delayed);
      if (tick) ticks.push(tick);
    }
    return ticks;
  }

  /** The first event of a new stream: every price of its group now. */
  private async snapshot(group: Group, stream: Stream): Promise<void> {
    try {
      const ticks = await this.ticksOf(group, this.ctx.now().getTime());
      // A new group's first tick then sends only what moved since.
      if (group.sent.size === 0) for (const tick of ticks) group.sent.set(tick.id, markOf(tick));
      if (!stream.raw.writableEnded) stream.raw.write(`event: tick\ndata: ${JSON.stringify(ticks)}\n\n`);
    } catch {
      stream.raw.end();
    }
  }

  private tick(): Promise<void> {
    this.current ??= this.runTick().finally(() => (this.current = undefined));
    return this.current;
  }

  private async runTick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const now = this.ctx.now().getTime();
      const keepAlive = Date.now() - this.lastKeepAlive >= KEEP_ALIVE_MS;
      if (keepAlive) this.lastKeepAlive = Date.now();
      for (const group of this.groups.values()) {
        const ticks = await this.ticksOf(group, now);
        const moved = ticks.filter((tick) => {
          const mark = markOf(tick);
          if (group.sent.get(tick.id) === mark) return false;
          group.sent.set(tick.id, mark);
          return true;
        });
        const event =
          moved.length > 0 ? `event: tick\ndata: ${JSON.stringify(moved)}\n\n` : keepAlive ? ': keep-alive\n\n' : '';
        for (const stream of group.streams) {
          if (event) stream.raw.write(event);
          if (now - stream.checkedAt >= RECHECK_MS && !stream.checking) void this.recheck(stream, now);
        }
      }
      if (this.watchingAlerts) await this.evaluateAlerts(now);
    } finally {
      this.running = false;
    }
  }

  /** Fires the alerts the prices crossed since the last evaluation; stops watching when none is active. */
  private async evaluateAlerts(now: number): Promise<void> {
    const from = this.alertsUpTo ?? now - this.tickMs;
    this.alertsUpTo = now;
    try {
      const active = await evaluateAlerts(this.ctx, from, now, (userId, alert) => this.notify(userId, alert));
      if (active === 0) this.watchingAlerts = false;
    } catch {
      // The database was unavailable: the same span is evaluated again at the next tick.
      this.alertsUpTo = from;
    }
  }

  /** Checks again at once whether the streams of these sessions may go on (their acceptor token changed). */
  recheckSessions(sessionIds: readonly string[]): void {
    const wanted = new Set(sessionIds);
    const now = this.ctx.now().getTime();
    for (const group of this.groups.values())
      for (const stream of group.streams) if (wanted.has(stream.grant.sessionId)) void this.recheck(stream, now);
  }

  /** Ends a stream whose session ended, whose module was opened elsewhere or whose quotes were taken back. */
  private async recheck(stream: Stream, now: number): Promise<void> {
    stream.checking = true;
    try {
      const verdict = await stream.grant.stillAllowed();
      if (verdict === true) return;
      if (verdict && !stream.raw.writableEnded) stream.raw.write(`event: ended\ndata: ${JSON.stringify(verdict)}\n\n`);
      stream.raw.end();
    } finally {
      stream.checkedAt = now;
      stream.checking = false;
    }
  }
}
