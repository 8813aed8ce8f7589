/**
 * Texts of the events calendar, the economic calendar and the author page (namespace content-calendar): loaded with
 * those pages only. The refusals of a bad range come from the core (EVENT_MESSAGES).
 */
const PtBr = {
  events: {
    title: 'Agenda de eventos',
    intro: 'Feiras, dias de campo, webinars, comunicados e o calendário econômico.',
  },
  economic: {
    title: 'Calendário econômico',
    intro: 'Relatórios e indicadores que movem as commodities, por importância.',
    commodities: 'Commodities',
    allCommodities: 'Todas',
    importance: 'Importância',
    empty: 'Nenhum evento com esses filtros neste período.',
  },
  importance: { low: 'Baixa', medium: 'Média', high: 'Alta' },
  disclosure: { '1': 'Comunicado', '2': 'Convite', '3': 'Calendário econômico' },
  type: { online: 'On-line', 'in-person': 'Presencial' },
  view: { label: 'Visualização', Month: 'Mês', Week: 'Semana', Day: 'Dia', List: 'Lista' },
  more: '+{{count}} eventos',
  loading: 'Carregando os eventos…',
  failed: 'Não foi possível carregar os eventos.',
  retry: 'Tentar de novo',
  details: {
    title: 'Detalhes do evento',
    close: 'Fechar',
    when: 'Quando',
    allDay: 'Dia inteiro',
    where: 'Onde',
    price: 'Valor',
    free: 'Gratuito',
    link: 'Página do evento',
    related: 'Notícias relacionadas',
    commodities: 'Commodities',
    add: 'Adicionar à minha agenda',
    added: 'Arquivo da agenda baixado: {{name}}.',
    addFailed: 'Não foi possível gerar o arquivo da agenda.',
    locked: 'Este evento não está incluído no seu plano: veja os planos para ter acesso aos detalhes.',
    plans: 'Ver planos',
  },
  author: {
    title: 'Autor',
    latest: 'Últimas publicações',
    none: 'Nenhuma publicação disponível.',
    failed: 'Não foi possível carregar o autor.',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-calendar': typeof PtBr;
  }
}
