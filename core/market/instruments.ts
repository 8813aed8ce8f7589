// The seeded market instruments (SPEC §1: market quotes, futures market, physical market, indicators, exchange rate):
// each with its market, commodity, source, unit, currency, method and the trading session it follows.
import { type Locale } from '../kernel/locale';

/** The markets of the quotes module, each a tab and a table. */
export const MARKETS = ['futures', 'physical', 'indicators', 'fx'] as const;
/** A market. */
export type Market = (typeof MARKETS)[number];

/** The trading sessions an instrument follows (market hours in America/Sao_Paulo, see status.ts); daily: published once a day. */
export const SESSIONS = ['cbot', 'ice-sugar', 'ice-coffee', 'b3', 'fx', 'daily'] as const;
/** A trading session. */
export type Session = (typeof SESSIONS)[number];

/** How a price is made, so its method can be written in every language (messages.ts). */
export type MethodKind = 'settlement' | 'physical-average' | 'indicator' | 'fx-close' | 'index';

/** What the seed needs to walk an instrument: its level at the anchor, daily volatility and yearly drift of its mean. */
export interface WalkParams {
  base: number;
  /** Daily standard deviation of the log price. */
  vol: number;
  /** Yearly drift of the mean level, as a log rate (0: none). */
  drift?: number;
  /** Decimals kept. */
  decimals: number;
  /** Typical daily volume in contracts (futures only). */
  volume?: number;
}

/** One instrument. Names are per language family; `place` names the region, port or exchange. */
export interface Instrument {
  id: string;
  market: Market;
  /** The commodity (SPEC §3 id) whose rights open it; 0 for exchange rates (any quotes right). */
  commodity: number;
  name: { pt: string; en: string; es: string };
  place: string;
  source: string;
  /** The unit, as shown beside the number (e.g. 'BRL/60 kg', 'USc/bu'). */
  unit: string;
  /** ISO 4217 code of the price's currency (USX: US cents). */
  currency: string;
  method: MethodKind;
  session: Session;
  /** Futures: the exchange symbol root and the contract months (letters F G H J K M N Q U V X Z), position 1 or 2. */
  contract?: { root: string; months: string; position: 1 | 2 };
  walk: WalkParams;
}

const bag60 = 'BRL/60 kg';
type Names = Instrument['name'];
const n = (pt: string, en: string, es: string): Names => ({ pt, en, es });

const future = (
  id: string,
  commodity: number,
  name: Names,
  root: string,
  months: string,
  position: 1 | 2,
  place: string,
  unit: string,
  currency: string,
  session: Session,
  walk: WalkParams,
): Instrument => ({
  id,
  market: 'futures',
  commodity,
  name,
  place,
  source: place,
  unit,
  currency,
  method: 'settlement',
  session,
  contract: { root, months, position },
  walk,
});

const physical = (
  id: string,
  commodity: number,
  name: Names,
  place: string,
  unit: string,
  walk: WalkParams,
): Instrument => ({
  id,
  market: 'physical',
  commodity,
  name,
  place,
  source: 'Celeiro Pesquisa',
  unit,
  currency: 'BRL',
  method: 'physical-average',
  session: 'daily',
  walk,
});

const indicator = (
  id: string,
  commodity: number,
  name: Names,
  place: string,
  unit: string,
  currency: string,
  walk: WalkParams,
  method: MethodKind = 'indicator',
): Instrument => ({
  id,
  market: 'indicators',
  commodity,
  name,
  place,
  source: 'Celeiro Indicadores',
  unit,
  currency,
  method,
  session: 'daily',
  walk,
});

const fx = (id: string, name: Names, unit: string, currency: string, walk: WalkParams): Instrument => ({
  id,
  market: 'fx',
  commodity: 0,
  name,
  place: 'B3 / BCRA',
  source: 'Celeiro Câmbio',
  unit,
  currency,
  method: 'fx-close',
  session: 'fx',
  walk,
});

const SOY = n('Soja', 'Soybeans', 'Soja');
const CORN = n('Milho', 'Corn', 'Maíz');

/** Every seeded instrument, in table order within its market. */
export const INSTRUMENTS: readonly Instrument[] = /* @__PURE__ */ (() => [
  // Futures: Chicago (CBOT) in US cents per bushel, ICE sugar and coffee in US cents per pound, B3 in reais.
  future('ZS1', 23, SOY, 'ZS', 'FHKNQUX', 1, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 1480,
    vol: 0.014,
    drift: -0.1,
    decimals: 2,
    volume: 180_000,
  }),
  future('ZS2', 23, SOY, 'ZS', 'FHKNQUX', 2, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 1470,
    vol: 0.013,
    drift: -0.1,
    decimals: 2,
    volume: 90_000,
  }),
  future('ZC1', 23, CORN, 'ZC', 'HKNUZ', 1, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 660,
    vol: 0.016,
    drift: -0.1,
    decimals: 2,
    volume: 250_000,
  }),
  future('ZC2', 23, CORN, 'ZC', 'HKNUZ', 2, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 650,
    vol: 0.015,
    drift: -0.1,
    decimals: 2,
    volume: 120_000,
  }),
  future('ZW1', 23, n('Trigo', 'Wheat', 'Trigo'), 'ZW', 'HKNUZ', 1, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 760,
    vol: 0.019,
    drift: -0.1,
    decimals: 2,
    volume: 110_000,
  }),
  future('ZW2', 23, n('Trigo', 'Wheat', 'Trigo'), 'ZW', 'HKNUZ', 2, 'CBOT', 'USc/bu', 'USX', 'cbot', {
    base: 775,
    vol: 0.018,
    drift: -0.1,
    decimals: 2,
    volume: 50_000,
  }),
  future(
    'ZM1',
    17,
    n('Farelo de soja', 'Soybean meal', 'Harina de soja'),
    'ZM',
    'FHKNQUVZ',
    1,
    'CBOT',
    'USD/st',
    'USD',
    'cbot',
    { base: 450, vol: 0.016, drift: -0.12, decimals: 1, volume: 90_000 },
  ),
  future(
    'ZL1',
    17,
    n('Óleo de soja', 'Soybean oil', 'Aceite de soja'),
    'ZL',
    'FHKNQUVZ',
    1,
    'CBOT',
    'USc/lb',
    'USX',
    'cbot',
    { base: 63, vol: 0.018, drift: -0.08, decimals: 2, volume: 80_000 },
  ),
  future(
    'SB1',
    1,
    n('Açúcar demerara nº 11', 'Raw sugar No. 11', 'Azúcar crudo n.º 11'),
    'SB',
    'HKNV',
    1,
    'ICE US',
    'USc/lb',
    'USX',
    'ice-sugar',
    { base: 19.5, vol: 0.018, drift: -0.02, decimals: 2, volume: 95_000 },
  ),
  future(
    'KC1',
    7,
    n('Café arábica', 'Arabica coffee', 'Café arábica'),
    'KC',
    'HKNUZ',
    1,
    'ICE US',
    'USc/lb',
    'USX',
    'ice-coffee',
    { base: 165, vol: 0.021, drift: 0.16, decimals: 2, volume: 30_000 },
  ),
  future(
    'BGI1',
    6,
    n('Boi gordo', 'Live cattle', 'Novillo gordo'),
    'BGI',
    'FGHJKMNQUVXZ',
    1,
    'B3',
    'BRL/@',
    'BRL',
    'b3',
    { base: 290, vol: 0.011, drift: 0.02, decimals: 2, volume: 4_000 },
  ),
  future('CCM1', 13, n('Milho', 'Corn', 'Maíz'), 'CCM', 'FHKNUX', 1, 'B3', bag60, 'BRL', 'b3', {
    base: 88,
    vol: 0.013,
    drift: -0.08,
    decimals: 2,
    volume: 9_000,
  }),
  future('SJC1', 16, n('Soja', 'Soybeans', 'Soja'), 'SJC', 'FHKNQUX', 1, 'B3', 'USD/60 kg', 'USD', 'b3', {
    base: 31,
    vol: 0.013,
    drift: -0.08,
    decimals: 2,
    volume: 1_500,
  }),
  // Physical: averages of the prices gathered in each region or port.
  physical('SOJA-PGUA', 16, SOY, 'Paranaguá (PR)', bag60, { base: 178, vol: 0.012, drift: -0.07, decimals: 2 }),
  physical('SOJA-RGRANDE', 16, SOY, 'Rio Grande (RS)', bag60, { base: 176, vol: 0.012, drift: -0.07, decimals: 2 }),
  physical('SOJA-SORRISO', 16, SOY, 'Sorriso (MT)', bag60, { base: 150, vol: 0.013, drift: -0.07, decimals: 2 }),
  physical('SOJA-RVERDE', 16, SOY, 'Rio Verde (GO)', bag60, { base: 158, vol: 0.013, drift: -0.07, decimals: 2 }),
  physical('SOJA-CASCAVEL', 16, SOY, 'Cascavel (PR)', bag60, { base: 166, vol: 0.012, drift: -0.07, decimals: 2 }),
  physical('MILHO-CAMPINAS', 13, CORN, 'Campinas (SP)', bag60, { base: 86, vol: 0.013, drift: -0.08, decimals: 2 }),
  physical('MILHO-SORRISO', 13, CORN, 'Sorriso (MT)', bag60, { base: 66, vol: 0.015, drift: -0.08, decimals: 2 }),
  physical('MILHO-RVERDE', 13, CORN, 'Rio Verde (GO)', bag60, { base: 72, vol: 0.014, drift: -0.08, decimals: 2 }),
  physical('MILHO-CASCAVEL', 13, CORN, 'Cascavel (PR)', bag60, { base: 78, vol: 0.013, drift: -0.08, decimals: 2 }),
  physical('MILHO-PGUA', 13, CORN, 'Paranaguá (PR)', bag60, { base: 84, vol: 0.013, drift: -0.08, decimals: 2 }),
  physical(
    'CAFE-SULMINAS',
    7,
    n('Café arábica tipo 6', 'Arabica coffee type 6', 'Café arábica tipo 6'),
    'Sul de Minas (MG)',
    bag60,
    { base: 1050, vol: 0.018, drift: 0.18, decimals: 2 },
  ),
  physical(
    'CAFE-CERRADO',
    7,
    n('Café arábica cerrado', 'Cerrado arabica coffee', 'Café arábica del Cerrado'),
    'Cerrado Mineiro (MG)',
    bag60,
    { base: 1080, vol: 0.018, drift: 0.18, decimals: 2 },
  ),
  physical('CAFE-CONILON', 7, n('Café conilon', 'Conilon coffee', 'Café conilon'), 'Vitória (ES)', bag60, {
    base: 720,
    vol: 0.019,
    drift: 0.2,
    decimals: 2,
  }),
  physical('ACUCAR-SP', 1, n('Açúcar cristal', 'Crystal sugar', 'Azúcar cristal'), 'São Paulo (SP)', 'BRL/50 kg', {
    base: 148,
    vol: 0.011,
    drift: -0.02,
    decimals: 2,
  }),
  physical('BOI-SP', 6, n('Boi gordo', 'Finished cattle', 'Novillo gordo'), 'São Paulo (SP)', 'BRL/@', {
    base: 288,
    vol: 0.01,
    drift: 0.02,
    decimals: 2,
  }),
  physical('BOI-MT', 6, n('Boi gordo', 'Finished cattle', 'Novillo gordo'), 'Cuiabá (MT)', 'BRL/@', {
    base: 268,
    vol: 0.011,
    drift: 0.02,
    decimals: 2,
  }),
  physical('TRIGO-PR', 21, n('Trigo', 'Wheat', 'Trigo'), 'Norte do Paraná (PR)', 'BRL/t', {
    base: 1650,
    vol: 0.011,
    drift: -0.1,
    decimals: 2,
  }),
  physical('ARROZ-RS', 4, n('Arroz em casca', 'Paddy rice', 'Arroz cáscara'), 'Pelotas (RS)', 'BRL/50 kg', {
    base: 82,
    vol: 0.011,
    drift: 0.05,
    decimals: 2,
  }),
  physical('FEIJAO-SP', 11, n('Feijão carioca', 'Carioca beans', 'Poroto carioca'), 'São Paulo (SP)', bag60, {
    base: 290,
    vol: 0.017,
    decimals: 2,
  }),
  physical('ALGODAO-MT', 3, n('Algodão em pluma', 'Cotton lint', 'Algodón en fibra'), 'Rondonópolis (MT)', 'BRL/@', {
    base: 150,
    vol: 0.012,
    drift: -0.05,
    decimals: 2,
  }),
  physical('FRANGO-SP', 12, n('Frango resfriado', 'Chilled chicken', 'Pollo enfriado'), 'São Paulo (SP)', 'BRL/kg', {
    base: 7.6,
    vol: 0.01,
    decimals: 2,
  }),
  physical('SUINO-SC', 20, n('Suíno vivo', 'Live hog', 'Cerdo en pie'), 'Chapecó (SC)', 'BRL/kg', {
    base: 6.4,
    vol: 0.012,
    decimals: 2,
  }),
  physical('FARELO-PR', 17, n('Farelo de soja', 'Soybean meal', 'Harina de soja'), 'Ponta Grossa (PR)', 'BRL/t', {
    base: 2450,
    vol: 0.012,
    drift: -0.1,
    decimals: 2,
  }),
  // Daily indicators: one or more per commodity of the fixed list.
  indicator(
    'IND-ACUCAR',
    1,
    n('Indicador açúcar cristal', 'Crystal sugar indicator', 'Indicador azúcar cristal'),
    'São Paulo (SP)',
    'BRL/50 kg',
    'BRL',
    { base: 147, vol: 0.009, drift: -0.02, decimals: 2 },
  ),
  indicator(
    'IND-ETANOL',
    5,
    n('Indicador etanol hidratado', 'Hydrous ethanol indicator', 'Indicador etanol hidratado'),
    'Paulínia (SP)',
    'BRL/m³',
    'BRL',
    { base: 2900, vol: 0.013, decimals: 2 },
  ),
  indicator(
    'IND-ALGODAO',
    3,
    n('Indicador algodão', 'Cotton indicator', 'Indicador algodón'),
    'Brasil',
    'BRL/lb',
    'BRL',
    { base: 4.2, vol: 0.011, drift: -0.05, decimals: 4 },
  ),
  indicator(
    'IND-ARROZ',
    4,
    n('Indicador arroz', 'Rice indicator', 'Indicador arroz'),
    'Rio Grande do Sul',
    'BRL/50 kg',
    'BRL',
    { base: 83, vol: 0.01, drift: 0.05, decimals: 2 },
  ),
  indicator(
    'IND-BOI',
    6,
    n('Indicador boi gordo', 'Finished cattle indicator', 'Indicador novillo gordo'),
    'São Paulo (SP)',
    'BRL/@',
    'BRL',
    { base: 289, vol: 0.009, drift: 0.02, decimals: 2 },
  ),
  indicator(
    'IND-CAFE',
    7,
    n('Indicador café arábica', 'Arabica coffee indicator', 'Indicador café arábica'),
    'São Paulo (SP)',
    bag60,
    'BRL',
    { base: 1060, vol: 0.017, drift: 0.18, decimals: 2 },
  ),
  indicator('IND-FEIJAO', 11, n('Indicador feijão', 'Beans indicator', 'Indicador poroto'), 'Brasil', bag60, 'BRL', {
    base: 285,
    vol: 0.016,
    decimals: 2,
  }),
  indicator(
    'IND-FRANGO',
    12,
    n('Indicador frango', 'Chicken indicator', 'Indicador pollo'),
    'São Paulo (SP)',
    'BRL/kg',
    'BRL',
    { base: 7.5, vol: 0.009, decimals: 2 },
  ),
  indicator('IND-MILHO', 13, n('Indicador milho', 'Corn indicator', 'Indicador maíz'), 'Campinas (SP)', bag60, 'BRL', {
    base: 85,
    vol: 0.012,
    drift: -0.08,
    decimals: 2,
  }),
  indicator(
    'IND-SOJA',
    16,
    n('Indicador soja', 'Soybean indicator', 'Indicador soja'),
    'Paranaguá (PR)',
    bag60,
    'BRL',
    { base: 177, vol: 0.011, drift: -0.07, decimals: 2 },
  ),
  indicator(
    'IND-FARELO',
    17,
    n('Indicador farelo de soja', 'Soybean meal indicator', 'Indicador harina de soja'),
    'Brasil',
    'BRL/t',
    'BRL',
    { base: 2430, vol: 0.011, drift: -0.1, decimals: 2 },
  ),
  indicator(
    'IND-SUINO',
    20,
    n('Indicador suíno', 'Hog indicator', 'Indicador cerdo'),
    'Santa Catarina',
    'BRL/kg',
    'BRL',
    { base: 6.3, vol: 0.011, decimals: 2 },
  ),
  indicator('IND-TRIGO', 21, n('Indicador trigo', 'Wheat indicator', 'Indicador trigo'), 'Paraná', 'BRL/t', 'BRL', {
    base: 1640,
    vol: 0.01,
    drift: -0.1,
    decimals: 2,
  }),
  indicator('IND-UREIA', 201, n('Ureia CFR Brasil', 'Urea CFR Brazil', 'Urea CFR Brasil'), 'Brasil', 'USD/t', 'USD', {
    base: 520,
    vol: 0.014,
    drift: -0.12,
    decimals: 2,
  }),
  indicator(
    'IND-KCL',
    201,
    n('Cloreto de potássio CFR Brasil', 'Potash CFR Brazil', 'Cloruro de potasio CFR Brasil'),
    'Brasil',
    'USD/t',
    'USD',
    { base: 640, vol: 0.012, drift: -0.15, decimals: 2 },
  ),
  indicator(
    'IND-MAQ',
    202,
    n('Índice de máquinas agrícolas', 'Farm machinery price index', 'Índice de maquinaria agrícola'),
    'Brasil',
    'pts',
    'BRL',
    { base: 100, vol: 0.004, drift: 0.05, decimals: 2 },
    'index',
  ),
  // Exchange rates.
  fx('USDBRL', n('Dólar comercial', 'US dollar', 'Dólar estadounidense'), 'BRL/USD', 'BRL', {
    base: 5.35,
    vol: 0.008,
    decimals: 4,
  }),
  fx('EURBRL', n('Euro', 'Euro', 'Euro'), 'BRL/EUR', 'BRL', { base: 5.7, vol: 0.007, drift: 0.02, decimals: 4 }),
  fx(
    'USDARS',
    n('Dólar em pesos argentinos', 'US dollar in Argentine pesos', 'Dólar en pesos argentinos'),
    'ARS/USD',
    'ARS',
    { base: 178, vol: 0.006, drift: 0.56, decimals: 2 },
  ),
])();

/** The instruments by id. */
export const INSTRUMENT_BY_ID: ReadonlyMap<string, Instrument> = /* @__PURE__ */ new Map(
  INSTRUMENTS.map((i) => [i.id, i]),
);

/** The name of an instrument in a locale's language family. */
export function instrumentName(instrument: Instrument, locale: Locale): string {
  if (locale === 'EnEu') return instrument.name.en;
  if (locale === 'EsEs' || locale === 'EsAr') return instrument.name.es;
  return instrument.name.pt;
}
