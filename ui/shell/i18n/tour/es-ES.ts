import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['shell-tour'] = {
  label: 'Recorrido guiado',
  progress: '{{current}} de {{total}}',
  next: 'Siguiente',
  previous: 'Anterior',
  done: 'Terminar',
  skip: 'Saltar el recorrido',
  close: 'Cerrar el recorrido',
  steps: {
    welcome: {
      title: 'Le damos la bienvenida a Celeiro',
      text: 'Un recorrido rápido le muestra dónde está cada cosa. Avance con los botones o con las flechas del teclado; Esc termina el recorrido.',
    },
    menu: {
      title: 'Menú',
      text: 'Las materias primas y las secciones: análisis, noticias, informes, cotizaciones y más. El botón de debajo reduce la barra lateral.',
    },
    menuButton: {
      title: 'Menú',
      text: 'Pulse aquí para abrir el menú con las materias primas y las secciones.',
    },
    filters: {
      title: 'Filtros',
      text: 'Acote la lista por materia prima, tipo, periodo y otros criterios.',
    },
    viewStyle: {
      title: 'Modo de visualización',
      text: 'Vea los contenidos en lista, lista detallada, tarjetas, mosaico o etiquetas.',
    },
    ticker: {
      title: 'Ticker de noticias',
      text: 'Aquí pasan las últimas noticias. En la configuración del ticker, muéstrelo u ocúltelo, arriba o en el pie.',
    },
    notifications: {
      title: 'Notificaciones',
      text: 'La campana le avisa cuando sale algo nuevo de lo que sigue.',
    },
    userMenu: {
      title: 'Su menú',
      text: 'Su cuenta, sus preferencias, la ayuda (donde puede repetir este recorrido) y cerrar sesión.',
    },
  },
};

export default EsEs;
