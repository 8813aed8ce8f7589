import { type NamespaceTexts } from './area-texts';

const EsEs: NamespaceTexts['common'] = {
  help: 'Ayuda',
  appName: 'Celeiro',
  brand: {
    consultancy: 'Celeiro Consultoria',
    'market-news': 'Celeiro Notícias',
  },
  language: 'Idioma',
  locales: {
    PtBr: 'Português (Brasil)',
    EnEu: 'English',
    EsEs: 'Español (España)',
    EsAr: 'Español (Argentina)',
    PtPt: 'Português (Portugal)',
  },
  ok: 'Aceptar',
  loading: 'Cargando…',
  loadFailed: 'No se ha podido cargar esta información.',
  retry: 'Intentar de nuevo',
  skipToContent: 'Saltar al contenido',
  goToLogin: 'Ir a iniciar sesión',
  goHome: 'Ir al inicio',
  required: 'Rellene este campo.',
  footer: 'Información de mercado para el agronegocio.',
  privacyPolicy: 'Política de privacidad',
  cookies: {
    notice: 'Aviso de cookies',
    text: 'Usamos cookies para mantener tu sesión y entender cómo se usa Celeiro. Puedes aceptar o rechazar las cookies que no son esenciales.',
    accept: 'Aceptar cookies',
    reject: 'Rechazar',
  },
  close: 'Cerrar',
  arrivesTitle: 'El contenido llega aquí',
};

export default EsEs;
