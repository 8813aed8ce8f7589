import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['content-calendar'] = {
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

export default EsEs;
