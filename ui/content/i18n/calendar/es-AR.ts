import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content-calendar']> = {
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

export default EsAr;
