// The watch list and alerts' DTOs: a well-formed answer is read as its core type; an answer that breaks the contract
// (a state or kind the app does not know, a missing number, a list that is not one of texts, a fired alert
// without its instant) is a ContractError rather than a value the page would show.
import { describe, expect, it } from 'vitest';
import { type AlertFired, ContractError, type PriceAlert } from '../../core';
import { AlertFiredDto, PriceAlertsDto, WatchlistDto } from '../../adapters/http/market/alerts.dto';
import { parseResponse } from '../../adapters/http/parse-response';
import { RecordingLogger } from '../fakes/recorders';

const source = { call: 'GET market/alerts', logger: new RecordingLogger() };

const alert: PriceAlert = {
  id: 3,
  instrument: 'ZS1',
  name: 'Soja',
  unit: 'USc/bu',
  kind: 'above',
  level: 1250.5,
  state: 'fired',
  createdAt: '2026-03-02T15:00:00.000Z',
  firedAt: '2026-03-02T15:10:00.000Z',
  firedValue: 1251,
};

const fired: AlertFired = {
  id: 3,
  instrument: 'ZS1',
  name: 'Soja',
  kind: 'move',
  level: 2,
  value: -2.04,
  unit: 'USc/bu',
  time: '2026-03-02T15:10:00.000Z',
};

describe('the alerts answer', () => {
  it('is read as the core type, an active alert with nulls for what did not happen', () => {
    const active = { ...alert, state: 'active', firedAt: null, firedValue: null };
    expect(parseResponse(PriceAlertsDto, { alerts: [alert, active] }, source).alerts).toEqual([alert, active]);
  });

  it.each([
    [{ state: 'paused' }],
    [{ kind: 'sideways' }],
    [{ level: '1250' }],
    [{ firedAt: 'yesterday' }],
    [{ id: 0 }],
  ])('refuses an alert with %j', (broken) => {
    expect(() => parseResponse(PriceAlertsDto, { alerts: [{ ...alert, ...broken }] }, source)).toThrow(ContractError);
  });
});

describe('the watch list answer', () => {
  it('is read as ids in order', () => {
    expect(parseResponse(WatchlistDto, { instruments: ['KC1', 'USDBRL'] }, source).instruments).toEqual([
      'KC1',
      'USDBRL',
    ]);
  });

  it.each([[{ instruments: ['ZS1', 7] }], [{ instruments: 'ZS1' }], [{}]])('refuses %j', (broken) => {
    expect(() => parseResponse(WatchlistDto, broken, source)).toThrow(ContractError);
  });
});

describe('the alert event of the stream', () => {
  it('is read as the core type, and refused without its price', () => {
    expect(parseResponse(AlertFiredDto, fired, source)).toEqual(fired);
    const { value: _value, ...withoutValue } = fired;
    expect(() => parseResponse(AlertFiredDto, withoutValue, source)).toThrow(ContractError);
  });
});
