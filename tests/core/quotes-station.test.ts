// The quotes module's acceptor session (SPEC §7 acceptor, §8 AcceptorError): a new token when the module opens,
// checked for its end and refreshed before it, checked again on demand, retired by the keep-alive logout on leave;
// an AcceptorError reaches the module unchanged, a network failure is tried again. The live prices follow its token.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPTOR_REFRESH_MARGIN_MS,
  ACCEPTOR_REFRESH_MAX_MS,
  ACCEPTOR_RETRY_MS,
  acceptorRefreshDelay,
  type ApiError,
  QuotesLive,
  QuotesStation,
  SessionRepository,
  type StationState,
} from '../../core';
import { acceptorFailure, FakeAcceptorApi } from '../fakes/fake-acceptor-api';
import { FakeClock } from '../fakes/fake-clock';
import { FakeMarketApi } from '../fakes/fake-market-api';
import { MemoryStorage } from '../fakes/memory-storage';
import { activeUser } from '../fakes/builders';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('acceptorRefreshDelay', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('refreshes a minute before the token ends, at once when it is that close, and at least twice a day', () => {
    expect(acceptorRefreshDelay('2026-11-23T13:00:00Z', now)).toBe(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS);
    expect(acceptorRefreshDelay('2026-11-23T12:00:30Z', now)).toBe(0);
    expect(acceptorRefreshDelay('2026-12-23T12:00:00Z', now)).toBe(ACCEPTOR_REFRESH_MAX_MS);
    expect(acceptorRefreshDelay('not a date', now)).toBe(ACCEPTOR_RETRY_MS);
  });
});

describe('QuotesStation', () => {
  let clock: FakeClock;
  let acceptor: FakeAcceptorApi;
  let retired: string[];
  let lost: ApiError[];
  let renewed: string[];
  let station: QuotesStation;

  beforeEach(() => {
    clock = new FakeClock();
    retired = [];
    lost = [];
    renewed = [];
    acceptor = new FakeAcceptorApi(
      () => clock.now(),
      (token) => retired.push(token),
    );
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ email: 'assinante@example.com', refresh_token: 'refresh-1' }), false);
    station = new QuotesStation(acceptor, session, clock, {
      lost: (error) => lost.push(error),
      renewed: (token) => renewed.push(token),
    });
  });

  it('opens with a new token for the user agent, checked at once', async () => {
    await expect(station.open('Mozilla/5.0 Test')).resolves.toBe('acp-1');
    expect(station.token).toBe('acp-1');
    expect(acceptor.calls).toEqual(['newtoken Mozilla/5.0 Test', 'check-token acp-1']);
  });

  it('refreshes the token a minute before it ends and tells the module the new one', async () => {
    await station.open('ua');
    clock.advance(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS - 1);
    expect(acceptor.calls).not.toContain('refresh-token');
    clock.advance(1);
    expect(station.renewing).toBe(true);
    await settle();
    expect(station.token).toBe('acp-2');
    expect(station.renewing).toBe(false);
    expect(renewed).toEqual(['acp-2']);
    expect(retired).toEqual(['acp-1']);
    // And again before the new one ends.
    clock.advance(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS);
    await settle();
    expect(station.token).toBe('acp-3');
    expect(lost).toEqual([]);
  });

  it('tries a refresh again after a network failure, and keeps its token meanwhile', async () => {
    await station.open('ua');
    acceptor.offline = true;
    clock.advance(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS);
    await settle();
    expect(station.token).toBe('acp-1');
    expect(station.renewing).toBe(false);
    acceptor.offline = false;
    clock.advance(ACCEPTOR_RETRY_MS);
    await settle();
    expect(station.token).toBe('acp-2');
    expect(lost).toEqual([]);
  });

  it('passes the AcceptorError of a refresh on unchanged when the module was opened elsewhere', async () => {
    await station.open('ua');
    acceptor.openElsewhere();
    clock.advance(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS);
    await settle();
    expect(lost.map((e) => [e.status, e.body?.errorType, e.body?.message])).toEqual([
      [401, 'AcceptorError', 'Outra estação se conectou, por isso você foi desconectado.'],
    ]);
    expect(station.token).toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it('checks its token on demand: true while live, the AcceptorError to the module once it is not', async () => {
    await station.open('ua');
    await expect(station.check()).resolves.toBe(true);
    acceptor.openElsewhere();
    await expect(station.check()).resolves.toBe(false);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.body?.message).toBe('Outra estação se conectou, por isso você foi desconectado.');
  });

  it('leaves with the keep-alive logout of its token, the refresh token and the e-mail, and plans nothing more', async () => {
    await station.open('ua');
    station.leave();
    await settle();
    expect(acceptor.calls.at(-1)).toBe('logout acp-1');
    expect(retired).toEqual(['acp-1']);
    expect(station.token).toBeUndefined();
    expect(clock.pending).toBe(0);
    station.leave();
    expect(acceptor.calls.filter((c) => c.startsWith('logout'))).toHaveLength(1);
  });

  it('drops a token the server already retired without a call, and refreshes nothing more', async () => {
    await station.open('ua');
    const calls = acceptor.calls.length;
    station.drop();
    clock.advance(2 * 60 * 60_000);
    await settle();
    expect(station.token).toBeUndefined();
    expect(acceptor.calls).toHaveLength(calls);
    expect(clock.pending).toBe(0);
  });

  it('retires at once the token of an open that was left before its answer came', async () => {
    const opening = station.open('ua');
    station.leave();
    await opening;
    await settle();
    expect(station.token).toBeUndefined();
    expect(clock.pending).toBe(0);
    expect(acceptor.calls.at(-1)).toBe('logout acp-1');
    expect(acceptor.liveToken).toBeUndefined();
  });

  it('rejects an open with the AcceptorError unchanged', async () => {
    acceptor.refuseNew = acceptorFailure('sessionExpired');
    await expect(station.open('ua')).rejects.toBe(acceptor.refuseNew);
    expect(station.token).toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it('passes on the AcceptorError of a refresh the session refuses (expired)', async () => {
    acceptor.refreshTokenOfSession = 'other';
    await station.open('ua');
    clock.advance(60 * 60_000 - ACCEPTOR_REFRESH_MARGIN_MS);
    await settle();
    expect(lost[0]!.body?.message).toBe('Sessão expirada, feche e abra o módulo novamente.');
  });
});

describe('QuotesLive', () => {
  let clock: FakeClock;
  let market: FakeMarketApi;
  let acceptor: FakeAcceptorApi;
  let states: StationState[];
  let live: QuotesLive;

  beforeEach(() => {
    clock = new FakeClock();
    market = new FakeMarketApi();
    // As the server does: a retired token's stream ends, saying another station connected.
    acceptor = new FakeAcceptorApi(
      () => clock.now(),
      (token) => market.endStreamsOf(token, acceptorFailure('anotherStation')),
    );
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ email: 'assinante@example.com', refresh_token: 'refresh-1' }), false);
    states = [];
    live = new QuotesLive(acceptor, session, clock, market, {
      onTicks: () => undefined,
      onState: (state) => states.push(state),
    });
  });

  it('opens the session, then the stream of its token', async () => {
    await live.open('ua');
    expect(states).toEqual([{ kind: 'opening' }, { kind: 'open' }]);
    expect(market.streamTokens).toEqual(['acp-1']);
  });

  it("follows a refreshed token with a new stream, and is not lost when the old one's stream ends", async () => {
    await live.open('ua');
    clock.advance(acceptor.lifetimeMs);
    await settle();
    expect(market.streamTokens).toEqual(['acp-2']);
    expect(states.at(-1)).toEqual({ kind: 'open' });
  });

  it('is lost, with the message the server gave, when the module opens elsewhere; opened again, it takes the prices back', async () => {
    await live.open('ua');
    acceptor.openElsewhere();
    expect(states.at(-1)).toEqual({
      kind: 'lost',
      message: 'Outra estação se conectou, por isso você foi desconectado.',
    });
    expect(market.openStreams).toBe(0);
    // Nothing is refreshed for a lost session.
    clock.advance(acceptor.lifetimeMs);
    await settle();
    expect(acceptor.calls).not.toContain('refresh-token');
    await live.open('ua');
    expect(market.streamTokens).toEqual(['acp-2']);
    expect(states.at(-1)).toEqual({ kind: 'open' });
  });

  it('is lost without a message when its session cannot be had (no answer)', async () => {
    acceptor.offline = true;
    await live.open('ua');
    expect(states.at(-1)).toEqual({ kind: 'lost', message: undefined });
    expect(market.openStreams).toBe(0);
  });

  it('closes its stream and retires its token when left, and an open answered after starts nothing', async () => {
    await live.open('ua');
    live.leave();
    await settle();
    expect(market.openStreams).toBe(0);
    expect(acceptor.liveToken).toBeUndefined();
    const opening = live.open('ua');
    live.leave();
    await opening;
    await settle();
    expect(market.openStreams).toBe(0);
    expect(acceptor.liveToken).toBeUndefined();
  });
});
