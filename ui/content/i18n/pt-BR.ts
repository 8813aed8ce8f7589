/**
 * Texts of the informative content (namespace content): lists, filters, highlights, ticker, favourites and upsell.
 * The detail, plans and schedule pages' own texts are in i18n/pages/, loaded with those pages.
 */
const PtBr = {
  list: {
    label: 'Conteúdos',
    loading: 'Carregando conteúdos…',
    empty: 'Nenhum conteúdo encontrado',
    emptyText: 'Nenhum conteúdo corresponde aos filtros escolhidos.',
    failed: 'Não foi possível carregar os conteúdos.',
    retry: 'Tentar novamente',
    total_one: '{{count}} conteúdo',
    total_other: '{{count}} conteúdos',
    locked: '{{title}} (exclusivo para assinantes)',
    lockedBadge: 'Bloqueado',
    read: 'Lido',
  },
  display: {
    label: 'Visualização',
    list: 'Lista',
    'detailed-list': 'Lista detalhada',
    card: 'Cartões',
    mosaic: 'Mosaico',
    tag: 'Etiquetas',
  },
  types: {
    label: 'Tipos de publicação',
    all: 'Todos',
    locked: '{{name}} (fora do seu plano)',
  },
  filters: {
    open: 'Filtros',
    openCount: 'Filtros ({{count}})',
    title: 'Filtros de relatórios',
    periodicity: 'Periodicidade',
    publicationType: 'Tipo de publicação',
    commodity: 'Commodity ou assunto',
    orderBy: 'Ordenar por',
    originCountry: 'País de origem',
    highlight: 'Destaques',
    live: 'Ao vivo',
    important: 'Importantes',
    exclusive: 'Exclusivos',
    relevant: 'Relevantes',
    dateRange: 'Período',
    dateFrom: 'De',
    dateTo: 'Até',
    mediaType: 'Tipo de mídia',
    priority: 'Prioridade',
    reportType: 'Tipo de relatório',
    author: 'Autor',
    any: 'Todos',
    clear: 'Limpar',
    quick: {
      '1': '1 dia',
      '2': '1 semana',
      '3': '1 mês',
      '4': '3 meses',
      '5': 'Outro período',
      none: 'Qualquer data',
    },
  },
  paginator: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}}',
    pageOf: 'Página {{page}} de {{count}}',
    pageSize: 'Itens por página',
  },
  badges: {
    Important: 'Importante',
    Exclusive: 'Exclusivo',
    Live: 'Ao vivo',
    Disclosure: 'Divulgação',
    Announcement: 'Comunicado',
    Invite: 'Convite',
    attachment: 'Anexo',
    audio: 'Áudio',
    video: 'Vídeo',
    podcast: 'Podcast',
  },
  highlights: {
    title: 'Destaques',
    collapse: 'Recolher destaques',
    expand: 'Mostrar destaques',
    previous: 'Destaques anteriores',
    next: 'Próximos destaques',
    empty: 'Sem destaques no momento.',
    failed: 'Não foi possível carregar os destaques.',
  },
  ticker: {
    label: 'Últimas notícias',
    settings: 'Configurar o ticker',
    hidden: 'O ticker está oculto.',
  },
  upsell: {
    'see-plans': 'Ver planos',
    subscribe: 'Assinar agora',
    'request-demo': 'Solicitar demonstração',
    contactSupport: 'Falar com o suporte',
    close: 'Fechar',
  },
  favorites: {
    add: 'Adicionar aos favoritos',
    remove: 'Remover dos favoritos',
    title: 'Favoritos',
    all: 'Todas as commodities',
    filter: 'Commodity',
    loading: 'Carregando favoritos…',
    failed: 'Não foi possível carregar os favoritos.',
    empty: 'Nenhum favorito',
    emptyText: 'Marque a estrela de um conteúdo para encontrá-lo aqui.',
    gone: 'Conteúdo não disponível (id {{id}})',
  },
  informative: {
    all: 'Todos',
    arrives: 'As análises, notícias e relatórios desta seleção aparecerão aqui.',
    notFound: 'Item não encontrado',
    notFoundText: 'Este item do menu não existe ou não está disponível para você.',
    loadFailed: 'Não foi possível carregar o menu.',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    content: typeof PtBr;
  }
}
