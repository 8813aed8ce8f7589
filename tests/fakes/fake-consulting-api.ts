import {
  type ConsultingApiPort,
  type ConsultingItem,
  type ConsultingPage,
  type ConsultingQuery,
  CONSULTING_PAGE_SIZE,
  ApiError,
  ErrorCode,
} from '../../core';

/** A deliverable with sensible defaults: a delivered soy (16) supply-and-demand balance with one document. */
export function consultingItem(overrides: Partial<ConsultingItem> & { id: number }): ConsultingItem {
  return {
    title: `Entrega ${overrides.id}`,
    commodity: { id: 16, nome: 'Soja' },
    kind: 'supply-demand',
    summary: 'Resumo da entrega.',
    date: '2026-11-10',
    analyst: 'Ana Paula Ferreira',
    status: 'delivered',
    documents: [
      { id: 500 + overrides.id, attachment: 1, name: `report-${500 + overrides.id}.pdf`, title: 'Relatório' },
    ],
    ...overrides,
  };
}

/**
 * A consulting API over a list of deliverables: filters and pages them as the server does, or refuses (403, insufficient
 * rights) when the plan has no consulting.
 */
export class FakeConsultingApi implements ConsultingApiPort {
  readonly calls: ConsultingQuery[] = [];
  /** Whether the user's plan includes consulting. */
  allowed = true;
  /** Fails the next call without an answer (a network failure). */
  failNext = false;

  constructor(public items: ConsultingItem[] = []) {}

  async consulting(query: ConsultingQuery): Promise<ConsultingPage> {
    this.calls.push(query);
    await Promise.resolve();
    if (this.failNext) {
      this.failNext = false;
      throw new ApiError(undefined, undefined);
    }
    if (!this.allowed)
      throw new ApiError(403, {
        errorType: 'AuthError',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Acesso negado',
        erros: [],
      });
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CONSULTING_PAGE_SIZE;
    const matching = this.items.filter(
      (item) =>
        (query.commodity === undefined || item.commodity.id === query.commodity) &&
        (query.kind === undefined || item.kind === query.kind),
    );
    const commodities = [...new Map(this.items.map((item) => [item.commodity.id, item.commodity])).values()];
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      commodities,
    };
  }
}
