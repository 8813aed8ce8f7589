/**
 * Texts of the pages of the content area that open from a list (namespace content-pages): the news detail, the plans
 * and the saved-news schedule. Loaded with those pages, so a list does not carry them; the pages read the content
 * namespace's texts too.
 */
const PtBr = {
  detail: {
    back: 'Voltar à lista',
    loading: 'Carregando conteúdo…',
    notFound: 'Conteúdo não encontrado',
    notFoundText: 'Este conteúdo não existe ou foi removido.',
    forbidden: 'Sem acesso a este conteúdo',
    forbiddenText: 'Este conteúdo não está disponível para o seu perfil.',
    failed: 'Não foi possível carregar o conteúdo.',
    by: 'Por {{name}}',
    attachments: 'Anexos',
    read: 'Visualizar',
    download: 'Baixar',
    downloading: 'Baixando…',
    mailLink: 'Enviar link por e-mail',
    linkSent: 'Enviamos para {{email}} um link para baixar {{name}}: ele vale para um download, até {{until}}.',
    reportPdf: 'Salvar em PDF',
    attachmentsLocked: 'Os anexos deste conteúdo estão disponíveis para assinantes.',
    related: 'Notícias relacionadas',
    languages: 'Disponível em',
    event: {
      title: 'Evento',
      online: 'Online',
      'in-person': 'Presencial',
      allDay: 'Dia inteiro',
      starts: 'Início',
      ends: 'Término',
      location: 'Local',
      price: 'Valor',
      free: 'Gratuito',
      link: 'Inscrição',
      related: 'Notícias do evento',
    },
  },
  plans: {
    title: 'Planos e pacotes',
    intro: 'Escolha o plano com as commodities e os conteúdos de que você precisa.',
    perMonth: '{{price}} por mês',
    free: 'Gratuito',
    publicationTypes: 'Conteúdos incluídos',
    loading: 'Carregando planos…',
    failed: 'Não foi possível carregar os planos.',
    empty: 'Nenhum plano disponível no momento.',
    contact: 'Fale com o comercial',
  },
  schedule: {
    title: 'Agenda',
    save: 'Salvar na agenda',
    saved: 'Na agenda',
    clear: 'Limpar a agenda',
    loading: 'Carregando a agenda…',
    failed: 'Não foi possível carregar a agenda.',
    empty: 'Agenda vazia',
    emptyText: 'Salve uma notícia na agenda, pelo seu detalhe, para lê-la depois.',
    remove: 'Tirar {{title}} da agenda',
    removeShort: 'Tirar',
    offline: 'Você está sem conexão: esta é a cópia salva neste aparelho.',
    offlineList: 'Sem conexão: a agenda mostra as cópias salvas neste aparelho.',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-pages': typeof PtBr;
  }
}
