// Deterministic content of the reference server (a fixed-seed PRNG): a year of items of every publication
// type for every subject, authors, subscription plans and events. Generation is pure; insertion is batched.
import { count, getTableColumns, sql } from 'drizzle-orm';
import {
  attachmentPath,
  type ContentAttachment,
  DisclosureType,
  EventType,
  INSTRUMENTS,
  type Instrument,
  marketIsoDay,
  NewsImportance,
  Periodicity,
  type PlanTexts,
  type PlanTranslations,
  type Periodicity as PeriodicityCode,
  Priority,
  PublicationType,
  REPORT_TYPE_IDS,
  reportDate,
  seededBar,
  seededClose,
  seededRandom,
} from '../../core';
import { type Database } from '../db/database';
import {
  contentAuthors,
  contentBodies,
  contentItems,
  contentPlans,
  type NewContentBody,
  type NewContentItem,
} from '../db/tables';
import { SEED_SUBJECTS, type SeedSubject } from '../db/seed-data';
import { seededContentImage } from './images';

/** The number of items `npm start` seeds. */
export const FULL_CONTENT_ITEMS = 6000;

/** The fixed seed of the content generator. */
const CONTENT_SEED = 20_260_101;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (random: Random, p: number): boolean => random() < p;
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** The authors of the seeded content. */
export const SEED_AUTHORS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Ana Paula Ferreira' },
  { id: 2, name: 'Bruno Cavalcanti' },
  { id: 3, name: 'Camila Duarte' },
  { id: 4, name: 'Diego Martínez' },
  { id: 5, name: 'Eduarda Lopes' },
  { id: 6, name: 'Felipe Moraes' },
  { id: 7, name: 'Gabriela Rocha' },
  { id: 8, name: 'Henrique Bastos' },
  { id: 9, name: 'Isabel Ortega' },
  { id: 10, name: 'Jorge Almeida' },
  { id: 11, name: 'Luciana Prates' },
  { id: 12, name: 'Mateo Fernández' },
];

/**
 * The subscription plans; a user's plan is the one named by the signature (null types = every type). Name,
 * description and features are PtBr's, with their translations; the prices are in cents of reais.
 */
export const SEED_PLANS = [
  {
    id: 1,
    name: 'Gratuito',
    description: 'Conteúdo gratuito e pedido de demonstração de 7 dias.',
    monthlyPrice: 0,
    publicationTypes: [] as string[],
    commodities: [] as number[],
    features: ['Conteúdo gratuito', 'Ticker de notícias'],
    currency: 'BRL',
    translations: {
      EnEu: {
        name: 'Free',
        description: 'Free content and a 7-day demo on request.',
        features: ['Free content', 'News ticker'],
      },
      EsEs: {
        name: 'Gratuito',
        description: 'Contenido gratuito y solicitud de una demostración de 7 días.',
        features: ['Contenido gratuito', 'Ticker de noticias'],
      },
      EsAr: {
        name: 'Gratuito',
        description: 'Contenido gratuito y pedido de una demostración de 7 días.',
        features: ['Contenido gratuito', 'Ticker de noticias'],
      },
      PtPt: {
        name: 'Gratuito',
        description: 'Conteúdo gratuito e pedido de uma demonstração de 7 dias.',
        features: ['Conteúdo gratuito', 'Ticker de notícias'],
      },
    },
    listed: true,
  },
  {
    id: 2,
    name: 'Plano Grãos e Açúcar',
    description:
      'Açúcar e etanol, café, milho, soja e Chicago: análises, notícias, relatórios, flashes, newsletters e informativos.',
    monthlyPrice: 49_000,
    publicationTypes: [
      PublicationType.ANALYSIS,
      PublicationType.NEWS,
      PublicationType.REPORT,
      PublicationType.FLASH,
      PublicationType.NEWSLETTER,
      PublicationType.INFORMATIVE,
    ],
    commodities: [1, 7, 13, 16, 17, 23],
    features: ['Agência em tempo real', 'Análise Agro Hoje', 'Pergunte ao analista'],
    currency: 'BRL',
    translations: {
      EnEu: {
        name: 'Grains and Sugar plan',
        description:
          'Sugar and ethanol, coffee, corn, soy and Chicago: analyses, news, reports, flashes, newsletters and briefings.',
        features: ['Real-time news agency', 'The Agro Hoje analysis', 'Ask the analyst'],
      },
      EsEs: {
        name: 'Plan Granos y Azúcar',
        description:
          'Azúcar y etanol, café, maíz, soja y Chicago: análisis, noticias, informes, flashes, boletines e informativos.',
        features: ['Agencia en tiempo real', 'Análisis Agro Hoje', 'Pregunte al analista'],
      },
      EsAr: {
        name: 'Plan Granos y Azúcar',
        description:
          'Azúcar y etanol, café, maíz, soja y Chicago: análisis, noticias, informes, flashes, newsletters e informativos.',
        features: ['Agencia en tiempo real', 'Análisis Agro Hoje', 'Preguntale al analista'],
      },
      PtPt: {
        name: 'Plano Cereais e Açúcar',
        description:
          'Açúcar e etanol, café, milho, soja e Chicago: análises, notícias, relatórios, flashes, newsletters e informativos.',
        features: ['Agência em tempo real', 'Análise Agro Hoje', 'Pergunte ao analista'],
      },
    },
    listed: true,
  },
  {
    id: 3,
    name: 'Plano Proteína Animal',
    description: 'Boi, frango e suínos com estatísticas e dados de exportação.',
    monthlyPrice: 39_000,
    publicationTypes: null,
    commodities: [6, 12, 20],
    features: ['Estatísticas com exportação e importação', 'Mercado físico', 'Indicadores'],
    currency: 'BRL',
    translations: {
      EnEu: {
        name: 'Animal Protein plan',
        description: 'Cattle, chicken and pork, with statistics and export data.',
        features: ['Export and import statistics', 'Physical market', 'Indicators'],
      },
      EsEs: {
        name: 'Plan Proteína Animal',
        description: 'Vacuno, pollo y porcino, con estadísticas y datos de exportación.',
        features: ['Estadísticas de exportación e importación', 'Mercado físico', 'Indicadores'],
      },
      EsAr: {
        name: 'Plan Proteína Animal',
        description: 'Hacienda, pollo y cerdos, con estadísticas y datos de exportación.',
        features: ['Estadísticas de exportación e importación', 'Mercado físico', 'Indicadores'],
      },
      PtPt: {
        name: 'Plano Proteína Animal',
        description: 'Bovinos, frango e suínos, com estatísticas e dados de exportação.',
        features: ['Estatísticas de exportação e importação', 'Mercado físico', 'Indicadores'],
      },
    },
    listed: true,
  },
  {
    id: 4,
    name: 'Plano Corporativo',
    description:
      'Todas as commodities e todos os tipos de publicação, com TV, podcast, cursos e teleconferência mensal.',
    monthlyPrice: 129_000,
    publicationTypes: null,
    commodities: SEED_SUBJECTS.filter((s) => s.habilitado).map((s) => s.id),
    features: ['Todas as agências', 'TV e podcast', 'Cursos e palestras', 'Teleconferência mensal'],
    currency: 'BRL',
    translations: {
      EnEu: {
        name: 'Corporate plan',
        description:
          'Every commodity and every type of publication, with TV, podcast, courses and a monthly conference call.',
        features: ['Every news agency', 'TV and podcast', 'Courses and talks', 'Monthly conference call'],
      },
      EsEs: {
        name: 'Plan Corporativo',
        description:
          'Todas las materias primas y todos los tipos de publicación, con TV, pódcast, cursos y teleconferencia mensual.',
        features: ['Todas las agencias', 'TV y pódcast', 'Cursos y conferencias', 'Teleconferencia mensual'],
      },
      EsAr: {
        name: 'Plan Corporativo',
        description:
          'Todos los commodities y todos los tipos de publicación, con TV, podcast, cursos y teleconferencia mensual.',
        features: ['Todas las agencias', 'TV y podcast', 'Cursos y charlas', 'Teleconferencia mensual'],
      },
      PtPt: {
        name: 'Plano Empresarial',
        description:
          'Todas as matérias-primas e todos os tipos de publicação, com TV, podcast, cursos e teleconferência mensal.',
        features: ['Todas as agências', 'TV e podcast', 'Cursos e palestras', 'Teleconferência mensal'],
      },
    },
    listed: true,
  },
  {
    id: 5,
    name: 'Demonstração (7 dias)',
    description: 'Tudo por 7 dias, com parte das informações reservada a assinantes.',
    monthlyPrice: 0,
    publicationTypes: null,
    commodities: [],
    features: ['Acesso de demonstração'],
    currency: 'BRL',
    translations: {
      EnEu: {
        name: 'Demo (7 days)',
        description: 'Everything for 7 days, with part of the information kept for subscribers.',
        features: ['Demo access'],
      },
      EsEs: {
        name: 'Demostración (7 días)',
        description: 'Todo durante 7 días, con parte de la información reservada a los suscriptores.',
        features: ['Acceso de demostración'],
      },
      EsAr: {
        name: 'Demostración (7 días)',
        description: 'Todo durante 7 días, con parte de la información reservada a los suscriptores.',
        features: ['Acceso de demostración'],
      },
      PtPt: {
        name: 'Demonstração (7 dias)',
        description: 'Tudo durante 7 dias, com parte da informação reservada a subscritores.',
        features: ['Acesso de demonstração'],
      },
    },
    listed: false,
  },
] as const;

/** Commodity names per language for the generated texts. */
const names = (subject: SeedSubject) => ({ pt: subject.names.PtBr, en: subject.names.EnEu, es: subject.names.EsEs });

const DRIVERS = [
  { pt: 'demanda firme no mercado interno', en: 'firm domestic demand', es: 'demanda firme en el mercado interno' },
  { pt: 'clima seco no Centro-Oeste', en: 'dry weather in the Centre-West', es: 'clima seco en el Centro-Oeste' },
  {
    pt: 'câmbio favorável às exportações',
    en: 'an export-friendly exchange rate',
    es: 'un tipo de cambio favorable a las exportaciones',
  },
  {
    pt: 'embarques aquecidos nos portos',
    en: 'strong shipments at the ports',
    es: 'embarques intensos en los puertos',
  },
  { pt: 'estoques elevados', en: 'high stocks', es: 'existencias elevadas' },
  { pt: 'colheita acelerada', en: 'a fast harvest', es: 'una cosecha acelerada' },
  { pt: 'alta dos fretes', en: 'rising freight costs', es: 'el alza de los fletes' },
  { pt: 'compras chinesas', en: 'Chinese buying', es: 'las compras chinas' },
];

/** Regions and ports the titles name, aligned across languages. */
const PLACES = [
  { pt: 'Paranaguá', en: 'Paranaguá', es: 'Paranaguá' },
  { pt: 'Santos', en: 'Santos', es: 'Santos' },
  { pt: 'Mato Grosso', en: 'Mato Grosso', es: 'Mato Grosso' },
  { pt: 'Paraná', en: 'Paraná', es: 'Paraná' },
  { pt: 'Goiás', en: 'Goiás', es: 'Goiás' },
  { pt: 'Rio Grande do Sul', en: 'Rio Grande do Sul', es: 'Rio Grande do Sul' },
  { pt: 'Minas Gerais', en: 'Minas Gerais', es: 'Minas Gerais' },
  { pt: 'Rosário', en: 'Rosario', es: 'Rosario' },
  { pt: 'Sorriso', en: 'Sorriso', es: 'Sorriso' },
  { pt: 'Rio Verde', en: 'Rio Verde', es: 'Rio Verde' },
  { pt: 'Rondonópolis', en: 'Rondonópolis', es: 'Rondonópolis' },
  { pt: 'Chicago', en: 'Chicago', es: 'Chicago' },
];

/**
 * Title templates per publication type, aligned across languages: {c} the commodity, {d} a market driver, {p} a
 * change in per cent, {r} a region or port (no dates: a copied database moves its items' dates). Varied enough that a commodity's latest 100 items
 * repeat no title more than twice (tests/server/content-seed.test.ts).
 */
const TITLES: Readonly<Record<PublicationType, readonly { pt: string; en: string; es: string }[]>> = {
  analysis: [
    {
      pt: 'Análise: {c} em {r} deve seguir pressionado por {d}',
      en: 'Analysis: {c} in {r} set to stay under pressure from {d}',
      es: 'Análisis: {c} en {r} seguirá presionado por {d}',
    },
    {
      pt: 'Análise: o que esperar de {c} em {r} após {d}',
      en: 'Analysis: what to expect from {c} in {r} after {d}',
      es: 'Análisis: qué esperar de {c} en {r} tras {d}',
    },
    {
      pt: 'Análise: {c} em {r} ganha suporte com {d}',
      en: 'Analysis: {c} in {r} finds support in {d}',
      es: 'Análisis: {c} en {r} encuentra soporte en {d}',
    },
    {
      pt: 'Análise: margens de {c} em {r} depois de alta de {p}%',
      en: 'Analysis: {c} margins in {r} after a {p}% rise',
      es: 'Análisis: márgenes de {c} en {r} tras un alza de {p}%',
    },
    {
      pt: 'Análise: {c} e {d}, o que muda para o produtor de {r}',
      en: 'Analysis: {c} and {d}, what changes for growers in {r}',
      es: 'Análisis: {c} y {d}, qué cambia para el productor de {r}',
    },
  ],
  news: [
    {
      pt: '{c}: preços sobem {p}% com {d}',
      en: '{c}: prices rise {p}% on {d}',
      es: '{c}: los precios suben {p}% por {d}',
    },
    {
      pt: '{c}: cotações recuam {p}% diante de {d}',
      en: '{c}: quotes fall {p}% amid {d}',
      es: '{c}: las cotizaciones bajan {p}% ante {d}',
    },
    {
      pt: '{c} em {r}: mercado estável, com {d} no radar',
      en: '{c} in {r}: market steady, with {d} on the radar',
      es: '{c} en {r}: mercado estable, con {d} en el radar',
    },
    {
      pt: '{c}: prêmios em {r} avançam {p}% com {d}',
      en: '{c}: premiums in {r} up {p}% on {d}',
      es: '{c}: las primas en {r} avanzan {p}% por {d}',
    },
    {
      pt: '{c}: negócios em {r} perdem ritmo com {d}',
      en: '{c}: trading in {r} slows on {d}',
      es: '{c}: los negocios en {r} pierden ritmo por {d}',
    },
    {
      pt: '{c}: indicador de {r} fecha em alta de {p}%',
      en: '{c}: the {r} indicator closes {p}% higher',
      es: '{c}: el indicador de {r} cierra con alza de {p}%',
    },
  ],
  report: [
    {
      pt: 'Relatório de {c}: balanço de oferta e demanda diante de {d}',
      en: '{c} report: supply and demand balance amid {d}',
      es: 'Informe de {c}: balance de oferta y demanda ante {d}',
    },
    {
      pt: 'Relatório de {c}: custos do produtor em {r} sobem {p}%',
      en: '{c} report: producer costs in {r} up {p}%',
      es: 'Informe de {c}: los costos del productor en {r} suben {p}%',
    },
    {
      pt: 'Relatório de {c}: safra em {r} e {d}',
      en: '{c} report: the {r} crop and {d}',
      es: 'Informe de {c}: la cosecha en {r} y {d}',
    },
  ],
  flash: [
    {
      pt: 'Flash: {c} dispara {p}% na abertura com {d}',
      en: 'Flash: {c} jumps {p}% at the open on {d}',
      es: 'Flash: {c} se dispara {p}% en la apertura por {d}',
    },
    {
      pt: 'Flash: negócios de {c} travados no físico em {r} com {d}',
      en: 'Flash: {c} physical trading stalls in {r} on {d}',
      es: 'Flash: negocios de {c} frenados en el físico en {r} por {d}',
    },
    {
      pt: 'Flash: {c} em {r} recua {p}% no meio da sessão',
      en: 'Flash: {c} in {r} down {p}% mid-session',
      es: 'Flash: {c} en {r} baja {p}% a media sesión',
    },
  ],
  newsletter: [
    {
      pt: 'Newsletter {c}: os destaques da semana em {r}, com alta de {p}%',
      en: '{c} newsletter: the week in {r} in brief, up {p}%',
      es: 'Boletín {c}: lo más destacado de la semana en {r}, con alza de {p}%',
    },
    {
      pt: 'Newsletter {c}: {r} e {d} em foco',
      en: '{c} newsletter: {r} and {d} in focus',
      es: 'Boletín {c}: {r} y {d} en foco',
    },
  ],
  statistic: [
    {
      pt: 'Estatística: produção de {c} em {r} varia {p}% no ano',
      en: 'Statistics: {c} output in {r} changes {p}% on the year',
      es: 'Estadística: la producción de {c} en {r} varía {p}% en el año',
    },
    {
      pt: 'Estatística: preços de {c} em {r} e {d}',
      en: 'Statistics: {c} prices in {r} and {d}',
      es: 'Estadística: precios de {c} en {r} y {d}',
    },
    {
      pt: 'Estatística: estoques de {c} variam {p}% no mês',
      en: 'Statistics: {c} stocks change {p}% in the month',
      es: 'Estadística: las existencias de {c} varían {p}% en el mes',
    },
  ],
  exports: [
    {
      pt: 'Exportações de {c} crescem {p}% no mês',
      en: '{c} exports up {p}% this month',
      es: 'Las exportaciones de {c} crecen {p}% en el mes',
    },
    {
      pt: 'Exportações de {c}: volumes embarcados por {r} com {d}',
      en: '{c} exports: volumes shipped through {r} on {d}',
      es: 'Exportaciones de {c}: volúmenes embarcados por {r} por {d}',
    },
    {
      pt: 'Exportações de {c} pelo porto de {r} recuam {p}%',
      en: '{c} exports through {r} fall {p}%',
      es: 'Las exportaciones de {c} por {r} bajan {p}%',
    },
  ],
  informative: [
    {
      pt: 'Informativo diário de {c}: {r} e {d}',
      en: '{c} daily bulletin: {r} and {d}',
      es: 'Informativo diario de {c}: {r} y {d}',
    },
    {
      pt: 'Informativo de {c}: fechamento em {r} com variação de {p}%',
      en: '{c} bulletin: {r} closes {p}% different',
      es: 'Informativo de {c}: cierre en {r} con variación de {p}%',
    },
  ],
};

/** A number of 0..n-1 from an item's id (no draw from the seed's generator, so the other fields stay as they were). */
const byId = (id: number, salt: number, n: number) => (((id * 2_654_435_761 + salt * 40_503) >>> 0) % 1_000_003) % n;

const SUMMARY = {
  pt: 'Os preços de {c} reagiram a {d}. A equipe de análise detalha os fundamentos, os riscos e as perspectivas para os próximos dias.',
  en: '{c} prices reacted to {d}. The analysis team details the fundamentals, the risks and the outlook for the coming days.',
  es: 'Los precios de {c} reaccionaron a {d}. El equipo de análisis detalla los fundamentos, los riesgos y las perspectivas para los próximos días.',
};

const BODY = {
  pt: [
    '<h2>Resumo do mercado</h2>',
    '<p>O mercado de <strong>{c}</strong> encerrou o período com variação de {p}%, influenciado por {d}.</p>',
    '<p>Os compradores seguem cautelosos, enquanto os vendedores aguardam melhores preços para fechar novos contratos.</p>',
    '<h3>Perspectivas</h3>',
    '<ul><li>Acompanhar o clima nas principais regiões produtoras.</li><li>Monitorar o câmbio e os prêmios de exportação.</li><li>Observar o ritmo dos embarques.</li></ul>',
  ],
  en: [
    '<h2>Market summary</h2>',
    '<p>The <strong>{c}</strong> market closed the period {p}% different, driven by {d}.</p>',
    '<p>Buyers remain cautious while sellers wait for better prices before closing new contracts.</p>',
    '<h3>Outlook</h3>',
    '<ul><li>Watch the weather in the main producing regions.</li><li>Monitor the exchange rate and export premiums.</li><li>Follow the pace of shipments.</li></ul>',
  ],
  es: [
    '<h2>Resumen del mercado</h2>',
    '<p>El mercado de <strong>{c}</strong> cerró el período con una variación de {p}%, influido por {d}.</p>',
    '<p>Los compradores siguen cautelosos, mientras los vendedores esperan mejores precios para cerrar nuevos contratos.</p>',
    '<h3>Perspectivas</h3>',
    '<ul><li>Seguir el clima en las principales regiones productoras.</li><li>Monitorear el tipo de cambio y las primas de exportación.</li><li>Observar el ritmo de los embarques.</li></ul>',
  ],
};

const PERIODICITIES: Readonly<Record<PublicationType, readonly PeriodicityCode[]>> = {
  analysis: [Periodicity.DAILY, Periodicity.WEEKLY],
  news: [Periodicity.DAILY, Periodicity.OCCASIONAL],
  report: [Periodicity.WEEKLY, Periodicity.MONTHLY, Periodicity.QUARTERLY],
  flash: [Periodicity.OCCASIONAL],
  newsletter: [Periodicity.WEEKLY],
  statistic: [Periodicity.WEEKLY, Periodicity.MONTHLY],
  exports: [Periodicity.WEEKLY, Periodicity.MONTHLY],
  informative: [Periodicity.DAILY],
};

const TYPE_WEIGHTS: readonly (readonly [PublicationType, number])[] = [
  [PublicationType.NEWS, 30],
  [PublicationType.ANALYSIS, 18],
  [PublicationType.FLASH, 12],
  [PublicationType.REPORT, 10],
  [PublicationType.NEWSLETTER, 5],
  [PublicationType.STATISTIC, 9],
  [PublicationType.EXPORTS, 7],
  [PublicationType.INFORMATIVE, 9],
];

const REPORT_LIKE: readonly string[] = [
  PublicationType.REPORT,
  PublicationType.STATISTIC,
  PublicationType.EXPORTS,
  PublicationType.INFORMATIVE,
  PublicationType.NEWSLETTER,
];

/** A template with each `{key}` replaced by its value. */
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w)\}/g, (whole, key: string) => values[key] ?? whole);

/** The country an item of a subject comes from. */
function originOf(random: Random, subject: SeedSubject): string {
  if (subject.id === 23) return 'US';
  if (subject.id === 30) return pick(random, ['AR', 'PY', 'UY']);
  return weighted(random, [
    ['BR', 70],
    ['AR', 8],
    ['US', 8],
    ['PY', 4],
    ['UY', 3],
    ['CN', 7],
  ] as const);
}

/**
 * The attachments of an item: its report as a PDF, and for statistics and exports its data tables as a second PDF.
 * Both are made from the item when asked for (server/content/documents.ts); the sizes are what they come to, about.
 * The random draws stay, so the rest of the seed is the same as before.
 */
function attachmentsOf(random: Random, id: number, type: string): ContentAttachment[] {
  const spreadsheet = type === PublicationType.STATISTIC || type === PublicationType.EXPORTS;
  random();
  const files: ContentAttachment[] = [
    { name: `${type}-${id}.pdf`, url: attachmentPath(id, 1), mimeType: 'application/pdf', size: 2_000 },
  ];
  if (spreadsheet) {
    random();
    files.push({
      name: `${type}-${id}-tabelas.pdf`,
      url: attachmentPath(id, 2),
      mimeType: 'application/pdf',
      size: 4_500,
    });
  }
  return files;
}

const DAY_MS = 86_400_000;

/** Generated items and their bodies, in the same order. */
export interface GeneratedContent {
  items: NewContentItem[];
  bodies: NewContentBody[];
}

/**
 * The seeded items: `total` items with ids 1..total over the year before `now`, every subject of the fixed
 * list (Hedge solutions, not offered, gets a few), every publication type, English and Spanish texts on part.
 * The same seed and `now` always give the same items; the first n items do not depend on `total`.
 */
export function generateContent(total: number, now: Date): GeneratedContent {
  const random = seededRandom(CONTENT_SEED);
  const subjects = SEED_SUBJECTS;
  const items: NewContentItem[] = [];
  const bodies: NewContentBody[] = [];
  for (let id = 1; id <= total; id++) {
    const subject = subjects[Math.floor(random() * subjects.length)]!;
    const type = weighted(random, TYPE_WEIGHTS);
    const author = pick(random, SEED_AUTHORS);
    const percent = (1 + random() * 6).toFixed(1);
    const driver = pick(random, DRIVERS);
    // One draw, as before the templates grew, spread over them with the id; the place comes from the id alone.
    const titles = TITLES[type];
    const title = titles[(Math.floor(random() * 1_000) + byId(id, 1, titles.length)) % titles.length]!;
    const place = PLACES[byId(id, 2, PLACES.length)]!;
    const texts = (lang: 'pt' | 'en' | 'es') => {
      const filled = { p: percent, c: names(subject)[lang], d: driver[lang], r: place[lang] };
      return {
        title: fill(title[lang], filled),
        summary: fill(SUMMARY[lang], filled),
        body: BODY[lang].map((part) => fill(part, filled)).join('\n'),
      };
    };
    const english = chance(random, 0.35);
    const spanish = subject.id === 30 || chance(random, 0.25);
    const publish = new Date(Math.floor((now.getTime() - random() * 365 * DAY_MS) / 60_000) * 60_000);
    // The commodity's indicator as the market data has it on the day before publication, quoted in the body.
    const quote = indicatorQuote(subject.id, publish);
    const quoted = (lang: 'pt' | 'en' | 'es') => {
      const own = texts(lang);
      return quote ? { ...own, body: `${own.body}\n${quote[lang]}` } : own;
    };
    const pt = quoted('pt');
    const en = english ? quoted('en') : null;
    const es = spanish ? quoted('es') : null;
    const report = REPORT_LIKE.includes(type)
      ? new Date(publish.getTime() - Math.floor(random() * 3) * DAY_MS - 6 * 3_600_000)
      : publish;
    const disclosure =
      type === PublicationType.NEWS && chance(random, 0.08)
        ? pick(random, [DisclosureType.ANNOUNCEMENT, DisclosureType.INVITE, DisclosureType.ECONOMIC_CALENDAR])
        : null;
    const hasAttachment = REPORT_LIKE.includes(type) ? chance(random, 0.6) : chance(random, 0.08);
    const live = (type === PublicationType.NEWS || type === PublicationType.FLASH) && chance(random, 0.04);
    const item: NewContentItem = {
      id,
      subjectId: subject.id,
      publicationType: type,
      reportTypeId: REPORT_LIKE.includes(type) ? pick(random, REPORT_TYPE_IDS) : null,
      periodicity: pick(random, PERIODICITIES[type]),
      originCountry: originOf(random, subject),
      authorId: author.id,
      authorName: author.name,
      titlePt: pt.title,
      summaryPt: pt.summary,
      titleEn: en?.title ?? null,
      summaryEn: en?.summary ?? null,
      titleEs: es?.title ?? null,
      summaryEs: es?.summary ?? null,
      dtReport: report,
      dtPublish: publish,
      dtSort: new Date(
        reportDate({
          dt_report: report.toISOString(),
          dt_publish: publish.toISOString(),
          newsContent: [{ code: type }],
        }) ?? publish.toISOString(),
      ),
      importance: chance(random, 0.12) ? NewsImportance.IMPORTANT : NewsImportance.DEFAULT,
      exclusive: chance(random, 0.08),
      live,
      highlight: chance(random, 0.05),
      relevant: chance(random, 0.2),
      priority: weighted(random, [
        [Priority.HIGH, 20],
        [Priority.NORMAL, 60],
        [Priority.LOW, 20],
      ] as const),
      disclosureType: disclosure,
      hasAttachment,
      hasAudio: chance(random, 0.05),
      hasVideo: chance(random, 0.06),
      hasPodcast: chance(random, 0.04),
      free: chance(random, 0.1),
      attachments: hasAttachment ? attachmentsOf(random, id, type) : [],
      event: null,
      image: seededContentImage(id, subject),
    };
    if (disclosure === DisclosureType.INVITE || disclosure === DisclosureType.ECONOMIC_CALENDAR) {
      const online = chance(random, 0.5);
      const allDay = disclosure === DisclosureType.ECONOMIC_CALENDAR;
      const start = new Date(publish.getTime() + (3 + Math.floor(random() * 20)) * DAY_MS);
      item.event = {
        type: online ? EventType.ONLINE : EventType.IN_PERSON,
        allDay,
        start: start.toISOString(),
        end: new Date(start.getTime() + (allDay ? DAY_MS : 2 * 3_600_000)).toISOString(),
        location: online
          ? null
          : pick(random, ['Ribeirão Preto (SP)', 'Cuiabá (MT)', 'Londrina (PR)', 'Rosario (Santa Fe)']),
        price: chance(random, 0.5) ? 0 : 150 + Math.floor(random() * 8) * 50,
        link: online ? `https://eventos.celeiro.example/${id}` : null,
        relatedNews: items
          .filter((other) => other.subjectId === subject.id)
          .slice(-3)
          .map((other) => other.id),
      };
    }
    items.push(item);
    bodies.push({ contentId: id, bodyPt: pt.body, bodyEn: en?.body ?? null, bodyEs: es?.body ?? null });
  }
  tellFrostStories(items, bodies);
  return { items, bodies };
}

/** A story of the seed told in the three languages of the content. */
interface Story {
  type: PublicationType;
  free: boolean;
  title: { pt: string; en: string; es: string };
  summary: { pt: string; en: string; es: string };
  body: { pt: string; en: string; es: string };
}

/**
 * Frost in coffee, the story the search is shown with: a free item, items of the subscriber's plan, and one whose
 * frost and coffee are named in its body only (a reader who may not open it must not find it by those words).
 */
const FROST_STORIES: readonly Story[] = [
  {
    type: PublicationType.NEWS,
    free: false,
    title: {
      pt: 'Café: geada atinge lavouras no Sul de Minas',
      en: 'Coffee: frost hits farms in southern Minas Gerais',
      es: 'Café: la helada afecta cafetales en el sur de Minas Gerais',
    },
    summary: {
      pt: 'A geada da madrugada queimou folhas e ramos novos do café arábica em áreas baixas do Sul de Minas.',
      en: 'The overnight frost burnt leaves and new branches of arabica coffee in low-lying areas of southern Minas.',
      es: 'La helada de la madrugada quemó hojas y ramas nuevas del café arábica en zonas bajas del sur de Minas.',
    },
    body: {
      pt: '<p>Produtores de Varginha e Três Pontas relatam perdas pontuais. A próxima florada dirá o tamanho do dano.</p>',
      en: '<p>Growers in Varginha and Três Pontas report patchy losses. The next flowering will tell how large the damage is.</p>',
      es: '<p>Productores de Varginha y Três Pontas informan pérdidas puntuales. La próxima floración dirá el tamaño del daño.</p>',
    },
  },
  {
    type: PublicationType.NEWS,
    free: true,
    title: {
      pt: 'Café: frente fria traz risco de geada ao Cerrado Mineiro',
      en: 'Coffee: a cold front brings a risk of frost to the Cerrado Mineiro',
      es: 'Café: un frente frío trae riesgo de helada al Cerrado Mineiro',
    },
    summary: {
      pt: 'Meteorologistas preveem temperaturas perto de zero grau nas lavouras de café nas próximas noites.',
      en: 'Forecasters expect temperatures near freezing in the coffee fields over the coming nights.',
      es: 'Los meteorólogos prevén temperaturas cercanas a cero grados en los cafetales en las próximas noches.',
    },
    body: {
      pt: '<p>A massa de ar polar avança pelo Triângulo Mineiro e o Alto Paranaíba até o fim de semana.</p>',
      en: '<p>The polar air mass moves over the Triângulo Mineiro and Alto Paranaíba until the weekend.</p>',
      es: '<p>La masa de aire polar avanza por el Triângulo Mineiro y el Alto Paranaíba hasta el fin de semana.</p>',
    },
  },
  {
    type: PublicationType.NEWS,
    free: false,
    title: {
      pt: 'Café: frio intenso no Sul de Minas preocupa produtores',
      en: 'Coffee: severe cold in southern Minas worries growers',
      es: 'Café: el frío intenso en el sur de Minas preocupa a los productores',
    },
    summary: {
      pt: 'Os termômetros marcaram mínimas abaixo de dois graus em várias cidades da região.',
      en: 'Thermometers recorded lows below two degrees in several towns of the region.',
      es: 'Los termómetros marcaron mínimas por debajo de dos grados en varias ciudades de la región.',
    },
    body: {
      pt: '<p>Houve <strong>geada</strong> em baixadas, e os cafezais mais novos sofreram: o <strong>café</strong> em formação é o mais sensível.</p>',
      en: '<p>There was <strong>frost</strong> in the lowlands, and the youngest plantings suffered: young <strong>coffee</strong> is the most sensitive.</p>',
      es: '<p>Hubo <strong>helada</strong> en las hondonadas, y los cafetales más jóvenes sufrieron: el <strong>café</strong> en formación es el más sensible.</p>',
    },
  },
  {
    type: PublicationType.ANALYSIS,
    free: false,
    title: {
      pt: 'Análise: preços do Café arábica sobem após geadas no Paraná',
      en: 'Analysis: arabica Coffee prices rise after frosts in Paraná',
      es: 'Análisis: los precios del Café arábica suben tras las heladas en Paraná',
    },
    summary: {
      pt: 'As geadas no norte do Paraná reacenderam os temores sobre a oferta de café na próxima safra.',
      en: 'Frosts in northern Paraná revived fears about the coffee supply of the next crop.',
      es: 'Las heladas en el norte de Paraná reavivaron los temores sobre la oferta de café de la próxima cosecha.',
    },
    body: {
      pt: '<p>Em Nova York, o contrato de arábica subiu 4% na semana. A equipe revisa a estimativa da safra brasileira.</p>',
      en: '<p>In New York the arabica contract rose 4% over the week. The team is revising its Brazilian crop estimate.</p>',
      es: '<p>En Nueva York el contrato de arábica subió un 4% en la semana. El equipo revisa su estimación de la cosecha brasileña.</p>',
    },
  },
  {
    type: PublicationType.FLASH,
    free: false,
    title: {
      pt: 'Flash: geada negra é descartada nas áreas de Café de São Paulo',
      en: 'Flash: black frost ruled out in São Paulo Coffee areas',
      es: 'Flash: se descarta helada negra en las zonas de Café de São Paulo',
    },
    summary: {
      pt: 'A massa de ar frio perdeu força e a geada nas lavouras de café paulistas deve ser fraca.',
      en: 'The cold air mass weakened and frost in São Paulo coffee fields should be light.',
      es: 'La masa de aire frío perdió fuerza y la helada en los cafetales paulistas debería ser débil.',
    },
    body: {
      pt: '<p>A Mogiana e a Alta Paulista devem ter apenas geada fraca em baixadas.</p>',
      en: '<p>Mogiana and Alta Paulista should see only light frost in the lowlands.</p>',
      es: '<p>La Mogiana y la Alta Paulista solo deberían tener helada débil en las hondonadas.</p>',
    },
  },
];

/** The items among which the stories are told: the first ones, so that the first n items never depend on the total. */
const STORY_ITEMS = 400;

/**
 * The newest coffee items (not exclusive, no event) of the first STORY_ITEMS tell the frost stories, each in the three
 * languages, the body quoting the indicator as the others do.
 */
function tellFrostStories(items: NewContentItem[], bodies: NewContentBody[]): void {
  const coffee = items
    .slice(0, STORY_ITEMS)
    .map((item, index) => ({ item, index }))
    .filter(
      ({ item }) => item.subjectId === 7 && !item.exclusive && item.event === null && item.disclosureType === null,
    )
    .sort((a, b) => b.item.dtSort.getTime() - a.item.dtSort.getTime());
  FROST_STORIES.forEach((story, n) => {
    const chosen = coffee[n];
    if (!chosen) return;
    const { item, index } = chosen;
    Object.assign(item, {
      publicationType: story.type,
      reportTypeId: null,
      periodicity: PERIODICITIES[story.type][0],
      free: story.free,
      titlePt: story.title.pt,
      titleEn: story.title.en,
      titleEs: story.title.es,
      summaryPt: story.summary.pt,
      summaryEn: story.summary.en,
      summaryEs: story.summary.es,
      dtReport: item.dtPublish,
      dtSort: item.dtPublish,
    });
    const quote = indicatorQuote(item.subjectId, item.dtPublish);
    const body = (lang: 'pt' | 'en' | 'es') => (quote ? `${story.body[lang]}\n${quote[lang]}` : story.body[lang]);
    bodies[index] = { contentId: item.id, bodyPt: body('pt'), bodyEn: body('en'), bodyEs: body('es') };
  });
}

/** The first daily indicator of each commodity that has one (the market data's series, core/market). */
const INDICATORS: ReadonlyMap<number, Instrument> = new Map(
  [...INSTRUMENTS]
    .reverse()
    .flatMap((instrument) => (instrument.market === 'indicators' ? [[instrument.commodity, instrument] as const] : [])),
);

/** How each language writes a price, a change and a day (made once: a formatter is costly to make). */
const FORMATS = Object.fromEntries(
  (
    [
      ['pt', 'pt-BR'],
      ['en', 'en-GB'],
      ['es', 'es-ES'],
    ] as const
  ).map(([lang, tag]) => [
    lang,
    {
      decimals: [0, 1, 2, 3, 4].map(
        (digits) => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      ),
      percent: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    },
  ]),
) as Record<
  'pt' | 'en' | 'es',
  { decimals: Intl.NumberFormat[]; percent: Intl.NumberFormat; date: Intl.DateTimeFormat }
>;
const QUOTE_TEXT = {
  pt: '<p>O {n} fechou a {v} {u} em {d}, {m} de {w}% na semana.</p>',
  en: '<p>The {n} closed at {v} {u} on {d}, {m} {w}% on the week.</p>',
  es: '<p>El {n} cerró a {v} {u} el {d}, con {m} de {w}% en la semana.</p>',
} as const;
const MOVES = {
  pt: { up: 'alta', down: 'queda' },
  en: { up: 'up', down: 'down' },
  es: { up: 'alza', down: 'baja' },
} as const;

/**
 * A paragraph quoting the commodity's indicator on the last trading day before `publish` (its close, and its change
 * over the week before), in each language, with the figures the market data shows for that day; null for a
 * commodity without an indicator.
 */
export function indicatorQuote(subjectId: number, publish: Date): Record<'pt' | 'en' | 'es', string> | null {
  const instrument = INDICATORS.get(subjectId);
  if (!instrument) return null;
  const day = marketIsoDay(Math.floor(publish.getTime() / DAY_MS) - 1);
  const weekBefore = marketIsoDay(Math.floor(publish.getTime() / DAY_MS) - 8);
  const bar = seededBar(instrument.id, day);
  const before = seededClose(instrument.id, weekBefore);
  if (!bar || before === undefined) return null;
  const change = ((bar.close - before) / before) * 100;
  const quote = (lang: 'pt' | 'en' | 'es') => {
    const { decimals, percent, date } = FORMATS[lang];
    return fill(QUOTE_TEXT[lang], {
      n: instrument.name[lang].toLowerCase(),
      // As precise as the series itself.
      v: decimals[instrument.walk.decimals]!.format(bar.close),
      u: instrument.unit,
      d: date.format(new Date(`${bar.day}T12:00:00Z`)),
      m: change >= 0 ? MOVES[lang].up : MOVES[lang].down,
      w: percent.format(Math.abs(change)),
    });
  };
  return { pt: quote('pt'), en: quote('en'), es: quote('es') };
}

/** Rows per insert statement. */
const BATCH = 2000;

/** Rows as JSON records named by the table's columns (dates as ISO strings), for json_populate_recordset. */
function asRecords(table: typeof contentItems | typeof contentBodies, rows: readonly object[]): string {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  return JSON.stringify(
    rows.map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(
        columns.map(([key, name]) => [
          name,
          values[key] instanceof Date ? (values[key] as Date).toISOString() : (values[key] ?? null),
        ]),
      );
    }),
  );
}

/**
 * Inserts items and their bodies in bulk (items already there are kept): each statement hands the database a JSON
 * array of up to 2,000 rows, which it expands itself, instead of thousands of bound parameters.
 */
export async function insertContent(db: Database, content: GeneratedContent): Promise<void> {
  for (let start = 0; start < content.items.length; start += BATCH) {
    const items = asRecords(contentItems, content.items.slice(start, start + BATCH));
    const bodies = asRecords(contentBodies, content.bodies.slice(start, start + BATCH));
    await db.execute(
      sql`insert into content_items select * from json_populate_recordset(null::content_items, ${items}::json) on conflict do nothing`,
    );
    await db.execute(
      sql`insert into content_bodies select * from json_populate_recordset(null::content_bodies, ${bodies}::json) on conflict do nothing`,
    );
  }
}

/** A seeded plan's translations (every language but PtBr, each written out) as the table keeps them. */
function mutableTranslations(
  translations: Readonly<
    Record<keyof PlanTranslations, Readonly<{ features: readonly string[] } & Omit<PlanTexts, 'features'>>>
  >,
): PlanTranslations {
  const entries = Object.entries(translations).map(([locale, texts]) => [
    locale,
    { ...texts, features: [...texts.features] },
  ]);
  return Object.fromEntries(entries) as PlanTranslations;
}

/** Seeds authors and plans (always) and `total` items when the content tables are empty; returns whether it seeded. */
export async function seedContentIfEmpty(db: Database, now: Date, total: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contentPlans);
  if ((row?.n ?? 0) > 0) return false;
  const seeded = await db.transaction(async (tx) => {
    // One seeder at a time; the second finds the data and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(250251)`);
    const [again] = await tx.select({ n: count() }).from(contentPlans);
    if ((again?.n ?? 0) > 0) return false;
    await tx.insert(contentAuthors).values([...SEED_AUTHORS]);
    await tx.insert(contentPlans).values(
      SEED_PLANS.map((plan, index) => ({
        ...plan,
        publicationTypes: plan.publicationTypes ? [...plan.publicationTypes] : null,
        commodities: [...plan.commodities],
        features: [...plan.features],
        translations: mutableTranslations(plan.translations),
        sortOrder: index + 1,
      })),
    );
    if (total > 0) await insertContent(tx, generateContent(total, now));
    return true;
  });
  // Fresh statistics and visibility map: the planner walks the date indexes, and counts read the indexes only.
  if (seeded) await db.execute(sql`vacuum analyze content_items, search_documents, search_bodies`);
  return seeded;
}
