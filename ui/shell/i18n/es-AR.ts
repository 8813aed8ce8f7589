import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['shell']> = {
  starred: {
    intro:
      'Hasta 10 páginas, guardadas en este dispositivo. Marcá la página abierta con «Marcar esta página», en el menú de usuario.',
  },
  layoutHistory: {
    intro:
      'El tema, los tamaños de letra, la alineación, el ticker, los favoritos y la agenda se guardan en tu cuenta y valen en todos tus dispositivos. Restaurá una versión anterior cuando quieras.',
    empty: 'Todavía no hay versiones guardadas: los cambios de apariencia aparecen acá.',
  },
  askAnalyst: 'Preguntale al analista',
  locked: '{{name}} (bloqueado — suscribite para acceder)',
  notifications: {
    empty: 'Todavía no hay notificaciones',
    emptyText: 'Acá aparecen las noticias importantes que te enviamos.',
  },
  routeError: {
    description: 'Algo falló de nuestro lado. Probá de nuevo en unos instantes.',
  },
  sections: {
    'info/content': {
      description: 'El contenido seleccionado va a aparecer acá.',
    },
  },
};

export default EsAr;
