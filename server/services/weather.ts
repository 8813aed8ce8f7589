// The weather service's seeded data: each producing region's climate (monthly normals of rain and temperature, by
// climate type), and its days drawn from those normals by a generator seeded with the region and the day. The same day
// of a region always gets the same weather, so the last 30 days' rain is stable from one reading to the next, and a
// forecast day becomes, once past, the rain counted for that day.
import {
  FORECAST_DAYS,
  type ForecastDay,
  hashText,
  RAINFALL_DAYS,
  type RegionWeather,
  seededRandom,
  type WeatherRegion,
  type WeatherReport,
} from '../../core';

/** The monthly normals of a climate, January first: rain in mm per month, mean maximum and minimum in °C. */
interface Climate {
  rainMm: readonly number[];
  maxC: readonly number[];
  minC: readonly number[];
}

/** The climates of the producing regions (normals of the kind INMET publishes for 1991–2020, rounded). */
const CLIMATES = {
  // Cerrado: a rainy season from October to April, a dry winter.
  savanna: {
    rainMm: [260, 230, 220, 120, 40, 10, 5, 10, 50, 130, 200, 250],
    maxC: [31, 31, 31, 32, 32, 32, 33, 35, 35, 34, 32, 31],
    minC: [21, 21, 21, 20, 17, 15, 14, 16, 19, 21, 21, 21],
  },
  // Highlands of the southeast: a wet summer, a cool dry winter.
  highland: {
    rainMm: [270, 200, 170, 70, 50, 25, 20, 25, 60, 130, 180, 250],
    maxC: [29, 30, 29, 28, 26, 25, 25, 27, 29, 29, 29, 29],
    minC: [18, 18, 17, 15, 12, 10, 10, 11, 14, 16, 17, 18],
  },
  // Subtropical west (MS, western PR): rain all year, less in winter.
  subtropical: {
    rainMm: [190, 170, 140, 120, 130, 100, 80, 70, 130, 190, 170, 190],
    maxC: [31, 31, 30, 28, 25, 23, 24, 26, 28, 29, 30, 31],
    minC: [20, 20, 19, 16, 13, 11, 11, 12, 14, 17, 18, 19],
  },
  // The far south: rain spread over the year, cold winters.
  south: {
    rainMm: [130, 130, 120, 140, 140, 150, 150, 140, 160, 170, 130, 120],
    maxC: [31, 30, 28, 24, 21, 18, 18, 20, 21, 24, 27, 30],
    minC: [19, 19, 17, 13, 10, 8, 7, 8, 10, 13, 15, 17],
  },
} as const satisfies Record<string, Climate>;

const CLIMATE_OF_STATE: Readonly<Record<string, keyof typeof CLIMATES>> = {
  MA: 'savanna',
  BA: 'savanna',
  MT: 'savanna',
  GO: 'savanna',
  MG: 'highland',
  SP: 'highland',
  MS: 'subtropical',
  PR: 'subtropical',
  RS: 'south',
};

/** Where the figures come from, as the page and the export show it. */
export const WEATHER_SOURCE = 'GFS (NOAA) · INMET 1991–2020';

const DAY_MS = 86_400_000;
const isoOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const round1 = (value: number) => Math.round(value * 10) / 10;

function climateOf(region: WeatherRegion): Climate {
  return CLIMATES[CLIMATE_OF_STATE[region.state] ?? 'subtropical'];
}

/** A month's normal rain spread over its days, in mm (the month of a YYYY-MM-DD day). */
function normalDayRainMm(climate: Climate, day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return climate.rainMm[month - 1]! / new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * One day of a region, drawn from its month's normals: a wet day more likely in a wet month; a wet day's rain
 * exponential around the month's mean over its wet days; a wet day cooler by day and milder by night.
 */
export function regionDay(region: WeatherRegion, day: string): ForecastDay {
  const climate = climateOf(region);
  const month = Number(day.slice(5, 7)) - 1;
  const random = seededRandom(hashText(`${region.id}:${day}`));
  const normalMm = normalDayRainMm(climate, day);
  const wetChance = Math.min(0.85, 0.08 + (climate.rainMm[month]! / 30) * 0.09);
  const wet = random() < wetChance;
  const rainMm = wet ? round1((normalMm / wetChance) * -Math.log(1 - random() * 0.98)) : 0;
  // The forecast's chance of rain: the day's odds, sharpened towards what happens.
  const rainChance = Math.round(Math.min(100, Math.max(0, wetChance * 100 + (wet ? 25 : -25) + (random() - 0.5) * 20)));
  const maxC = Math.round(climate.maxC[month]! + (random() - 0.5) * 4 - (wet ? 2 : 0));
  const minC = Math.min(maxC - 4, Math.round(climate.minC[month]! + (random() - 0.5) * 3 + (wet ? 1 : 0)));
  return { day, minC, maxC, rainMm, rainChance };
}

/** A region's weather on a day (YYYY-MM-DD, São Paulo time): the next 7 days and the 30 before that day. */
export function regionWeather(region: WeatherRegion, today: string): RegionWeather {
  const start = Date.parse(`${today}T00:00:00Z`);
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, index) =>
    regionDay(region, isoOf(start + index * DAY_MS)),
  );
  let rainfall = 0;
  let normal = 0;
  for (let back = 1; back <= RAINFALL_DAYS; back++) {
    const day = isoOf(start - back * DAY_MS);
    rainfall += regionDay(region, day).rainMm;
    normal += normalDayRainMm(climateOf(region), day);
  }
  return {
    region: region.id,
    name: region.name,
    state: region.state,
    commodities: [...region.commodities],
    forecast,
    rainfall30Mm: round1(rainfall),
    normal30Mm: round1(normal),
  };
}

/** The report of some regions on a day, issued by the forecast run of that day (00 UTC). */
export function weatherReport(regions: readonly WeatherRegion[], today: string): WeatherReport {
  return {
    issuedAt: `${today}T00:00:00.000Z`,
    source: WEATHER_SOURCE,
    regions: regions.map((region) => regionWeather(region, today)),
  };
}
