import { describe, expect, it } from 'vitest';
import {
  SERVICES_FIELD_MESSAGES,
  CATALOGUES,
  cataloguesWith,
  type FieldIssue,
  ASK_ANALYST_QUESTION_MAX,
  askAnalystAvailability,
  askAnalystDefaults,
  AskAnalystUseCase,
  FormIssuesError,
  filterLineUp,
  lineUpTotals,
  lineUpValues,
  sortLineUp,
  VESSEL_STATUSES,
  type LineUpVessel,
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  freightCost,
  isFreightProduct,
  QuoteFreightUseCase,
  validateFreight,
  isIssueKey,
  isServiceOption,
  issueText,
  mayUseService,
  QUESTIONS_EXHAUSTED,
  SERVICE_OPTIONS,
  validateAskAnalyst,
  type AskAnalystInput,
  forecastRainMm,
  rainfallClass,
  rainfallPercentOfNormal,
  WEATHER_REGIONS,
  weatherCommodities,
  weatherRegionsFor,
} from '../../core';
import { FakeServicesApi } from '../fakes/fake-services-api';

/** Each locale's catalogue with the area's field messages, as its forms and the server word them. */
const TEXTS = cataloguesWith(SERVICES_FIELD_MESSAGES);

const good: AskAnalystInput = {
  email: ' mariana@fazenda.example ',
  name: ' Mariana ',
  question: '  Como fica o milho em março?  ',
  commodity: '13',
};

describe('ask the analyst: the form', () => {
  it('accepts a well-filled form', () => {
    expect(validateAskAnalyst(good)).toEqual([]);
  });

  it('needs every field, in the order of the form', () => {
    expect(validateAskAnalyst({ email: '', name: ' ', question: '', commodity: '' })).toEqual([
      { field: 'email', message: 'required' },
      { field: 'name', message: 'required' },
      { field: 'question', message: 'required' },
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
  });

  it('needs a well-formed e-mail and a commodity id', () => {
    expect(validateAskAnalyst({ ...good, email: 'mariana@', commodity: 'soja' })).toEqual([
      { field: 'email', message: 'invalidEmail' },
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
    expect(validateAskAnalyst({ ...good, commodity: '0' })).toEqual([
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
  });

  it('takes a question of at most 2000 characters, blanks around it not counted', () => {
    expect(validateAskAnalyst({ ...good, question: ` ${'a'.repeat(ASK_ANALYST_QUESTION_MAX)} ` })).toEqual([]);
    expect(validateAskAnalyst({ ...good, question: 'a'.repeat(ASK_ANALYST_QUESTION_MAX + 1) })).toEqual([
      { field: 'question', message: 'services.questionTooLong' },
    ]);
  });

  it("has its messages in every locale, PtPt's own, in a catalogue that holds the area's messages", () => {
    expect(isIssueKey('services.chooseOne', CATALOGUES.PtBr)).toBe(false);
    expect(() => issueText({ field: 'commodity', message: 'services.chooseOne' }, CATALOGUES.EsAr)).toThrow(
      /services\.chooseOne/,
    );
    expect(isIssueKey('services.chooseOne', TEXTS.PtBr)).toBe(true);
    expect(issueText({ field: 'commodity', message: 'services.chooseOne' }, TEXTS.EsAr)).toBe('Elegí una opción');
    expect(issueText({ field: 'question', message: 'services.questionTooLong' }, TEXTS.EnEu)).toBe(
      'The question must have at most 2000 characters',
    );
    expect(QUESTIONS_EXHAUSTED.PtPt).toBe('Já não tem perguntas ao analista disponíveis este mês');
    expect(QUESTIONS_EXHAUSTED.PtPt).not.toBe(QUESTIONS_EXHAUSTED.PtBr);
  });

  it('types the keys of its messages: a misspelled one fails the type check, and the catalogue is left as it was', () => {
    const typed: FieldIssue = { field: 'question', message: 'services.questionTooLong' };
    // @ts-expect-error: the services area has no message 'services.questionTooLon'.
    const misspelled: FieldIssue = { field: 'question', message: 'services.questionTooLon' };
    expect(issueText(typed, TEXTS.PtBr)).toBe('A pergunta deve ter no máximo 2000 caracteres');
    expect(() => issueText(misspelled, TEXTS.PtBr)).toThrow();
    expect(CATALOGUES.PtBr.fields).toBeUndefined();
  });

  it("starts with the user's e-mail and name", () => {
    expect(askAnalystDefaults({ email: 'a@b.example', nome: 'Ana' })).toEqual({
      email: 'a@b.example',
      name: 'Ana',
      question: '',
      commodity: '',
    });
    expect(askAnalystDefaults(null)).toEqual({ email: '', name: '', question: '', commodity: '' });
  });
});

describe('ask the analyst: sending', () => {
  it('sends the question trimmed, with the commodity as a number, and answers the questions left', async () => {
    const api = new FakeServicesApi();
    await expect(new AskAnalystUseCase(api).execute(good)).resolves.toEqual({ available: 2 });
    expect(api.sent).toEqual([
      { email: 'mariana@fazenda.example', name: 'Mariana', question: 'Como fica o milho em março?', commodity: 13 },
    ]);
  });

  it('sends nothing when the form breaks a rule', async () => {
    const api = new FakeServicesApi();
    await expect(new AskAnalystUseCase(api).execute({ ...good, commodity: '' })).rejects.toBeInstanceOf(
      FormIssuesError,
    );
    expect(api.sent).toEqual([]);
  });

  it('after the last question the entry opens the contact dialog', async () => {
    const api = new FakeServicesApi();
    api.used = 2;
    const { available } = await new AskAnalystUseCase(api).execute(good);
    expect(askAnalystAvailability(available)).toEqual({ kind: 'contact-dialog' });
  });
});

describe('service options', () => {
  it('names the services of the area', () => {
    expect(SERVICE_OPTIONS).toEqual([
      'ask-analyst',
      'freight-calculator',
      'ship-line-up',
      'weather',
      'open-line',
      'monthly-teleconference',
      'consulting',
    ]);
    expect(isServiceOption('weather')).toBe(true);
    expect(isServiceOption('quotes')).toBe(false);
  });

  it("a service is open only when the user's options include it", () => {
    expect(mayUseService(['ask-analyst'], 'ask-analyst')).toBe(true);
    expect(mayUseService([], 'ask-analyst')).toBe(false);
    expect(mayUseService(['weather'], 'ask-analyst')).toBe(false);
  });
});

describe('freight calculator: the formula', () => {
  const road = { distanceKm: 1950, ratePerTonneKm: 0.105, terminalFeePerTonne: 12 };

  it('prices a tonne as distance × rate × product factor + terminal fee, and the total as that times the tonnes', () => {
    // 1950 × 0.105 × 1 + 12 = 216.75
    expect(freightCost(road, 'soy', 1000)).toEqual({ costPerTonne: 216.75, total: 216_750, productFactor: 1 });
    // 1950 × 0.105 × 1.2 + 12 = 257.70
    expect(freightCost(road, 'cotton', 30)).toEqual({ costPerTonne: 257.7, total: 7731, productFactor: 1.2 });
  });

  it('rounds the cost per tonne to cents before the total', () => {
    // 1000 × 0.0777 × 1.03 + 0 = 80.031 → 80.03; × 3 = 240.09
    expect(freightCost({ distanceKm: 1000, ratePerTonneKm: 0.0777, terminalFeePerTonne: 0 }, 'soymeal', 3)).toEqual({
      costPerTonne: 80.03,
      total: 240.09,
      productFactor: 1.03,
    });
  });

  it('knows its products and modes', () => {
    expect(Object.keys(FREIGHT_PRODUCTS)).toEqual([
      'soy',
      'corn',
      'soymeal',
      'sugar',
      'fertilizer',
      'coffee',
      'cotton',
    ]);
    expect(FREIGHT_MODES).toEqual(['road', 'rail']);
    expect(isFreightProduct('coffee')).toBe(true);
    expect(isFreightProduct('toString')).toBe(false);
  });
});

describe('freight calculator: the form', () => {
  const good = { origin: 'sorriso-mt', destination: 'santos-sp', product: 'soy', tonnage: '1000', mode: 'rail' };

  it('accepts a well-filled form', () => {
    expect(validateFreight(good)).toEqual([]);
  });

  it('needs every choice made', () => {
    expect(validateFreight({ origin: '', destination: '', product: '', tonnage: '', mode: '' })).toEqual([
      { field: 'origin', message: 'services.chooseOne' },
      { field: 'destination', message: 'services.chooseOne' },
      { field: 'product', message: 'services.chooseOne' },
      { field: 'tonnage', message: 'services.invalidTonnage' },
      { field: 'mode', message: 'services.chooseOne' },
    ]);
  });

  it('needs a destination other than the origin', () => {
    expect(validateFreight({ ...good, destination: 'sorriso-mt' })).toEqual([
      { field: 'destination', message: 'services.sameOriginAndDestination' },
    ]);
  });

  it.each(['0', '-5', '1.5', '1e3', '100001', 'dez', ' '])('refuses %j tonnes', (tonnage) => {
    expect(validateFreight({ ...good, tonnage })).toEqual([{ field: 'tonnage', message: 'services.invalidTonnage' }]);
  });

  it.each(['1', '100000', ' 250 '])('takes %j tonnes', (tonnage) => {
    expect(validateFreight({ ...good, tonnage })).toEqual([]);
  });

  it('takes only its products and modes', () => {
    expect(validateFreight({ ...good, product: 'gold', mode: 'air' })).toEqual([
      { field: 'product', message: 'services.chooseOne' },
      { field: 'mode', message: 'services.chooseOne' },
    ]);
  });

  it('has its messages in every locale', () => {
    expect(issueText({ message: 'services.invalidTonnage' }, TEXTS.EsAr)).toBe(
      'Ingresá de 1 a 100000 toneladas, en números enteros',
    );
    expect(issueText({ message: 'services.sameOriginAndDestination' }, TEXTS.PtPt)).toBe(
      'O destino tem de ser diferente da origem',
    );
  });

  it('quotes a good form through the table, with numbers, and sends nothing for a bad one', async () => {
    const api = new FakeServicesApi();
    api.userOptions = ['freight-calculator'];
    const quote = await new QuoteFreightUseCase(api).execute({ ...good, tonnage: ' 1000 ' });
    // 1900 × 0.072 × 1 + 28 = 164.80
    expect(quote).toMatchObject({ costPerTonne: 164.8, total: 164_800, mode: 'rail', tonnage: 1000 });
    expect(api.quotes).toEqual([
      { origin: 'sorriso-mt', destination: 'santos-sp', product: 'soy', tonnage: 1000, mode: 'rail' },
    ]);
    await expect(new QuoteFreightUseCase(api).execute({ ...good, tonnage: '0' })).rejects.toBeInstanceOf(
      FormIssuesError,
    );
    expect(api.quotes).toHaveLength(1);
  });
});

describe('ship line-up', () => {
  const vessel = (id: string, extra: Partial<LineUpVessel>): LineUpVessel => ({
    id,
    vessel: `Ship ${id}`,
    port: 'Santos',
    berth: 'TGG 1',
    product: 'soy',
    tonnage: 60_000,
    expected: '2026-11-23',
    status: 'expected',
    ...extra,
  });
  const vessels = [
    vessel('a', {
      vessel: 'Cape Araguaia',
      product: 'corn',
      tonnage: 72_500,
      status: 'loading',
      expected: '2026-11-22',
    }),
    vessel('b', { vessel: 'Amazon Spirit', port: 'Itaqui', tonnage: 75_000, status: 'loading' }),
    vessel('c', {
      vessel: 'Star Paulista',
      product: 'sugar',
      tonnage: 48_000,
      status: 'berthed',
      expected: '2026-11-25',
    }),
    vessel('d', { vessel: 'Ocean Harvest', tonnage: 66_000, status: 'sailed', expected: '2026-11-19' }),
  ];

  it('filters by port, product and status together; an empty filter keeps all', () => {
    expect(filterLineUp(vessels, {}).map((v) => v.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterLineUp(vessels, { port: 'Santos', product: 'soy' }).map((v) => v.id)).toEqual(['d']);
    expect(filterLineUp(vessels, { status: 'loading' }).map((v) => v.id)).toEqual(['a', 'b']);
    expect(filterLineUp(vessels, { port: 'Santos', status: '' }).map((v) => v.id)).toEqual(['a', 'c', 'd']);
  });

  it('sorts by numbers, by the order of a call and by text, either way, ties by day then name', () => {
    expect(sortLineUp(vessels, 'tonnage').map((v) => v.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(sortLineUp(vessels, 'tonnage', true).map((v) => v.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(sortLineUp(vessels, 'status').map((v) => v.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortLineUp(vessels, 'vessel').map((v) => v.vessel)).toEqual([
      'Amazon Spirit',
      'Cape Araguaia',
      'Ocean Harvest',
      'Star Paulista',
    ]);
    expect(sortLineUp(vessels, 'expected').map((v) => v.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(vessels.map((v) => v.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('totals the tonnage and vessels of each product, the largest first', () => {
    expect(lineUpTotals(vessels)).toEqual([
      { product: 'soy', tonnage: 141_000, vessels: 2 },
      { product: 'corn', tonnage: 72_500, vessels: 1 },
      { product: 'sugar', tonnage: 48_000, vessels: 1 },
    ]);
    expect(lineUpTotals([])).toEqual([]);
  });

  it('lists the ports and products to filter by', () => {
    expect(lineUpValues(vessels, 'port')).toEqual(['Itaqui', 'Santos']);
    expect(lineUpValues(vessels, 'product')).toEqual(['corn', 'soy', 'sugar']);
    expect(VESSEL_STATUSES).toEqual(['expected', 'anchored', 'berthed', 'loading', 'sailed']);
  });
});

describe('weather', () => {
  it("keeps a commodity's producing regions, in the list's order, and every region without one", () => {
    expect(weatherRegionsFor(7).map((region) => region.id)).toEqual(['sul-de-minas']);
    expect(weatherRegionsFor(21).map((region) => region.id)).toEqual(['cascavel', 'passo-fundo']);
    expect(weatherRegionsFor(16).every((region) => region.commodities.includes(16))).toBe(true);
    expect(weatherRegionsFor()).toHaveLength(WEATHER_REGIONS.length);
    // A commodity no followed region produces has none.
    expect(weatherRegionsFor(12)).toEqual([]);
  });

  it('offers in its filter each commodity some region produces, once', () => {
    const commodities = weatherCommodities();
    expect(new Set(commodities).size).toBe(commodities.length);
    for (const commodity of commodities) expect(weatherRegionsFor(commodity).length).toBeGreaterThan(0);
    expect(commodities).not.toContain(12);
  });

  it('compares the rain with its normal: dry under 70 %, wet over 130 %, the limits normal', () => {
    expect(rainfallPercentOfNormal(50, 200)).toBe(25);
    expect(rainfallClass(139, 200)).toBe('dry');
    expect(rainfallClass(140, 200)).toBe('normal');
    expect(rainfallClass(260, 200)).toBe('normal');
    expect(rainfallClass(261, 200)).toBe('wet');
    // A normal of nothing (a dry season's days): any rain is above it, none is within it.
    expect(rainfallClass(3, 0)).toBe('wet');
    expect(rainfallClass(0, 0)).toBe('normal');
  });

  it("adds up a forecast's rain to one decimal", () => {
    const day = (rainMm: number) => ({ day: '2026-11-23', minC: 20, maxC: 31, rainMm, rainChance: 60 });
    expect(forecastRainMm([day(0.1), day(0.2), day(12.35)])).toBe(12.7);
    expect(forecastRainMm([])).toBe(0);
  });
});
