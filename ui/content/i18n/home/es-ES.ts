import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['content-home'] = {
  home: {
    title: 'El mercado del agronegocio hoy',
    intro:
      'Noticias, destacados y cotizaciones abiertos a todos. Inicie sesión para leer los análisis completos o conozca los planes.',
    calls: 'Acceso',
    signIn: 'Entrar',
    seePlans: 'Ver planes',
    subjects: 'Temas',
    subjectsEmpty: 'No hay temas disponibles en este momento.',
    news: 'Últimas noticias',
    newsEmpty: 'Todavía no se ha publicado ninguna noticia.',
    highlights: 'Destacados',
    highlightsEmpty: 'No hay destacados en este momento.',
    quotes: 'Cotizaciones',
    quotesEmpty: 'No hay cotizaciones disponibles en este momento.',
    quote: {
      name: 'Contrato',
      last: 'Último',
      change: 'Variación',
      time: 'Actualización',
      up: 'al alza',
      down: 'a la baja',
      flat: 'estable',
    },
  },
  detail: {
    title: 'Detalles',
    choose: 'Elija una noticia en la página de inicio para ver aquí su resumen.',
    back: 'Volver al inicio',
    subscribers: 'El contenido completo es para suscriptores. Inicie sesión con su cuenta o conozca los planes.',
    signInToRead: 'Entrar para leer',
  },
  landing: {
    subjects: 'Mercados que seguimos',
  },
};

export default EsEs;
