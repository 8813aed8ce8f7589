import { describe, expect, it } from 'vitest';
import {
  EMPTY_REPORT_FILTERS,
  fullTextQuery,
  highlightSegments,
  parseSearch,
  rangesFromMarkers,
  searchAddressParams,
  searchFromAddress,
  searchQuery,
  SEARCH_RULES,
  SearchUseCase,
  TypingSuggestions,
  DateFilter,
  type SuggestionsState,
} from '../../core';
import { FakeClock } from '../fakes/fake-clock';
import { FakeSearchApi } from '../fakes/fake-search-api';

describe('the search query', () => {
  it('is trimmed, its blanks collapsed, cut at the longest query', () => {
    expect(parseSearch('   geada \n\t  café  ')?.text).toBe('geada café');
    expect(parseSearch('a'.repeat(500))?.text).toHaveLength(SEARCH_RULES.maxLength);
  });

  it('needs at least two letters or digits', () => {
    expect(parseSearch('')).toBeNull();
    expect(parseSearch('  g  ')).toBeNull();
    expect(parseSearch('!! ?? ""')).toBeNull();
    expect(parseSearch('go')).not.toBeNull();
    expect(parseSearch('a b')).not.toBeNull();
  });

  it('keeps words lower-cased and splits them on anything that is not a letter or a digit', () => {
    expect(parseSearch('Geada, CAFÉ; soja-2026')?.terms.map((term) => term.words)).toEqual([
      ['geada'],
      ['café'],
      ['soja'],
      ['2026'],
    ]);
  });

  it('takes quoted words as a phrase, typographic quotes too, an open quote running to the end', () => {
    expect(parseSearch('"geada negra" café')?.terms).toEqual([
      { words: ['geada', 'negra'], phrase: true, prefix: false },
      { words: ['café'], phrase: false, prefix: false },
    ]);
    expect(parseSearch('“preço do café”')?.terms[0]).toEqual({
      words: ['preço', 'do', 'café'],
      phrase: true,
      prefix: false,
    });
    expect(parseSearch('soja "porto de santos')?.terms[1]?.words).toEqual(['porto', 'de', 'santos']);
    // One quoted word is a word.
    expect(parseSearch('"geada"')?.terms).toEqual([{ words: ['geada'], phrase: false, prefix: false }]);
  });

  it('keeps at most eight words', () => {
    const words = parseSearch('um dois três quatro cinco seis sete oito nove dez')!.terms.flatMap((t) => t.words);
    expect(words).toHaveLength(SEARCH_RULES.maxWords);
    expect(words.at(-1)).toBe('oito');
  });

  it('while typing, the last word is a prefix until a blank, a quote or a mark ends it', () => {
    expect(parseSearch('geada caf', 'typing')?.terms.map((t) => t.prefix)).toEqual([false, true]);
    expect(parseSearch('geada caf ', 'typing')?.terms.map((t) => t.prefix)).toEqual([false, false]);
    expect(parseSearch('"geada neg', 'typing')?.terms[0]).toEqual({
      words: ['geada', 'neg'],
      phrase: true,
      prefix: true,
    });
    expect(parseSearch('"geada negra"', 'typing')?.terms[0]?.prefix).toBe(false);
    // Submitted, no word is a prefix.
    expect(parseSearch('geada caf')?.terms.map((t) => t.prefix)).toEqual([false, false]);
  });

  it('becomes a full-text query: every term, phrases in order, the typed word a prefix', () => {
    expect(fullTextQuery(parseSearch('geada café')!)).toBe("'geada' & 'café'");
    expect(fullTextQuery(parseSearch('"geada negra" caf', 'typing')!)).toBe("('geada' <-> 'negra') & 'caf':*");
    // Nothing of the text can break out of a lexeme: quotes, operators and backslashes are not words.
    expect(fullTextQuery(parseSearch("o'brien & | ! \\ :* <-> ()")!)).toBe("'o' & 'brien'");
  });
});

describe('highlights', () => {
  it("are read back from a headline's markers onto the text", () => {
    expect(rangesFromMarkers('⟦Geada⟧ atinge o ⟦café⟧', 'Geada atinge o café', '⟦', '⟧')).toEqual([
      { start: 0, end: 5 },
      { start: 15, end: 19 },
    ]);
  });

  it('are none when the markers do not fit the text (unbalanced, or another text)', () => {
    expect(rangesFromMarkers('⟦Geada atinge', 'Geada atinge', '⟦', '⟧')).toBeNull();
    expect(rangesFromMarkers('Geada⟧', 'Geada', '⟦', '⟧')).toBeNull();
    expect(rangesFromMarkers('⟦Geada⟧', 'Geadas', '⟦', '⟧')).toBeNull();
  });

  it('cut a text into pieces that put together are the text, whatever the ranges', () => {
    const text = 'Geada atinge o café';
    const cases = [
      [{ start: 0, end: 5 }],
      [
        { start: 15, end: 19 },
        { start: 0, end: 5 },
        { start: 3, end: 7 },
      ],
      [{ start: -4, end: 400 }],
      [],
    ];
    for (const ranges of cases) {
      const segments = highlightSegments(text, ranges);
      expect(segments.map((s) => s.text).join('')).toBe(text);
    }
    expect(highlightSegments(text, [{ start: 15, end: 19 }])).toEqual([
      { text: 'Geada atinge o ', marked: false },
      { text: 'café', marked: true },
    ]);
  });
});

describe('searching', () => {
  const clock = new FakeClock('2026-11-21T12:00:00Z');

  it('sends nothing for a text too short', async () => {
    const api = new FakeSearchApi();
    expect(
      await new SearchUseCase(api, clock).execute({ text: ' a ', page: 1, filters: EMPTY_REPORT_FILTERS }),
    ).toEqual({
      kind: 'too-short',
    });
    expect(api.searches).toEqual([]);
  });

  it('asks with the text as kept and the report filters, without an order (relevance first)', () => {
    const query = searchQuery(
      {
        text: '  geada   café ',
        page: 2,
        filters: { ...EMPTY_REPORT_FILTERS, commodity: 7, publicationType: 'news', dateFilter: DateFilter.ONE_WEEK },
      },
      clock,
    );
    expect(query).toEqual({
      q: 'geada café',
      commodity: 7,
      page: 2,
      pageSize: SEARCH_RULES.pageSize,
      publicationType: 'news',
      dateFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateTo: '2026-11-21',
    });
  });

  it('keeps the text, the filters and the page in the address, and reads them back', () => {
    const filters = { ...EMPTY_REPORT_FILTERS, commodity: 7, exclusive: true, publicationType: 'analysis' };
    const params = searchAddressParams('geada café', filters, 3);
    expect(params).toEqual([
      ['q', 'geada café'],
      ['publicationType', 'analysis'],
      ['commodity', '7'],
      ['exclusive', 'true'],
      ['page', '3'],
    ]);
    const address = new URLSearchParams(params);
    expect(searchFromAddress((name) => address.get(name))).toEqual({ text: 'geada café', page: 3, filters });
  });

  it('reads a malformed address as no filter, page 1', () => {
    const address = new URLSearchParams('q=soja&commodity=x&page=-2&mediaType=nope&dateFrom=ontem');
    expect(searchFromAddress((name) => address.get(name))).toEqual({
      text: 'soja',
      page: 1,
      filters: EMPTY_REPORT_FILTERS,
    });
  });
});

describe('suggestions while typing', () => {
  function setUp() {
    const clock = new FakeClock();
    const api = new FakeSearchApi()
      .add(1, { title: 'Geada atinge lavouras de café', dt_publish: '2026-11-20T10:00:00Z' })
      .add(2, { title: 'Soja sobe em Paranaguá', dt_publish: '2026-11-19T10:00:00Z' });
    const states: SuggestionsState[] = [];
    const typing = new TypingSuggestions(api, clock, (state) => states.push(state));
    return { clock, api, states, typing };
  }

  it('asks once typing pauses, the last word as a prefix', async () => {
    const { clock, api, states, typing } = setUp();
    typing.type('g');
    typing.type('ge');
    typing.type('gea');
    expect(api.suggestions).toEqual([]);
    clock.advance(SEARCH_RULES.debounceMs - 1);
    expect(api.suggestions).toEqual([]);
    clock.advance(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(api.suggestions).toEqual([{ q: 'gea' }]);
    expect(states.at(-1)).toMatchObject({ status: 'ready', text: 'gea', suggestions: [{ id: 1 }] });
  });

  it('clears them at once for a text too short', () => {
    const { clock, api, states, typing } = setUp();
    typing.type('g');
    clock.advance(SEARCH_RULES.debounceMs * 2);
    expect(api.suggestions).toEqual([]);
    expect(states).toEqual([{ status: 'idle' }]);
  });

  it('shows only the answer to the latest text, whatever order the answers come in', async () => {
    const { clock, api, states, typing } = setUp();
    api.held = true;
    typing.type('soj');
    clock.advance(SEARCH_RULES.debounceMs);
    typing.type('gea');
    clock.advance(SEARCH_RULES.debounceMs);
    await Promise.resolve();
    // The latest first, then the older one.
    api.releaseOne(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.releaseOne(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ready = states.filter((state) => state.status === 'ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ text: 'gea', suggestions: [{ id: 1 }] });
    expect(states.at(-1)).toMatchObject({ status: 'ready', text: 'gea' });
  });

  it('says when asking failed, keeping the text', async () => {
    const { clock, api, states, typing } = setUp();
    api.offline = true;
    typing.type('geada');
    clock.advance(SEARCH_RULES.debounceMs);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.at(-1)).toEqual({ status: 'failed', text: 'geada' });
  });

  it('forgets answers still to come once cancelled', async () => {
    const { clock, api, states, typing } = setUp();
    api.held = true;
    typing.type('geada');
    clock.advance(SEARCH_RULES.debounceMs);
    typing.cancel();
    await api.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.filter((state) => state.status === 'ready')).toEqual([]);
  });
});

describe('the fake search API keeps the rights', () => {
  it('never finds a locked item by a word only its body holds', async () => {
    const api = new FakeSearchApi()
      .add(1, { title: 'Frio no Sul de Minas', locked: true }, '<p>geada no café</p>')
      .add(2, { title: 'Frio no Sul de Minas', locked: false }, '<p>geada no café</p>');
    const page = await api.search({ q: 'geada cafe' });
    expect(page.items.map((item) => item.id)).toEqual([2]);
  });
});
