// The texts the server writes about instruments in every language: each market's name and each price's method.
import { type Translations, inEveryLocale as t } from '../kernel/errors/catalogue';
import { type Locale } from '../kernel/locale';
import { type Instrument, type Market } from './instruments';

/** The name of each market (the quotes menu and the module's tabs). */
export const MARKET_NAMES: Readonly<Record<Market, Translations>> = /* @__PURE__ */ (() => ({
  futures: t('Mercado futuro', 'Futures market', 'Mercado de futuros', 'Mercado de futuros', 'Mercado de futuros'),
  physical: t('Mercado físico', 'Physical market', 'Mercado físico', 'Mercado físico', 'Mercado físico'),
  indicators: t('Indicadores', 'Indicators', 'Indicadores', 'Indicadores', 'Indicadores'),
  fx: t('Câmbio', 'Exchange rates', 'Tipos de cambio', 'Cotización del dólar', 'Câmbio'),
}))();

type Template = (place: string, unit: string, extra: string) => string;

const METHODS: Readonly<Record<Instrument['method'], Readonly<Record<Locale, Template>>>> = {
  settlement: {
    PtBr: (p, u, x) => `Ajuste diário do ${x}º vencimento na ${p}, ${u}; no pregão, último negócio`,
    EnEu: (p, u, x) =>
      `Daily settlement of the ${x === '1' ? 'nearest' : 'second'} contract month on ${p}, ${u}; during the session, the last trade`,
    EsEs: (p, u, x) => `Ajuste diario del ${x}.º vencimiento en ${p}, ${u}; durante la sesión, la última operación`,
    EsAr: (p, u, x) => `Ajuste diario de la ${x}.ª posición en ${p}, ${u}; durante la rueda, el último negocio`,
    PtPt: (p, u, x) =>
      `Preço de liquidação diário do ${x}.º vencimento na ${p}, ${u}; durante a sessão, o último negócio`,
  },
  'physical-average': {
    PtBr: (p, u) => `Média dos preços físicos em ${p}, ${u}, fechamento diário`,
    EnEu: (p, u) => `Average of physical prices in ${p}, ${u}, daily close`,
    EsEs: (p, u) => `Promedio de los precios físicos en ${p}, ${u}, cierre diario`,
    EsAr: (p, u) => `Promedio de los precios del disponible en ${p}, ${u}, cierre diario`,
    PtPt: (p, u) => `Média dos preços físicos em ${p}, ${u}, fecho diário`,
  },
  indicator: {
    PtBr: (p, u) => `Indicador diário ponderado pelos negócios em ${p}, ${u}, publicado às 18h`,
    EnEu: (p, u) => `Daily indicator weighted by trades in ${p}, ${u}, published at 18:00`,
    EsEs: (p, u) => `Indicador diario ponderado por las operaciones en ${p}, ${u}, publicado a las 18:00`,
    EsAr: (p, u) => `Indicador diario ponderado por los negocios en ${p}, ${u}, publicado a las 18`,
    PtPt: (p, u) => `Indicador diário ponderado pelos negócios em ${p}, ${u}, publicado às 18h00`,
  },
  'fx-close': {
    PtBr: (_p, u) => `Taxa de câmbio à vista, ${u}; no pregão, última taxa, depois o fechamento`,
    EnEu: (_p, u) => `Spot exchange rate, ${u}; during the session the last rate, then the close`,
    EsEs: (_p, u) => `Tipo de cambio al contado, ${u}; durante la sesión el último, después el cierre`,
    EsAr: (_p, u) => `Cotización al contado, ${u}; durante la rueda la última, después el cierre`,
    PtPt: (_p, u) => `Taxa de câmbio à vista, ${u}; durante a sessão a última taxa, depois o fecho`,
  },
  index: {
    PtBr: (p, u) => `Índice diário de preços em ${p}, ${u}, base 100 em 2 jan. 2023`,
    EnEu: (p, u) => `Daily price index for ${p}, ${u}, 2 Jan 2023 = 100`,
    EsEs: (p, u) => `Índice diario de precios en ${p}, ${u}, base 100 el 2 ene. 2023`,
    EsAr: (p, u) => `Índice diario de precios en ${p}, ${u}, base 100 el 2 ene. 2023`,
    PtPt: (p, u) => `Índice diário de preços em ${p}, ${u}, base 100 em 2 jan. 2023`,
  },
};

/** How an instrument's price is made, in a locale (e.g. 'Average of physical prices in Paranaguá (PR), BRL/60 kg, daily close'). */
export function methodText(instrument: Instrument, locale: Locale): string {
  return METHODS[instrument.method][locale](
    instrument.place,
    instrument.unit,
    String(instrument.contract?.position ?? 1),
  );
}
