import { describe, expect, it } from 'vitest';
import {
  ApiError,
  compareConsulting,
  CONSULTING_KINDS,
  consultingPages,
  consultingStatusOn,
  ErrorCode,
  groupConsulting,
  hasDocuments,
  isConsultingKind,
  isConsultingRefusal,
  mayUseConsulting,
} from '../../core';
import { consultingItem } from '../fakes/fake-consulting-api';

describe('consulting: who has it', () => {
  it("is open only to a plan whose service options include consulting (a free user's plan has none)", () => {
    expect(mayUseConsulting(['weather', 'consulting'])).toBe(true);
    expect(mayUseConsulting(['weather', 'freight-calculator'])).toBe(false);
    expect(mayUseConsulting([])).toBe(false);
  });

  it("reads the server's 403 as the plan's refusal, and nothing else", () => {
    const refusal = new ApiError(403, { errorType: 'AuthError', code: ErrorCode.INSUFFICIENT_RIGHTS, erros: [] });
    expect(isConsultingRefusal(refusal)).toBe(true);
    expect(isConsultingRefusal(new ApiError(undefined, undefined))).toBe(false);
    expect(isConsultingRefusal(new ApiError(500, { errorType: 'ServerError' }))).toBe(false);
    expect(isConsultingRefusal(new Error('boom'))).toBe(false);
  });

  it('knows its four services', () => {
    expect(CONSULTING_KINDS).toEqual(['supply-demand', 'hedge', 'cost-of-production', 'on-demand']);
    expect(isConsultingKind('hedge')).toBe(true);
    expect(isConsultingKind('weather')).toBe(false);
  });
});

describe('consulting: status and documents', () => {
  it('a later day is scheduled; a past or present one is delivered, unless the work is still in progress', () => {
    expect(consultingStatusOn('2026-12-01', '2026-11-23', false)).toBe('scheduled');
    expect(consultingStatusOn('2026-12-01', '2026-11-23', true)).toBe('scheduled');
    expect(consultingStatusOn('2026-11-23', '2026-11-23', false)).toBe('delivered');
    expect(consultingStatusOn('2026-11-20', '2026-11-23', true)).toBe('in-progress');
  });

  it('only a delivered deliverable with documents offers them', () => {
    expect(hasDocuments(consultingItem({ id: 1 }))).toBe(true);
    expect(hasDocuments(consultingItem({ id: 2, documents: [] }))).toBe(false);
    expect(hasDocuments(consultingItem({ id: 3, status: 'in-progress' }))).toBe(false);
  });
});

describe('consulting: grouping and order', () => {
  const items = [
    consultingItem({ id: 1, kind: 'hedge', date: '2026-10-01' }),
    consultingItem({ id: 2, kind: 'supply-demand', date: '2026-11-01' }),
    consultingItem({ id: 3, kind: 'supply-demand', date: '2026-11-10' }),
    consultingItem({ id: 4, kind: 'supply-demand', date: '2026-12-10', status: 'scheduled' }),
    consultingItem({ id: 5, kind: 'supply-demand', date: '2026-12-01', status: 'scheduled' }),
    consultingItem({ id: 6, kind: 'supply-demand', date: '2026-11-15', status: 'in-progress' }),
    consultingItem({ id: 7, kind: 'on-demand', date: '2026-09-01' }),
  ];

  it("groups by service in the services' order, leaving out a service without deliverables", () => {
    const groups = groupConsulting(items);
    expect(groups.map((group) => group.kind)).toEqual(['supply-demand', 'hedge', 'on-demand']);
    expect(groups.flatMap((group) => group.items)).toHaveLength(items.length);
  });

  it('puts the work under way first, then the booked ones from the nearest, then the delivered from the latest', () => {
    const [supplyDemand] = groupConsulting(items);
    expect(supplyDemand?.items.map((item) => item.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('orders equal deliverables by id, so the order never depends on the answer', () => {
    const a = consultingItem({ id: 8 });
    const b = consultingItem({ id: 9 });
    expect(compareConsulting(a, b)).toBeLessThan(0);
    expect(groupConsulting([b, a])[0]?.items.map((item) => item.id)).toEqual([8, 9]);
  });

  it('counts pages, one at least', () => {
    expect(consultingPages(0, 20)).toBe(1);
    expect(consultingPages(20, 20)).toBe(1);
    expect(consultingPages(21, 20)).toBe(2);
  });
});
