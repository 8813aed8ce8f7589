import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['content-consulting'] = {
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

export default PtPt;
