import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content']> = {
  list: {
    emptyText: 'Ningún contenido coincide con los filtros que elegiste.',
    retry: 'Volvé a intentar',
  },
  types: {
    locked: '{{name}} (fuera de tu plan)',
  },
  filters: {
    live: 'En vivo',
  },
  badges: {
    Live: 'En vivo',
    video: 'Video',
    podcast: 'Podcast',
  },
  ticker: {
    settings: 'Configurá el ticker',
  },
  upsell: {
    subscribe: 'Suscribite ahora',
    'request-demo': 'Pedí una demostración',
    contactSupport: 'Contactá a soporte',
  },
  favorites: {
    add: 'Agregar a favoritos',
    all: 'Todos los commodities',
    filter: 'Commodity',
    failed: 'No se pudieron cargar los favoritos.',
    emptyText: 'Marcá la estrella de un contenido para encontrarlo acá.',
  },
  informative: {
    arrives: 'Los análisis, noticias e informes de esta selección van a aparecer acá.',
    notFoundText: 'Este elemento del menú no existe o no está disponible para vos.',
    loadFailed: 'No se pudo cargar el menú.',
  },
};

export default EsAr;
