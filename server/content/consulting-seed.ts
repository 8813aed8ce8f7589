// The seeded consulting deliverables (reportData/consulting): for each commodity a client may contract, the consultancy's
// monthly supply-and-demand balances, hedge recommendations, cost-of-production studies and on-demand studies, dated
// relative to the first start (a few delivered, one in progress, one booked). Fixed texts, no randomness. A delivered
// deliverable's documents are attachments of the commodity's reports, read and downloaded through the
// document routes.
import { and, asc, eq, not } from 'drizzle-orm';
import { type ConsultingKind } from '../../core';
import { type Database } from '../db/database';
import { SEED_SUBJECTS } from '../db/seed-data';
import { consultingItems, contentItems } from './schema';

/** The commodities with consulting, in the order their deliverables are numbered. */
export const CONSULTING_COMMODITIES = [16, 1, 7, 13, 17, 23, 3, 6] as const;

type Texts = { pt: string; en: string; es: string };
type Names = { pt: string; en: string; es: string };

/** A deliverable of the seed: its service, texts (with the commodity's name as {c}), analyst and day relative to the start. */
interface SeedDeliverable {
  kind: ConsultingKind;
  title: Texts;
  summary: Texts;
  /** Days from the first start: negative delivered (or in progress), positive booked. */
  days: number;
  inProgress?: boolean;
  /** The documents attached, from the commodity's reports (0 for none). */
  documents: number;
}

const BALANCE = (month: Texts, days: number, documents = 1): SeedDeliverable => ({
  kind: 'supply-demand',
  title: {
    pt: `Balanço de oferta e demanda de {c}: ${month.pt}`,
    en: `{c} supply and demand balance: ${month.en}`,
    es: `Balance de oferta y demanda de {c}: ${month.es}`,
  },
  summary: {
    pt: 'Produção, consumo, exportações e estoques finais revistos com a safra e a demanda do mês, e o preço que o balanço sustenta.',
    en: "Production, use, exports and ending stocks revised with the month's crop and demand, and the price the balance supports.",
    es: 'Producción, consumo, exportaciones y existencias finales revisadas con la cosecha y la demanda del mes, y el precio que sostiene el balance.',
  },
  days,
  documents,
});

/** The deliverables of every commodity with consulting. */
const DELIVERABLES: readonly SeedDeliverable[] = [
  BALANCE({ pt: 'revisão do mês', en: "this month's review", es: 'revisión del mes' }, -4, 2),
  BALANCE({ pt: 'revisão do mês anterior', en: "last month's review", es: 'revisión del mes anterior' }, -34),
  BALANCE({ pt: 'revisão de dois meses atrás', en: 'review of two months ago', es: 'revisión de hace dos meses' }, -64),
  BALANCE({ pt: 'próxima revisão', en: 'next review', es: 'próxima revisión' }, 26, 0),
  {
    kind: 'hedge',
    title: {
      pt: 'Recomendação de hedge de {c} para a próxima safra',
      en: '{c} hedge recommendation for the next crop',
      es: 'Recomendación de cobertura de {c} para la próxima cosecha',
    },
    summary: {
      pt: 'Quanto fixar em bolsa e em câmbio, em que meses e com que opções, para a margem que o orçamento pede.',
      en: 'How much to fix on the exchange and in currency, in which months and with which options, for the margin the budget needs.',
      es: 'Cuánto fijar en bolsa y en cambio, en qué meses y con qué opciones, para el margen que pide el presupuesto.',
    },
    days: -12,
    documents: 1,
  },
  {
    kind: 'hedge',
    title: {
      pt: 'Revisão da posição de hedge de {c}',
      en: 'Review of the {c} hedge position',
      es: 'Revisión de la posición de cobertura de {c}',
    },
    summary: {
      pt: 'A posição fixada até aqui contra o mercado da semana, e o que ajustar antes do próximo vencimento.',
      en: "The position fixed so far against this week's market, and what to adjust before the next expiry.",
      es: 'La posición fijada hasta ahora frente al mercado de la semana, y qué ajustar antes del próximo vencimiento.',
    },
    days: -2,
    inProgress: true,
    documents: 0,
  },
  {
    kind: 'cost-of-production',
    title: {
      pt: 'Custo de produção de {c}: safra atual',
      en: '{c} cost of production: current crop',
      es: 'Costo de producción de {c}: cosecha actual',
    },
    summary: {
      pt: 'Custos por hectare e por unidade nas principais regiões, com insumos, operações, arrendamento e frete.',
      en: 'Costs per hectare and per unit in the main regions, with inputs, operations, land rent and freight.',
      es: 'Costos por hectárea y por unidad en las principales regiones, con insumos, labores, arrendamiento y flete.',
    },
    days: -45,
    documents: 1,
  },
  {
    kind: 'on-demand',
    title: {
      pt: 'Estudo sob encomenda: logística de exportação de {c}',
      en: 'On-demand study: {c} export logistics',
      es: 'Estudio a pedido: logística de exportación de {c}',
    },
    summary: {
      pt: 'Rotas, portos e fretes comparados para o volume do cliente, com a janela de embarque recomendada.',
      en: "Routes, ports and freight compared for the client's volume, with the recommended shipping window.",
      es: 'Rutas, puertos y fletes comparados para el volumen del cliente, con la ventana de embarque recomendada.',
    },
    days: 12,
    documents: 0,
  },
];

/** The analysts who sign the deliverables (one per commodity, as the consultancy assigns them). */
const ANALYSTS = [
  'Ana Paula Ferreira',
  'Bruno Cavalcanti',
  'Camila Duarte',
  'Diego Martínez',
  'Eduarda Lopes',
  'Felipe Moraes',
  'Gabriela Rocha',
  'Henrique Bastos',
] as const;

const DAY_MS = 86_400_000;

/** A commodity's name in Portuguese, English and Spanish, lower-cased where it sits inside a sentence. */
function namesOf(subjectId: number): Names {
  const subject = SEED_SUBJECTS.find((s) => s.id === subjectId);
  if (!subject) throw new Error(`no subject ${subjectId}`);
  return { pt: subject.names.PtBr, en: subject.names.EnEu, es: subject.names.EsEs };
}

const fill = (text: string, name: string) => text.replace('{c}', name);

/** The id of deliverable `index` of the commodity at `position` (stable: 100 per commodity). */
export const consultingId = (position: number, index: number): number => (position + 1) * 100 + index + 1;

/** The documents a commodity's deliverables may attach: its reports' attachments, oldest item first. */
async function documentsOf(db: Database, subjectId: number): Promise<{ id: number; attachment: number }[]> {
  const rows = await db
    .select({ id: contentItems.id, attachments: contentItems.attachments })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.subjectId, subjectId),
        eq(contentItems.publicationType, 'report'),
        eq(contentItems.hasAttachment, true),
        not(contentItems.free),
      ),
    )
    .orderBy(asc(contentItems.id))
    .limit(40);
  return rows.flatMap((row) => row.attachments.map((_, index) => ({ id: row.id, attachment: index + 1 })));
}

/** Writes the deliverables as of `now` (replacing any): the documents are those the content holds now. */
export async function seedConsulting(db: Database, now: Date): Promise<void> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  const rows: (typeof consultingItems.$inferInsert)[] = [];
  for (const [position, subjectId] of CONSULTING_COMMODITIES.entries()) {
    const names = namesOf(subjectId);
    const pool = await documentsOf(db, subjectId);
    let next = 0;
    for (const [index, deliverable] of DELIVERABLES.entries()) {
      const documents = pool.slice(next, next + deliverable.documents);
      next += documents.length;
      rows.push({
        id: consultingId(position, index),
        subjectId,
        kind: deliverable.kind,
        titlePt: fill(deliverable.title.pt, names.pt.toLowerCase()),
        titleEn: fill(deliverable.title.en, names.en),
        titleEs: fill(deliverable.title.es, names.es.toLowerCase()),
        summaryPt: deliverable.summary.pt,
        summaryEn: deliverable.summary.en,
        summaryEs: deliverable.summary.es,
        analyst: ANALYSTS[position % ANALYSTS.length]!,
        due: new Date(today + deliverable.days * DAY_MS),
        inProgress: deliverable.inProgress ?? false,
        documents,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(consultingItems);
    await tx.insert(consultingItems).values(rows);
  });
}

/** Writes the deliverables when there are none (existing rows are kept). */
export async function seedConsultingIfEmpty(db: Database, now: Date): Promise<void> {
  const [row] = await db.select({ id: consultingItems.id }).from(consultingItems).limit(1);
  if (row) return;
  await seedConsulting(db, now);
}
