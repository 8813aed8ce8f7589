import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['shell-pages']> = {
  pages: {
    'error-500': {
      description: 'Algo falló de nuestro lado. Probá de nuevo en unos instantes.',
    },
    s4login: {
      description: 'Ingresá con el acceso corporativo que te dio tu empresa.',
    },
    'error-404': {
      description: 'La dirección que buscabas no existe o se movió.',
    },
    callback: {
      description: 'Estamos completando tu acceso. Te vamos a redirigir en unos instantes.',
    },
    comingsoon: {
      description: 'Esta funcionalidad está en preparación y va a estar disponible pronto.',
    },
    'browser-not-support': {
      description: 'Este navegador ya no es compatible. Usá una versión actual de Chrome, Edge, Firefox o Safari.',
    },
    'download-file': {
      description: 'Descargá el archivo enviado a tu correo electrónico con el enlace que recibiste.',
    },
    maintenance: {
      description: 'La plataforma está en mantenimiento programado. Volvé en unos minutos.',
    },
    'not-authorized': {
      description: 'No tenés permiso para acceder a esta página.',
    },
  },
};

export default EsAr;
