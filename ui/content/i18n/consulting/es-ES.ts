import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['content-consulting'] = {
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

export default EsEs;
