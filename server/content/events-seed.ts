// The calendar's seeded events: a realistic, deterministic agenda around the day of the seed (from 60 days before to
// 120 days after): the economic calendar's recurring releases (USDA WASDE, Crop Progress and Export Sales, Conab's
// surveys, UNICA's fortnightly reports, Copom, FOMC, the US payroll, IPCA), fairs, harvest days and webinars (invites),
// and announcements. The same `now` always gives the same events; the authors' roles and biographies live here too.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DisclosureType, EventImportance, EventType } from '../../core';
import { type Database } from '../db/database';
import { calendarEvents, contentAuthors, type NewCalendarEvent } from '../db/tables';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

/** The days the seeded agenda covers, around the seed's day. */
export const EVENT_DAYS_BEFORE = 60;
export const EVENT_DAYS_AFTER = 120;

type Texts = { pt: string; en: string; es: string };
const tx = (pt: string, en: string, es: string): Texts => ({ pt, en, es });

/** A recurring release of the economic calendar. */
interface Release {
  title: Texts;
  description: Texts;
  zone: string;
  /** Local time, hours and minutes. */
  at: [number, number];
  minutes: number;
  commodities: number[];
  importance: EventImportance;
  free: boolean;
  link: string;
  /** The local days it falls on, between two days. */
  days: (from: DateTime, to: DateTime) => DateTime[];
}

/** Every weekday `weekday` (1 Monday … 7 Sunday) between two days, every `step` weeks. */
const weekly =
  (weekday: number, step = 1) =>
  (from: DateTime, to: DateTime): DateTime[] => {
    const days: DateTime[] = [];
    let day = from.plus({ days: (weekday - from.weekday + 7) % 7 });
    for (; day <= to; day = day.plus({ weeks: step })) days.push(day);
    return days;
  };

/** The `day`th of every month between two days (moved to Monday when it is a weekend). */
const monthly =
  (dayOfMonth: number) =>
  (from: DateTime, to: DateTime): DateTime[] => {
    const days: DateTime[] = [];
    for (let month = from.startOf('month'); month <= to; month = month.plus({ months: 1 })) {
      let day = month.set({ day: dayOfMonth });
      if (day.weekday > 5) day = day.plus({ days: 8 - day.weekday });
      if (day >= from && day <= to) days.push(day);
    }
    return days;
  };

/** The first Friday of every month between two days. */
const firstFriday = (from: DateTime, to: DateTime): DateTime[] => {
  const days: DateTime[] = [];
  for (let month = from.startOf('month'); month <= to; month = month.plus({ months: 1 })) {
    const day = month.plus({ days: (5 - month.weekday + 7) % 7 });
    if (day >= from && day <= to) days.push(day);
  }
  return days;
};

/** Every `weeks` weeks on a Wednesday, counted from a fixed Wednesday (a meeting's cycle). */
const everyWeeksOnWednesday =
  (weeks: number, anchor: string) =>
  (from: DateTime, to: DateTime): DateTime[] =>
    weekly(3)(from, to).filter(
      (day) => Math.round(day.diff(DateTime.fromISO(anchor, { zone: day.zone }), 'weeks').weeks) % weeks === 0,
    );

const RELEASES: readonly Release[] = [
  {
    title: tx(
      'USDA: relatório WASDE de oferta e demanda',
      'USDA: WASDE supply and demand report',
      'USDA: informe WASDE de oferta y demanda',
    ),
    description: tx(
      'Estimativas mensais do USDA de produção, estoques e comércio mundial de grãos, oleaginosas e algodão.',
      "USDA's monthly estimates of world production, stocks and trade of grains, oilseeds and cotton.",
      'Estimaciones mensuales del USDA de producción, existencias y comercio mundial de granos, oleaginosas y algodón.',
    ),
    zone: NY,
    at: [12, 0],
    minutes: 60,
    commodities: [16, 13, 21, 3, 17, 23],
    importance: EventImportance.HIGH,
    free: true,
    link: 'https://www.usda.gov/oce/commodity/wasde',
    days: monthly(11),
  },
  {
    title: tx(
      'Conab: levantamento da safra de grãos',
      'Conab: grain crop survey',
      'Conab: relevamiento de la cosecha de granos',
    ),
    description: tx(
      'Acompanhamento mensal da Conab da safra brasileira de grãos: área, produtividade e produção.',
      "Conab's monthly survey of Brazil's grain crop: area, yield and output.",
      'Seguimiento mensual de la Conab de la cosecha brasileña de granos: área, rendimiento y producción.',
    ),
    zone: SP,
    at: [9, 0],
    minutes: 60,
    commodities: [16, 13, 4, 11, 21, 3],
    importance: EventImportance.HIGH,
    free: false,
    link: 'https://www.conab.gov.br/info-agro/safras/graos',
    days: monthly(13),
  },
  {
    title: tx(
      'UNICA: relatório quinzenal da safra no Centro-Sul',
      'UNICA: fortnightly Centre-South harvest report',
      'UNICA: informe quincenal de la zafra en el Centro-Sur',
    ),
    description: tx(
      'Moagem de cana, produção de açúcar e etanol e mix das usinas do Centro-Sul na quinzena.',
      'Cane crush, sugar and ethanol output and the mills’ mix in the Centre-South over the fortnight.',
      'Molienda de caña, producción de azúcar y etanol y mix de los ingenios del Centro-Sur en la quincena.',
    ),
    zone: SP,
    at: [10, 0],
    minutes: 30,
    commodities: [1, 5],
    importance: EventImportance.MEDIUM,
    free: false,
    link: 'https://unica.com.br/',
    days: weekly(4, 2),
  },
  {
    title: tx('Copom: decisão da taxa Selic', 'Copom: Selic rate decision', 'Copom: decisión de la tasa Selic'),
    description: tx(
      'Decisão do Comitê de Política Monetária do Banco Central sobre a taxa básica de juros.',
      "The Central Bank of Brazil's Monetary Policy Committee decides the benchmark interest rate.",
      'Decisión del Comité de Política Monetaria del Banco Central de Brasil sobre la tasa básica de interés.',
    ),
    zone: SP,
    at: [18, 30],
    minutes: 30,
    commodities: [1, 7, 16, 13, 6],
    importance: EventImportance.HIGH,
    free: true,
    link: 'https://www.bcb.gov.br/controleinflacao/copom',
    days: everyWeeksOnWednesday(6, '2026-01-28'),
  },
  {
    title: tx(
      'EUA: relatório de emprego (payroll)',
      'US: employment report (nonfarm payrolls)',
      'EE. UU.: informe de empleo (nóminas no agrícolas)',
    ),
    description: tx(
      'Criação de vagas fora do setor agrícola e taxa de desemprego dos Estados Unidos.',
      'US nonfarm job creation and unemployment rate.',
      'Creación de empleo no agrícola y tasa de desempleo de los Estados Unidos.',
    ),
    zone: NY,
    at: [8, 30],
    minutes: 30,
    commodities: [23, 16, 13],
    importance: EventImportance.HIGH,
    free: true,
    link: 'https://www.bls.gov/ces/',
    days: firstFriday,
  },
  {
    title: tx('FOMC: decisão de juros do Fed', 'FOMC: Fed rate decision', 'FOMC: decisión de tasas de la Fed'),
    description: tx(
      'Decisão do Comitê Federal de Mercado Aberto do Federal Reserve sobre a taxa dos Fed Funds.',
      "The Federal Reserve's Open Market Committee decides the Fed Funds rate.",
      'Decisión del Comité Federal de Mercado Abierto de la Reserva Federal sobre la tasa de los Fed Funds.',
    ),
    zone: NY,
    at: [14, 0],
    minutes: 30,
    commodities: [23, 16],
    importance: EventImportance.HIGH,
    free: true,
    link: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
    days: everyWeeksOnWednesday(7, '2026-01-28'),
  },
  {
    title: tx('USDA: Crop Progress semanal', 'USDA: weekly Crop Progress', 'USDA: Crop Progress semanal'),
    description: tx(
      'Andamento do plantio, das condições das lavouras e da colheita nos Estados Unidos.',
      'Planting, crop condition and harvest progress in the United States.',
      'Avance de la siembra, del estado de los cultivos y de la cosecha en los Estados Unidos.',
    ),
    zone: NY,
    at: [16, 0],
    minutes: 30,
    commodities: [16, 13, 21, 3],
    importance: EventImportance.LOW,
    free: false,
    link: 'https://www.nass.usda.gov/Publications/National_Crop_Progress/',
    days: weekly(1),
  },
  {
    title: tx(
      'USDA: vendas semanais para exportação',
      'USDA: weekly export sales',
      'USDA: ventas semanales para exportación',
    ),
    description: tx(
      'Vendas líquidas e embarques de grãos e farelo dos Estados Unidos na semana.',
      'US net sales and shipments of grains and meal over the week.',
      'Ventas netas y embarques de granos y harina de los Estados Unidos en la semana.',
    ),
    zone: NY,
    at: [8, 30],
    minutes: 30,
    commodities: [16, 13, 21, 17],
    importance: EventImportance.MEDIUM,
    free: false,
    link: 'https://apps.fas.usda.gov/export-sales/esrd1.html',
    days: weekly(4),
  },
  {
    title: tx('IBGE: IPCA, inflação oficial', 'IBGE: IPCA consumer prices', 'IBGE: IPCA, inflación oficial'),
    description: tx(
      'Índice de preços ao consumidor amplo do mês, com o grupo alimentação e bebidas.',
      "The month's broad consumer price index, with food and beverages.",
      'Índice de precios al consumidor amplio del mes, con el grupo alimentos y bebidas.',
    ),
    zone: SP,
    at: [9, 0],
    minutes: 30,
    commodities: [6, 12, 20, 1],
    importance: EventImportance.MEDIUM,
    free: false,
    link: 'https://www.ibge.gov.br/explica/inflacao.php',
    days: monthly(10),
  },
  {
    title: tx(
      'Conab: levantamento da safra de café',
      'Conab: coffee crop survey',
      'Conab: relevamiento de la cosecha de café',
    ),
    description: tx(
      'Estimativa da Conab da produção brasileira de café arábica e conilon.',
      "Conab's estimate of Brazil's arabica and robusta (conilon) output.",
      'Estimación de la Conab de la producción brasileña de café arábica y conilon.',
    ),
    zone: SP,
    at: [9, 0],
    minutes: 60,
    commodities: [7],
    importance: EventImportance.MEDIUM,
    free: false,
    link: 'https://www.conab.gov.br/info-agro/safras/cafe',
    days: (from, to) => monthly(20)(from, to).filter((day) => day.month % 3 === 1),
  },
];

/** A one-off event: an invite (fair, harvest day, webinar) or an announcement, `offset` days from the seed's day. */
interface OneOff {
  disclosure: DisclosureType;
  title: Texts;
  description: Texts;
  offset: number;
  /** Days it lasts (all day), or a local start time and minutes. */
  allDays?: number;
  at?: [number, number];
  minutes?: number;
  online: boolean;
  location: string | null;
  price: number | null;
  commodities: number[];
  free: boolean;
  link: string | null;
}

const ONE_OFFS: readonly OneOff[] = [
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Dia de Campo: soja de alta produtividade',
      'Field day: high-yield soybeans',
      'Día de campo: soja de alto rendimiento',
    ),
    description: tx(
      'Visita às parcelas de cultivares precoces, com manejo de doenças e plantio direto.',
      'A walk through early-cycle variety plots, with disease management and no-till.',
      'Recorrida por parcelas de variedades precoces, con manejo de enfermedades y siembra directa.',
    ),
    offset: -41,
    allDays: 1,
    online: false,
    location: 'Rio Verde (GO)',
    price: 0,
    commodities: [16],
    free: true,
    link: null,
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Webinar: perspectivas para o açúcar e o etanol',
      'Webinar: outlook for sugar and ethanol',
      'Webinar: perspectivas para el azúcar y el etanol',
    ),
    description: tx(
      'Nossos analistas comentam a safra do Centro-Sul, o mix e os preços internacionais.',
      'Our analysts on the Centre-South crop, the mix and world prices.',
      'Nuestros analistas comentan la zafra del Centro-Sur, el mix y los precios internacionales.',
    ),
    offset: -19,
    at: [10, 0],
    minutes: 90,
    online: true,
    location: null,
    price: 0,
    commodities: [1, 5],
    free: true,
    link: 'https://eventos.celeiro.example/webinar-acucar',
  },
  {
    disclosure: DisclosureType.ANNOUNCEMENT,
    title: tx(
      'Nova série: estatísticas de exportação do agronegócio',
      'New series: agribusiness export statistics',
      'Nueva serie: estadísticas de exportación del agro',
    ),
    description: tx(
      'As estatísticas semanais de embarques passam a ter tabelas por porto.',
      'The weekly shipment statistics now come with tables by port.',
      'Las estadísticas semanales de embarques pasan a tener tablas por puerto.',
    ),
    offset: -8,
    at: [9, 0],
    minutes: 30,
    online: true,
    location: null,
    price: null,
    commodities: [16, 13, 17, 1, 7],
    free: true,
    link: null,
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx('Dia de Campo do Milho Safrinha', 'Second-crop corn field day', 'Día de campo del maíz de segunda'),
    description: tx(
      'Híbridos, janela de plantio e adubação do milho segunda safra.',
      'Hybrids, planting window and fertilising of second-crop corn.',
      'Híbridos, ventana de siembra y fertilización del maíz de segunda.',
    ),
    offset: 5,
    allDays: 1,
    online: false,
    location: 'Sorriso (MT)',
    price: 0,
    commodities: [13, 201],
    free: true,
    link: null,
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Webinar: o mercado de café para o próximo ano',
      'Webinar: the coffee market next year',
      'Webinar: el mercado de café para el próximo año',
    ),
    description: tx(
      'Oferta brasileira, estoques certificados e o diferencial do arábica.',
      'Brazilian supply, certified stocks and the arabica differential.',
      'Oferta brasileña, existencias certificadas y el diferencial del arábica.',
    ),
    offset: 12,
    at: [15, 0],
    minutes: 60,
    online: true,
    location: null,
    price: 0,
    commodities: [7],
    free: false,
    link: 'https://eventos.celeiro.example/webinar-cafe',
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx('Encontro de produtores de algodão', 'Cotton growers meeting', 'Encuentro de productores de algodón'),
    description: tx(
      'Custos de produção, qualidade da fibra e mercado externo.',
      'Production costs, fibre quality and export markets.',
      'Costos de producción, calidad de la fibra y mercado externo.',
    ),
    offset: 26,
    allDays: 2,
    online: false,
    location: 'Luís Eduardo Magalhães (BA)',
    price: 350,
    commodities: [3],
    free: false,
    link: 'https://eventos.celeiro.example/algodao',
  },
  {
    disclosure: DisclosureType.ANNOUNCEMENT,
    title: tx(
      'Manutenção programada da plataforma',
      'Scheduled platform maintenance',
      'Mantenimiento programado de la plataforma',
    ),
    description: tx(
      'A plataforma pode ficar indisponível por até uma hora durante a madrugada.',
      'The platform may be unavailable for up to an hour overnight.',
      'La plataforma puede quedar fuera de servicio hasta una hora durante la madrugada.',
    ),
    offset: 33,
    at: [2, 0],
    minutes: 60,
    online: true,
    location: null,
    price: null,
    commodities: [1, 3, 4, 6, 7, 11, 12, 13, 16, 17, 20, 21],
    free: true,
    link: null,
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Show Rural: feira de tecnologia agrícola',
      'Show Rural: farm technology fair',
      'Show Rural: feria de tecnología agrícola',
    ),
    description: tx(
      'Máquinas, sementes, insumos e palestras de mercado em cinco dias de feira.',
      'Machinery, seed, inputs and market talks over five days.',
      'Maquinaria, semillas, insumos y charlas de mercado en cinco días de feria.',
    ),
    offset: 47,
    allDays: 5,
    online: false,
    location: 'Cascavel (PR)',
    price: 0,
    commodities: [16, 13, 20, 12, 201, 202],
    free: true,
    link: 'https://eventos.celeiro.example/show-rural',
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Curso: gestão de risco com derivativos agrícolas',
      'Course: risk management with farm derivatives',
      'Curso: gestión de riesgo con derivados agrícolas',
    ),
    description: tx(
      'Hedge com futuros e opções em Chicago e na B3, com casos práticos.',
      'Hedging with futures and options in Chicago and on B3, with worked cases.',
      'Cobertura con futuros y opciones en Chicago y en B3, con casos prácticos.',
    ),
    offset: 61,
    at: [9, 0],
    minutes: 480,
    online: false,
    location: 'São Paulo (SP)',
    price: 1200,
    commodities: [23, 16, 13],
    free: false,
    link: 'https://eventos.celeiro.example/curso-hedge',
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx('Abertura da colheita do arroz', 'Rice harvest opening', 'Apertura de la cosecha del arroz'),
    description: tx(
      'Cerimônia de abertura oficial da colheita, com painéis sobre mercado e exportação.',
      'The official opening of the harvest, with panels on the market and exports.',
      'Ceremonia de apertura oficial de la cosecha, con paneles sobre mercado y exportación.',
    ),
    offset: 84,
    allDays: 3,
    online: false,
    location: 'Capão do Leão (RS)',
    price: 0,
    commodities: [4],
    free: true,
    link: null,
  },
  {
    disclosure: DisclosureType.INVITE,
    title: tx(
      'Agrishow: feira internacional de tecnologia agrícola',
      'Agrishow: international farm technology fair',
      'Agrishow: feria internacional de tecnología agrícola',
    ),
    description: tx(
      'A maior feira de tecnologia agrícola da América Latina.',
      "Latin America's largest farm technology fair.",
      'La mayor feria de tecnología agrícola de América Latina.',
    ),
    offset: 103,
    allDays: 5,
    online: false,
    location: 'Ribeirão Preto (SP)',
    price: 90,
    commodities: [1, 16, 13, 3, 202, 201],
    free: true,
    link: 'https://www.agrishow.com.br/',
  },
];

/** The local midnight of a day in a zone. */
const dayIn = (zone: string, now: Date) => DateTime.fromJSDate(now, { zone }).startOf('day');

/** The seeded events as of `now` (ids from 1), before their related news are looked up. */
export function generateEvents(now: Date): NewCalendarEvent[] {
  const events: NewCalendarEvent[] = [];
  const push = (event: Omit<NewCalendarEvent, 'id'>) => events.push({ id: events.length + 1, ...event });
  for (const release of RELEASES) {
    const today = dayIn(release.zone, now);
    for (const day of release.days(today.minus({ days: EVENT_DAYS_BEFORE }), today.plus({ days: EVENT_DAYS_AFTER }))) {
      const start = day.set({ hour: release.at[0], minute: release.at[1] });
      push({
        disclosureType: DisclosureType.ECONOMIC_CALENDAR,
        titlePt: release.title.pt,
        titleEn: release.title.en,
        titleEs: release.title.es,
        descriptionPt: release.description.pt,
        descriptionEn: release.description.en,
        descriptionEs: release.description.es,
        eventType: EventType.ONLINE,
        allDay: false,
        startsAt: start.toJSDate(),
        endsAt: start.plus({ minutes: release.minutes }).toJSDate(),
        timeZone: release.zone,
        location: null,
        price: null,
        currency: 'BRL',
        link: release.link,
        relatedNews: [],
        commodities: [...release.commodities],
        importance: release.importance,
        free: release.free,
      });
    }
  }
  for (const event of ONE_OFFS) {
    const day = dayIn(SP, now).plus({ days: event.offset });
    const start = event.allDays ? day : day.set({ hour: event.at![0], minute: event.at![1] });
    const end = event.allDays ? day.plus({ days: event.allDays }) : start.plus({ minutes: event.minutes! });
    push({
      disclosureType: event.disclosure,
      titlePt: event.title.pt,
      titleEn: event.title.en,
      titleEs: event.title.es,
      descriptionPt: event.description.pt,
      descriptionEn: event.description.en,
      descriptionEs: event.description.es,
      eventType: event.online ? EventType.ONLINE : EventType.IN_PERSON,
      allDay: event.allDays !== undefined,
      startsAt: start.toJSDate(),
      endsAt: end.toJSDate(),
      timeZone: SP,
      location: event.location,
      price: event.price,
      currency: 'BRL',
      link: event.link,
      relatedNews: [],
      commodities: event.commodities,
      importance: null,
      free: event.free,
    });
  }
  return events;
}

/**
 * Writes the seeded events as of `now` (replacing any), each with the two newest items of its first commodity
 * published before it as its related news.
 */
export async function seedEvents(db: Database, now: Date): Promise<void> {
  const events = generateEvents(now);
  await db.delete(calendarEvents);
  for (const event of events) {
    const related = (await db.execute(
      sql`select id from content_items where subject_id = ${event.commodities![0]!} and dt_publish < ${(event.startsAt as Date).toISOString()} order by dt_publish desc, id desc limit 2`,
    )) as unknown as { rows: { id: number }[] };
    event.relatedNews = related.rows.map((row) => Number(row.id));
  }
  await db.insert(calendarEvents).values(events);
}

/** The authors' roles and biographies, by id. */
export const AUTHOR_PROFILES: Readonly<Record<number, { role: Texts; bio: Texts }>> = Object.fromEntries(
  [
    [
      'Analista de açúcar e etanol',
      'Sugar and ethanol analyst',
      'Analista de azúcar y etanol',
      'a safra do Centro-Sul e o mercado de etanol',
      'the Centre-South crop and the ethanol market',
      'la zafra del Centro-Sur y el mercado del etanol',
    ],
    [
      'Analista de grãos',
      'Grains analyst',
      'Analista de granos',
      'soja, milho e a logística de exportação',
      'soy, corn and export logistics',
      'soja, maíz y la logística de exportación',
    ],
    [
      'Analista de café',
      'Coffee analyst',
      'Analista de café',
      'o café arábica e conilon e os estoques certificados',
      'arabica and robusta coffee and certified stocks',
      'el café arábica y conilon y las existencias certificadas',
    ],
    [
      'Correspondente em Buenos Aires',
      'Buenos Aires correspondent',
      'Corresponsal en Buenos Aires',
      'a safra argentina e o câmbio',
      'the Argentine crop and the exchange rate',
      'la cosecha argentina y el tipo de cambio',
    ],
    [
      'Analista de pecuária',
      'Livestock analyst',
      'Analista de ganadería',
      'boi gordo, suínos e frango',
      'cattle, hogs and chicken',
      'novillo, cerdos y pollo',
    ],
    [
      'Analista de mercados futuros',
      'Futures markets analyst',
      'Analista de mercados de futuros',
      'Chicago, a B3 e a gestão de risco',
      'Chicago, B3 and risk management',
      'Chicago, B3 y la gestión de riesgo',
    ],
    [
      'Editora de notícias',
      'News editor',
      'Editora de noticias',
      'a cobertura diária do agronegócio',
      'the daily agribusiness coverage',
      'la cobertura diaria del agro',
    ],
    [
      'Analista de algodão',
      'Cotton analyst',
      'Analista de algodón',
      'algodão, fibra e mercado externo',
      'cotton, fibre and export markets',
      'algodón, fibra y mercado externo',
    ],
    [
      'Analista de fertilizantes',
      'Fertilisers analyst',
      'Analista de fertilizantes',
      'fertilizantes e custos de produção',
      'fertilisers and production costs',
      'fertilizantes y costos de producción',
    ],
    [
      'Economista-chefe',
      'Chief economist',
      'Economista jefe',
      'juros, câmbio e macroeconomia',
      'rates, currencies and the macro economy',
      'tasas, tipo de cambio y macroeconomía',
    ],
    [
      'Analista de trigo e arroz',
      'Wheat and rice analyst',
      'Analista de trigo y arroz',
      'trigo, arroz e o Mercosul',
      'wheat, rice and Mercosur',
      'trigo, arroz y el Mercosur',
    ],
    [
      'Correspondente em Rosario',
      'Rosario correspondent',
      'Corresponsal en Rosario',
      'o complexo soja argentino e os portos do Paraná',
      'the Argentine soy complex and the Paraná river ports',
      'el complejo sojero argentino y los puertos del Paraná',
    ],
  ].map(([rolePt, roleEn, roleEs, topicPt, topicEn, topicEs], index) => [
    index + 1,
    {
      role: tx(rolePt!, roleEn!, roleEs!),
      bio: tx(
        `Acompanha ${topicPt} há mais de dez anos e escreve análises e notícias para os assinantes.`,
        `Has followed ${topicEn} for over ten years, writing analyses and news for subscribers.`,
        `Sigue ${topicEs} desde hace más de diez años y escribe análisis y noticias para los suscriptores.`,
      ),
    },
  ]),
);

/** Writes the authors' roles and biographies. */
export async function seedAuthorProfiles(db: Database): Promise<void> {
  for (const [id, profile] of Object.entries(AUTHOR_PROFILES)) {
    await db
      .update(contentAuthors)
      .set({
        rolePt: profile.role.pt,
        roleEn: profile.role.en,
        roleEs: profile.role.es,
        bioPt: profile.bio.pt,
        bioEn: profile.bio.en,
        bioEs: profile.bio.es,
      })
      .where(sql`${contentAuthors.id} = ${Number(id)}`);
  }
}

/** Seeds the events and the authors' profiles when there are no events yet (a data folder from before them included). */
export async function seedEventsIfEmpty(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time; the second finds the events and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(250253)`);
    const found = (await tx.execute(sql`select exists (select 1 from calendar_events) as found`)) as unknown as {
      rows: { found: boolean }[];
    };
    if (found.rows[0]?.found) return false;
    await seedAuthorProfiles(tx);
    await seedEvents(tx, now);
    return true;
  });
}
