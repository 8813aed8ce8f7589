import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/**
 * Texts of the consulting page (namespace content-consulting): loaded with that page, and by the user menu when it
 * opens (its link's name).
 */
const PtBr = {
  title: 'Consultoria',
  intro: 'Os relatórios e serviços de consultoria do seu plano, com os documentos de cada entrega.',
  filters: 'Filtros da consultoria',
  commodity: 'Commodity',
  allCommodities: 'Todas',
  kind: 'Serviço',
  allKinds: 'Todos',
  kinds: {
    'supply-demand': 'Balanço de oferta e demanda',
    hedge: 'Recomendação de hedge',
    'cost-of-production': 'Custo de produção',
    'on-demand': 'Estudo sob encomenda',
  },
  status: { delivered: 'Entregue', 'in-progress': 'Em andamento', scheduled: 'Agendado' },
  count_one: '{{count}} entrega',
  count_other: '{{count}} entregas',
  date: { delivered: 'Entregue em {{date}}', 'in-progress': 'Desde {{date}}', scheduled: 'Previsto para {{date}}' },
  analyst: 'Analista: {{name}}',
  documents: 'Documentos',
  noDocuments: 'Os documentos chegam com a entrega.',
  read: 'Ler',
  download: 'Baixar',
  downloading: 'Baixando…',
  empty: 'Nenhuma entrega com esses filtros.',
  clear: 'Limpar filtros',
  page: 'Página {{page}} de {{pages}}',
  previous: 'Anterior',
  next: 'Próxima',
  upsell: {
    title: 'Consultoria não incluída no seu plano',
    text: 'Balanços de oferta e demanda, recomendações de hedge, estudos de custo de produção e estudos sob encomenda para a sua empresa: veja os planos com consultoria.',
    plans: 'Ver planos',
  },
};

const EnEu: typeof PtBr = {
  title: 'Consulting',
  intro: "Your plan's consulting reports and services, with the documents of each deliverable.",
  filters: 'Consulting filters',
  commodity: 'Commodity',
  allCommodities: 'All',
  kind: 'Service',
  allKinds: 'All',
  kinds: {
    'supply-demand': 'Supply and demand balance',
    hedge: 'Hedge recommendation',
    'cost-of-production': 'Cost of production',
    'on-demand': 'On-demand study',
  },
  status: { delivered: 'Delivered', 'in-progress': 'In progress', scheduled: 'Scheduled' },
  count_one: '{{count}} deliverable',
  count_other: '{{count}} deliverables',
  date: { delivered: 'Delivered on {{date}}', 'in-progress': 'Since {{date}}', scheduled: 'Due on {{date}}' },
  analyst: 'Analyst: {{name}}',
  documents: 'Documents',
  noDocuments: 'The documents come with the deliverable.',
  read: 'Read',
  download: 'Download',
  downloading: 'Downloading…',
  empty: 'No deliverable matches these filters.',
  clear: 'Clear filters',
  page: 'Page {{page}} of {{pages}}',
  previous: 'Previous',
  next: 'Next',
  upsell: {
    title: 'Consulting is not included in your plan',
    text: 'Supply and demand balances, hedge recommendations, cost-of-production studies and on-demand studies for your company: see the plans with consulting.',
    plans: 'See plans',
  },
};

const EsEs: typeof PtBr = {
  title: 'Consultoría',
  intro: 'Los informes y servicios de consultoría de su plan, con los documentos de cada entrega.',
  filters: 'Filtros de la consultoría',
  commodity: 'Commodity',
  allCommodities: 'Todas',
  kind: 'Servicio',
  allKinds: 'Todos',
  kinds: {
    'supply-demand': 'Balance de oferta y demanda',
    hedge: 'Recomendación de cobertura',
    'cost-of-production': 'Coste de producción',
    'on-demand': 'Estudio a medida',
  },
  status: { delivered: 'Entregado', 'in-progress': 'En curso', scheduled: 'Programado' },
  count_one: '{{count}} entrega',
  count_other: '{{count}} entregas',
  date: {
    delivered: 'Entregado el {{date}}',
    'in-progress': 'Desde el {{date}}',
    scheduled: 'Previsto para el {{date}}',
  },
  analyst: 'Analista: {{name}}',
  documents: 'Documentos',
  noDocuments: 'Los documentos llegan con la entrega.',
  read: 'Leer',
  download: 'Descargar',
  downloading: 'Descargando…',
  empty: 'Ninguna entrega con estos filtros.',
  clear: 'Borrar filtros',
  page: 'Página {{page}} de {{pages}}',
  previous: 'Anterior',
  next: 'Siguiente',
  upsell: {
    title: 'La consultoría no está incluida en su plan',
    text: 'Balances de oferta y demanda, recomendaciones de cobertura, estudios de coste de producción y estudios a medida para su empresa: consulte los planes con consultoría.',
    plans: 'Ver planes',
  },
};

const EsAr: Differences<typeof PtBr> = {
  intro: 'Los informes y servicios de consultoría de tu plan, con los documentos de cada entrega.',
  kinds: {
    'cost-of-production': 'Costo de producción',
    'on-demand': 'Estudio a pedido',
  },
  upsell: {
    title: 'La consultoría no está incluida en tu plan',
    text: 'Balances de oferta y demanda, recomendaciones de cobertura, estudios de costo de producción y estudios a pedido para tu empresa: mirá los planes con consultoría.',
  },
};

const PtPt: typeof PtBr = {
  title: 'Consultoria',
  intro: 'Os relatórios e os serviços de consultoria incluídos no seu plano, com os documentos de cada entrega.',
  filters: 'Filtrar a consultoria',
  commodity: 'Matéria-prima',
  allCommodities: 'Todas as matérias-primas',
  kind: 'Serviço',
  allKinds: 'Todos',
  kinds: {
    'supply-demand': 'Balanço de oferta e procura',
    hedge: 'Recomendação de cobertura de risco',
    'cost-of-production': 'Custo de produção',
    'on-demand': 'Estudo por medida',
  },
  status: { delivered: 'Entregue', 'in-progress': 'Em curso', scheduled: 'Marcado' },
  count_one: '{{count}} entrega',
  count_other: '{{count}} entregas',
  date: {
    delivered: 'Entregue a {{date}}',
    'in-progress': 'Em curso desde {{date}}',
    scheduled: 'Data prevista: {{date}}',
  },
  analyst: 'Analista: {{name}}',
  documents: 'Documentos',
  noDocuments: 'Os documentos serão disponibilizados com a entrega.',
  read: 'Ler',
  download: 'Transferir',
  downloading: 'A transferir…',
  empty: 'Nenhuma entrega corresponde a estes filtros.',
  clear: 'Limpar os filtros',
  page: 'Página {{page}} de {{pages}}',
  previous: 'Anterior',
  next: 'Seguinte',
  upsell: {
    title: 'A consultoria não está incluída no seu plano',
    text: 'Balanços de oferta e procura, recomendações de cobertura de risco, estudos de custo de produção e estudos por medida para a sua empresa: consulte os planos com consultoria.',
    plans: 'Consultar planos',
  },
};

export const CONTENT_CONSULTING_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-consulting': typeof PtBr;
  }
}
