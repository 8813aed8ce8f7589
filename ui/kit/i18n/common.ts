import { type AreaTexts, type Differences } from './area-texts';

/** Texts every area shares (namespace common): the app, brands, languages, common actions and states. */
const PtBr = {
  help: 'Ajuda',
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
  ok: 'OK',
  loading: 'Carregando…',
  loadFailed: 'Não foi possível carregar estas informações.',
  retry: 'Tentar novamente',
  skipToContent: 'Pular para o conteúdo',
  goToLogin: 'Ir para o login',
  goHome: 'Ir para o início',
  required: 'Preencha este campo.',
  footer: 'Informação de mercado para o agronegócio.',
  privacyPolicy: 'Política de privacidade',
  cookies: {
    notice: 'Aviso de cookies',
    text: 'Usamos cookies para manter sua sessão e entender como o Celeiro é usado. Você pode aceitar ou recusar os cookies que não são essenciais.',
    accept: 'Aceitar cookies',
    reject: 'Recusar',
  },
  close: 'Fechar',
  arrivesTitle: 'O conteúdo chega aqui',
};

const EnEu: typeof PtBr = {
  help: 'Help',
  appName: 'Celeiro',
  brand: {
    consultancy: 'Celeiro Consultoria',
    'market-news': 'Celeiro Notícias',
  },
  language: 'Language',
  locales: {
    PtBr: 'Português (Brasil)',
    EnEu: 'English',
    EsEs: 'Español (España)',
    EsAr: 'Español (Argentina)',
    PtPt: 'Português (Portugal)',
  },
  ok: 'OK',
  loading: 'Loading…',
  loadFailed: 'This information could not be loaded.',
  retry: 'Try again',
  skipToContent: 'Skip to content',
  goToLogin: 'Go to sign in',
  goHome: 'Go to the start page',
  required: 'Please fill in this field.',
  footer: 'Market information for agribusiness.',
  privacyPolicy: 'Privacy policy',
  cookies: {
    notice: 'Cookie notice',
    text: 'We use cookies to keep you signed in and to understand how Celeiro is used. You can accept or refuse the cookies that are not essential.',
    accept: 'Accept cookies',
    reject: 'Refuse',
  },
  close: 'Close',
  arrivesTitle: 'Content arrives here',
};

const EsEs: typeof PtBr = {
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

const EsAr: Differences<typeof PtBr> = {
  loadFailed: 'No se pudo cargar esta información.',
  retry: 'Probar de nuevo',
  skipToContent: 'Ir al contenido',
  goToLogin: 'Ir a ingresar',
  required: 'Completá este campo.',
  cookies: {
    text: 'Usamos cookies para mantener tu sesión y entender cómo se usa Celeiro. Podés aceptar o rechazar las cookies que no son esenciales.',
  },
  arrivesTitle: 'El contenido llega acá',
};

const PtPt: typeof PtBr = {
  help: 'Ajuda',
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
  ok: 'OK',
  loading: 'A carregar…',
  loadFailed: 'Não foi possível carregar esta informação.',
  retry: 'Tentar novamente',
  skipToContent: 'Saltar para o conteúdo',
  goToLogin: 'Ir para o início de sessão',
  goHome: 'Ir para o início',
  required: 'Preencha este campo.',
  footer: 'Informação de mercado para o agronegócio.',
  privacyPolicy: 'Política de privacidade',
  cookies: {
    notice: 'Aviso de cookies',
    text: 'Utilizamos cookies para manter a sua sessão e perceber como o Celeiro é utilizado. Pode aceitar ou recusar os cookies que não são essenciais.',
    accept: 'Aceitar cookies',
    reject: 'Recusar',
  },
  close: 'Fechar',
  arrivesTitle: 'O conteúdo vai aparecer aqui',
};

export const COMMON_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module './area-texts' {
  interface NamespaceTexts {
    common: typeof PtBr;
  }
}
