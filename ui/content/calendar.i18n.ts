import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

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

const EnEu: typeof PtBr = {
  events: {
    title: 'Events calendar',
    intro: 'Fairs, field days, webinars, announcements and the economic calendar.',
  },
  economic: {
    title: 'Economic calendar',
    intro: 'The reports and indicators that move commodities, by importance.',
    commodities: 'Commodities',
    allCommodities: 'All',
    importance: 'Importance',
    empty: 'No events with these filters in this period.',
  },
  importance: { low: 'Low', medium: 'Medium', high: 'High' },
  disclosure: { '1': 'Announcement', '2': 'Invite', '3': 'Economic calendar' },
  type: { online: 'Online', 'in-person': 'In person' },
  view: { label: 'View', Month: 'Month', Week: 'Week', Day: 'Day', List: 'List' },
  more: '+{{count}} events',
  loading: 'Loading the events…',
  failed: 'The events could not be loaded.',
  retry: 'Try again',
  details: {
    title: 'Event details',
    close: 'Close',
    when: 'When',
    allDay: 'All day',
    where: 'Where',
    price: 'Price',
    free: 'Free',
    link: 'Event page',
    related: 'Related news',
    commodities: 'Commodities',
    add: 'Add to my calendar',
    added: 'Calendar file downloaded: {{name}}.',
    addFailed: 'The calendar file could not be made.',
    locked: 'This event is not included in your plan: see the plans to get its details.',
    plans: 'See plans',
  },
  author: {
    title: 'Author',
    latest: 'Latest publications',
    none: 'No publications available.',
    failed: 'The author could not be loaded.',
  },
};

const EsEs: typeof PtBr = {
  events: {
    title: 'Agenda de eventos',
    intro: 'Ferias, jornadas de campo, webinars, comunicados y el calendario económico.',
  },
  economic: {
    title: 'Calendario económico',
    intro: 'Los informes e indicadores que mueven las materias primas, por importancia.',
    commodities: 'Materias primas',
    allCommodities: 'Todas',
    importance: 'Importancia',
    empty: 'Ningún evento con estos filtros en este periodo.',
  },
  importance: { low: 'Baja', medium: 'Media', high: 'Alta' },
  disclosure: { '1': 'Comunicado', '2': 'Invitación', '3': 'Calendario económico' },
  type: { online: 'En línea', 'in-person': 'Presencial' },
  view: { label: 'Vista', Month: 'Mes', Week: 'Semana', Day: 'Día', List: 'Lista' },
  more: '+{{count}} eventos',
  loading: 'Cargando los eventos…',
  failed: 'No se han podido cargar los eventos.',
  retry: 'Reintentar',
  details: {
    title: 'Detalles del evento',
    close: 'Cerrar',
    when: 'Cuándo',
    allDay: 'Todo el día',
    where: 'Dónde',
    price: 'Precio',
    free: 'Gratuito',
    link: 'Página del evento',
    related: 'Noticias relacionadas',
    commodities: 'Materias primas',
    add: 'Añadir a mi calendario',
    added: 'Archivo de calendario descargado: {{name}}.',
    addFailed: 'No se ha podido generar el archivo de calendario.',
    locked: 'Este evento no está incluido en su plan: consulte los planes para ver sus detalles.',
    plans: 'Ver planes',
  },
  author: {
    title: 'Autor',
    latest: 'Últimas publicaciones',
    none: 'No hay publicaciones disponibles.',
    failed: 'No se ha podido cargar el autor.',
  },
};

const EsAr: Differences<typeof PtBr> = {
  events: {
    intro: 'Exposiciones, jornadas a campo, webinars, comunicados y el calendario económico.',
  },
  economic: {
    intro: 'Los informes e indicadores que mueven los commodities, por importancia.',
    commodities: 'Commodities',
    allCommodities: 'Todos',
    empty: 'No hay eventos con estos filtros en este período.',
  },
  type: {
    online: 'Online',
  },
  failed: 'No pudimos cargar los eventos.',
  details: {
    free: 'Gratis',
    commodities: 'Commodities',
    add: 'Agregar a mi calendario',
    addFailed: 'No pudimos generar el archivo de calendario.',
    locked: 'Este evento no está incluido en tu plan: mirá los planes para ver sus detalles.',
  },
  author: {
    failed: 'No pudimos cargar el autor.',
  },
};

const PtPt: typeof PtBr = {
  events: {
    title: 'Agenda de acontecimentos',
    intro: 'Feiras, dias de campo, seminários em linha, avisos e o calendário económico.',
  },
  economic: {
    title: 'Calendário económico',
    intro: 'Relatórios e indicadores que fazem mexer as matérias-primas, por importância.',
    commodities: 'Matérias-primas',
    allCommodities: 'Todas as matérias-primas',
    importance: 'Relevância',
    empty: 'Não há acontecimentos com estes filtros neste período.',
  },
  importance: { low: 'Reduzida', medium: 'Moderada', high: 'Elevada' },
  disclosure: { '1': 'Aviso', '2': 'Convite para participar', '3': 'Calendário económico' },
  type: { online: 'Em linha', 'in-person': 'Com presença física' },
  view: { label: 'Vista', Month: 'Mês inteiro', Week: 'Semana inteira', Day: 'Um dia', List: 'Em lista' },
  more: 'Mais {{count}} acontecimentos',
  loading: 'A carregar os acontecimentos…',
  failed: 'Não foi possível carregar os acontecimentos.',
  retry: 'Tentar novamente',
  details: {
    title: 'Pormenores do acontecimento',
    close: 'Fechar janela',
    when: 'Data e hora',
    allDay: 'Todo o dia',
    where: 'Local',
    price: 'Preço',
    free: 'Entrada livre',
    link: 'Página do acontecimento',
    related: 'Notícias relacionadas com este acontecimento',
    commodities: 'Matérias-primas',
    add: 'Adicionar ao meu calendário',
    added: 'Ficheiro de calendário transferido: {{name}}.',
    addFailed: 'Não foi possível criar o ficheiro de calendário.',
    locked: 'Este acontecimento não está incluído no seu plano: consulte os planos para aceder aos pormenores.',
    plans: 'Consultar planos',
  },
  author: {
    title: 'Autor do conteúdo',
    latest: 'Publicações mais recentes',
    none: 'Não há publicações disponíveis.',
    failed: 'Não foi possível carregar a página do autor.',
  },
};

export const CONTENT_CALENDAR_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-calendar': typeof PtBr;
  }
}
