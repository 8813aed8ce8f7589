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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-consulting': typeof PtBr;
  }
}
