import {
  EMPTY_REPORT_FILTERS,
  highlightSegments,
  SEARCH_RULES,
  searchAddressParams,
  searchFromAddress,
  SearchUseCase,
  TypingSuggestions,
  type SearchPage,
  type SuggestionsState,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeSearchApi } from '../../../tests/fakes/fake-search-api';
import { type SearchResultShown, type SearchTasks } from '../search.tasks';

/** The frost-in-coffee items of the seed: title, summary, body, whether free, and their dates (newest first). */
const FROST = [
  {
    id: 1,
    free: false,
    title: 'Café: geada atinge lavouras no Sul de Minas',
    summary: 'A geada da madrugada queimou folhas e ramos novos do café arábica em áreas baixas do Sul de Minas.',
    body: '<p>Produtores de Varginha e Três Pontas relatam perdas pontuais.</p>',
    day: '2026-11-20',
  },
  {
    id: 2,
    free: true,
    title: 'Café: frente fria traz risco de geada ao Cerrado Mineiro',
    summary: 'Meteorologistas preveem temperaturas perto de zero grau nas lavouras de café nas próximas noites.',
    body: '<p>A massa de ar polar avança pelo Triângulo Mineiro.</p>',
    day: '2026-11-19',
  },
  {
    id: 3,
    free: false,
    title: 'Café: frio intenso no Sul de Minas preocupa produtores',
    summary: 'Os termômetros marcaram mínimas abaixo de dois graus em várias cidades da região.',
    body: '<p>Houve geada em baixadas, e o café em formação é o mais sensível.</p>',
    day: '2026-11-18',
  },
  {
    id: 4,
    free: false,
    title: 'Flash: geada negra é descartada nas áreas de Café de São Paulo',
    summary: 'A massa de ar frio perdeu força e a geada nas lavouras de café paulistas deve ser fraca.',
    body: '<p>A Mogiana e a Alta Paulista devem ter apenas geada fraca.</p>',
    day: '2026-11-17',
  },
] as const;

/** The search on the core: the use case and the typing suggestions over the fake API, with the seed's frost items (a free user's locked). */
export class CoreSearch implements SearchTasks {
  private api = new FakeSearchApi();
  private outcome: { kind: 'too-short' } | { kind: 'results'; page: SearchPage } | null = null;
  private searched = '';

  private apiFor(email: string): FakeSearchApi {
    const api = new FakeSearchApi();
    for (const item of FROST)
      api.add(
        item.id,
        {
          title: item.title,
          summary: item.summary,
          commodity: { id: 7, nome: 'Café' },
          free: item.free,
          locked: email === 'gratuito@example.com' && !item.free,
          dt_publish: `${item.day}T12:00:00.000Z`,
        },
        item.body,
      );
    // Reports that name contracts in their bodies only: more than a search counts.
    for (let n = 0; n < SEARCH_RULES.maxResults + 200; n++)
      api.add(
        100 + n,
        { title: `Soja: mercado ${n}`, commodity: { id: 16, nome: 'Soja' }, dt_publish: '2026-11-01T12:00:00.000Z' },
        '<p>Os contratos seguem firmes.</p>',
      );
    return api;
  }

  async search(email: string, text: string): Promise<void> {
    this.api = this.apiFor(email);
    this.searched = text;
    this.outcome = await new SearchUseCase(this.api, new FakeClock()).execute({
      text,
      page: 1,
      filters: EMPTY_REPORT_FILTERS,
    });
  }

  async reopen(): Promise<void> {
    // The results page's address, as the header's box writes it, read back as the page reads it.
    const address = new URLSearchParams(searchAddressParams(this.searched, EMPTY_REPORT_FILTERS));
    this.outcome = await new SearchUseCase(this.api, new FakeClock()).execute(
      searchFromAddress((name) => address.get(name)),
    );
  }

  async results(): Promise<SearchResultShown[]> {
    if (this.outcome?.kind !== 'results') return [];
    return this.outcome.page.items.map((item) => ({
      title: item.title,
      markedInTitle: highlightSegments(item.title, item.highlights.title)
        .filter((segment) => segment.marked)
        .map((segment) => segment.text.toLowerCase()),
      locked: item.locked,
      bodyShown: 'body' in item,
    }));
  }

  async count(): Promise<{ total: number; more: boolean }> {
    if (this.outcome?.kind !== 'results') return { total: 0, more: false };
    return { total: this.outcome.page.total, more: this.outcome.page.capped };
  }

  async asked(): Promise<boolean> {
    return this.api.searches.length > 0;
  }

  async tooShortShown(): Promise<boolean> {
    return this.outcome?.kind === 'too-short';
  }

  async suggestionsFor(email: string, text: string): Promise<string[]> {
    const api = this.apiFor(email);
    const clock = new FakeClock();
    let state: SuggestionsState = { status: 'idle' };
    const typing = new TypingSuggestions(api, clock, (next) => (state = next));
    for (let end = 1; end <= text.length; end++) typing.type(text.slice(0, end));
    clock.advance(SEARCH_RULES.debounceMs);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const settled = state as SuggestionsState;
    return settled.status === 'ready' ? settled.suggestions.map((suggestion) => suggestion.title) : [];
  }
}
