// The fast paths of reading a response: a flat DTO copied without class-transformer reads the same values and refuses
// the same broken answers; class-validator's constraint lookups kept per class check nested DTOs as before.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ContractError } from '../../core';
import { keepConstraintLookups } from '../../adapters/http/constraint-lookups';
import { CalendarEventDto } from '../../adapters/http/content/events.dto';
import { QuoteTickDto } from '../../adapters/http/market/market.dto';
import { parseResponse } from '../../adapters/http/parse-response';
import { calendarEvent } from '../fakes/fake-events-api';

const logger = { debug() {}, info() {}, warn() {}, error() {} };
const tick = (id: string, last: unknown = 1234.5) => ({
  id,
  last,
  change: -2.25,
  changePct: -0.18,
  high: 1240,
  low: 1230,
  volume: null,
  time: '2026-11-23T14:30:00.000Z',
  status: 'live',
  extra: 'dropped',
});
const read = (payload: unknown, flat: boolean) =>
  parseResponse([QuoteTickDto], payload, { call: 'GET market/stream', logger, flat });

describe('a flat DTO read without class-transformer', () => {
  it('gives the same values, unknown fields dropped', () => {
    const payload = [tick('ZSF27'), tick('ZCH27', 452.25)];
    expect(read(payload, true)).toEqual(read(payload, false));
    expect(read(payload, true)[1]).toEqual({ ...tick('ZCH27', 452.25), extra: undefined });
    expect(Object.keys(read(payload, true)[0]!)).not.toContain('extra');
  });

  it('refuses what the contract refuses', () => {
    for (const flat of [true, false]) {
      expect(() => read([tick('ZSF27', '1234.5')], flat)).toThrow(ContractError);
      expect(() => read([{ ...tick('ZSF27'), status: 'open' }], flat)).toThrow(ContractError);
      expect(() => read({ ticks: [] }, flat)).toThrow(ContractError);
    }
  });
});

describe("class-validator's constraint lookups kept per class", () => {
  const event = calendarEvent({ id: 1, title: 'Relatório WASDE', importance: 'high' });
  const events = (payload: unknown) =>
    parseResponse([CalendarEventDto], payload, { call: 'GET events/calendar', logger });

  it('check a nested DTO as before, whether the lookups are kept or not', () => {
    const broken = [{ ...event, commodities: [{ id: 'soja', nome: 'Soja' }] }];
    expect(() => events(broken)).toThrow(ContractError);
    keepConstraintLookups();
    keepConstraintLookups();
    expect(events([event])).toEqual([event]);
    expect(() => events(broken)).toThrow(ContractError);
    expect(() => events([{ ...event, start: 'amanhã' }])).toThrow(ContractError);
  });
});
