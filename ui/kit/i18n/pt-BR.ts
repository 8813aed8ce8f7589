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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module './area-texts' {
  interface NamespaceTexts {
    common: typeof PtBr;
  }
}
