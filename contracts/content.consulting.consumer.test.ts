// The consulting call (SPEC §7 reportData/consulting): the deliverables of the user's plan, of one commodity and one
// service, a page at a time, each with its status and documents (attachments read through the document calls); a plan
// without consulting refused with 403 and the insufficient-rights code (the page shows the plans instead).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode, isConsultingRefusal } from '../core';
import { HttpConsultingApi } from '../adapters/http/http-consulting-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { atLeastLike, eachLike, integer, like, regex, string } = MatchersV3;

const DELIVERED = 'consulting deliverables are published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const FREE = { email: 'gratuito@example.com', token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpConsultingApi(apiClientFor(url, EXAMPLE.sessionToken));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('reportData/consulting', () => {
  it("answers a page of the plan's supply-and-demand balances of soy, the delivered ones with their documents", async () => {
    await newPact()
      .addInteraction()
      .given(DELIVERED, state)
      .uponReceiving("the soy supply-and-demand balances of the subscriber's consulting")
      .withRequest('GET', '/api/reportData/consulting', (b) =>
        b.headers(auth).query({ commodity: '16', kind: 'supply-demand', page: '1', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          items: eachLike({
            id: integer(101),
            title: string('Balanço de oferta e demanda de soja: revisão do mês'),
            commodity: { id: integer(16), nome: string('Soja') },
            kind: regex('^supply-demand$', 'supply-demand'),
            summary: string('Produção, consumo, exportações e estoques finais revistos.'),
            date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-19'),
            analyst: string('Ana Paula Ferreira'),
            status: regex('^(delivered|in-progress|scheduled)$', 'delivered'),
            // A delivered deliverable's documents; none for one in progress or booked.
            documents: atLeastLike(
              {
                id: integer(12),
                attachment: integer(1),
                name: string('report-12.pdf'),
                title: string('Relatório de soja'),
              },
              0,
              1,
            ),
          }),
          total: integer(4),
          page: integer(1),
          pageSize: integer(20),
          commodities: eachLike({ id: integer(16), nome: string('Soja') }),
        }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).consulting({ commodity: 16, kind: 'supply-demand', page: 1 });
        expect(page.items[0]?.kind).toBe('supply-demand');
        expect(page.items[0]?.documents[0]?.name).toMatch(/\.pdf$/);
        expect(page.commodities.some((commodity) => commodity.id === 16)).toBe(true);
      });
  });

  it('answers 403 with the insufficient-rights code to a plan without consulting', async () => {
    await newPact()
      .addInteraction()
      .given(DELIVERED, FREE)
      .uponReceiving('the consulting asked by a free user')
      .withRequest('GET', '/api/reportData/consulting', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).consulting({}));
        expect(error?.status).toBe(403);
        expect(isConsultingRefusal(error)).toBe(true);
      });
  });
});
