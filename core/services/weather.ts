// Weather (SPEC §1 and §3 subscription options): the 7-day forecast and the last 30 days' rainfall of the producing
// regions of each commodity, with the rainfall against the region's normal for those days.

/** A producing region the weather service follows, with the commodities it produces (home commodity ids). */
export interface WeatherRegion {
  id: string;
  name: string;
  /** The state (UF) the region is in. */
  state: string;
  commodities: readonly number[];
}

/** The producing regions, from north to south (soy 16, corn 13, cotton 3, sugar & ethanol 1, coffee 7, cattle 6, wheat 21, rice 4, beans 11). */
export const WEATHER_REGIONS: readonly WeatherRegion[] = [
  { id: 'balsas', name: 'Balsas', state: 'MA', commodities: [16, 13] },
  { id: 'luis-eduardo-magalhaes', name: 'Luís Eduardo Magalhães', state: 'BA', commodities: [16, 3, 13] },
  { id: 'sorriso', name: 'Sorriso', state: 'MT', commodities: [16, 13, 3] },
  { id: 'rio-verde', name: 'Rio Verde', state: 'GO', commodities: [16, 13, 6] },
  { id: 'sul-de-minas', name: 'Sul de Minas', state: 'MG', commodities: [7, 11] },
  { id: 'ribeirao-preto', name: 'Ribeirão Preto', state: 'SP', commodities: [1, 16] },
  { id: 'dourados', name: 'Dourados', state: 'MS', commodities: [16, 13, 1, 6] },
  { id: 'cascavel', name: 'Cascavel', state: 'PR', commodities: [16, 13, 21, 11] },
  { id: 'passo-fundo', name: 'Passo Fundo', state: 'RS', commodities: [16, 21, 13] },
  { id: 'uruguaiana', name: 'Uruguaiana', state: 'RS', commodities: [4, 6] },
];

/** How many days a forecast covers, and the days the rainfall adds up. */
export const FORECAST_DAYS = 7;
export const RAINFALL_DAYS = 30;

/** One day of a forecast: temperatures in °C, rain in mm and its chance in per cent. */
export interface ForecastDay {
  /** YYYY-MM-DD. */
  day: string;
  minC: number;
  maxC: number;
  rainMm: number;
  rainChance: number;
}

/** The weather of one region: its forecast, and the rain of the last 30 days against their normal. */
export interface RegionWeather {
  region: string;
  name: string;
  state: string;
  commodities: number[];
  forecast: ForecastDay[];
  /** Rain of the last 30 days, in mm. */
  rainfall30Mm: number;
  /** The normal (climatological average) of those 30 days, in mm. */
  normal30Mm: number;
}

/** The query of GET services/weather: one commodity's regions, or every region. */
export interface WeatherQuery {
  commodity?: number;
}

/** The answer of GET services/weather. `issuedAt`: the forecast's run (ISO instant). */
export interface WeatherReport {
  issuedAt: string;
  source: string;
  regions: RegionWeather[];
}

/** The regions that produce a commodity (every region without one), in the list's order. */
export function weatherRegionsFor(commodity?: number): WeatherRegion[] {
  return WEATHER_REGIONS.filter((region) => commodity === undefined || region.commodities.includes(commodity));
}

/** The commodities some region produces (the weather page's filter), in the order first met. */
export function weatherCommodities(): number[] {
  return [...new Set(WEATHER_REGIONS.flatMap((region) => region.commodities))];
}

/** How the last 30 days' rain compares with their normal. */
export type RainfallClass = 'dry' | 'normal' | 'wet';

/** The rain against its normal in per cent (100: normal), rounded; a normal of 0 counts any rain as wet. */
export function rainfallPercentOfNormal(rainMm: number, normalMm: number): number {
  if (normalMm <= 0) return rainMm > 0 ? Infinity : 100;
  return Math.round((rainMm / normalMm) * 100);
}

/** Dry under 70 % of the normal, wet over 130 %, normal between (both limits included in normal), unrounded. */
export function rainfallClass(rainMm: number, normalMm: number): RainfallClass {
  if (normalMm <= 0) return rainMm > 0 ? 'wet' : 'normal';
  const ratio = rainMm / normalMm;
  return ratio < 0.7 ? 'dry' : ratio > 1.3 ? 'wet' : 'normal';
}

/** The rain a forecast adds up to over its days, in mm (one decimal). */
export function forecastRainMm(forecast: readonly ForecastDay[]): number {
  return Math.round(forecast.reduce((sum, day) => sum + day.rainMm, 0) * 10) / 10;
}
