import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['shell-tour']> = {
  steps: {
    welcome: {
      title: 'Te damos la bienvenida a Celeiro',
      text: 'Un recorrido rápido te muestra dónde está cada cosa. Avanzá con los botones o con las flechas del teclado; Esc termina el recorrido.',
    },
    menu: {
      text: 'Los commodities y las secciones: análisis, noticias, informes, cotizaciones y más. El botón de abajo achica la barra lateral.',
    },
    menuButton: {
      text: 'Tocá acá para abrir el menú con los commodities y las secciones.',
    },
    filters: {
      text: 'Acotá la lista por commodity, tipo, período y otros criterios.',
    },
    viewStyle: {
      text: 'Mirá los contenidos en lista, lista detallada, tarjetas, mosaico o etiquetas.',
    },
    ticker: {
      text: 'Acá pasan las últimas noticias. En la configuración del ticker, mostralo u ocultalo, arriba o en el pie.',
    },
    notifications: {
      text: 'La campana te avisa cuando sale algo nuevo de lo que seguís.',
    },
    userMenu: {
      title: 'Tu menú',
      text: 'Tu cuenta, tus preferencias, la ayuda (donde podés repetir este recorrido) y cerrar sesión.',
    },
  },
};

export default EsAr;
