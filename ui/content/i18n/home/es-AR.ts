import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content-home']> = {
  home: {
    intro:
      'Noticias, destacados y cotizaciones abiertos a todos. Ingresá para leer los análisis completos o conocé los planes.',
    signIn: 'Ingresar',
    newsEmpty: 'Todavía no se publicó ninguna noticia.',
    quote: {
      up: 'en alza',
      down: 'en baja',
    },
  },
  detail: {
    choose: 'Elegí una noticia en la página de inicio para ver acá su resumen.',
    subscribers: 'El contenido completo es para suscriptores. Ingresá con tu cuenta o conocé los planes.',
    signInToRead: 'Ingresar para leer',
  },
};

export default EsAr;
