import {
  HOME_COMMODITIES,
  includesInstrument,
  INSTRUMENTS,
  marketDay,
  marketIsoDay,
  epochDay,
  Profile,
  type QuotesAccess,
  quoteAt,
  quotesAccess,
  seededSeries,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type MarketTasks, type QuotesView } from '../market.tasks';

/** The seeded accounts the scenarios name: profile, quotes right and the commodities of their rights. */
const ACCOUNTS: Record<string, { profile: Profile; hasQuotesRights: boolean; commodities: number[] }> = {
  'assinante@example.com': {
    profile: Profile.SUBSCRIBER,
    hasQuotesRights: true,
    commodities: [1, 7, 13, 16, 17, 23],
  },
  'demo@example.com': { profile: Profile.DEMO, hasQuotesRights: true, commodities: HOME_COMMODITIES.map((c) => c.id) },
  'gratuito@example.com': { profile: Profile.FREE, hasQuotesRights: false, commodities: [] },
};

/** The futures an access sees at an instant, from the seeded series (the same figures the reference server stores). */
function futuresAt(access: QuotesAccess, at: number): QuotesView {
  if (access.kind === 'none') return { kind: 'upsell' };
  const today = marketDay(at);
  const from = marketIsoDay(epochDay(today) - 10);
  const rows = INSTRUMENTS.filter((i) => i.market === 'futures' && includesInstrument(access, i)).flatMap((i) => {
    const quote = quoteAt(i, seededSeries(i, from, today).reverse(), at, access.delayed);
    return quote ? [{ instrument: i, quote }] : [];
  });
  const statuses = rows.map((r) => r.quote.status);
  return {
    kind: 'quotes',
    status: statuses.includes('live') ? 'live' : statuses.includes('delayed') ? 'delayed' : 'closed',
    names: rows.map((r) => r.instrument.name.pt),
    prices: new Map(rows.map((r) => [r.instrument.id, r.quote.last])),
  };
}

/** The quotes module on the core: the access rule, the seeded series and the intraday walk, over a fake clock. */
export class CoreMarket implements MarketTasks {
  private clock = new FakeClock();
  private access: QuotesAccess = { kind: 'none' };

  open(email: string, at: string): Promise<void> {
    const account = ACCOUNTS[email];
    if (!account) throw new Error(`no seeded account ${email}`);
    this.clock = new FakeClock(at);
    this.access = quotesAccess({
      profile: account.profile,
      hasQuotesRights: account.hasQuotesRights,
      rights: account.commodities.map((id) => ({ id, nome: String(id), habilitado: true })),
      trialActive: true,
    });
    return Promise.resolve();
  }

  futures(): Promise<QuotesView> {
    return Promise.resolve(futuresAt(this.access, this.clock.now()));
  }

  wait(ms: number): Promise<void> {
    this.clock.advance(ms);
    return Promise.resolve();
  }

  subscriberPriceAt(id: string, at: string): Promise<number | undefined> {
    const subscriber = quotesAccess({
      profile: Profile.SUBSCRIBER,
      hasQuotesRights: true,
      rights: [{ id: 23, nome: 'Chicago', habilitado: true }],
      trialActive: false,
    });
    const view = futuresAt(subscriber, Date.parse(at));
    return Promise.resolve(view.kind === 'quotes' ? view.prices.get(id) : undefined);
  }
}
