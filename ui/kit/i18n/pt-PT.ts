import { type NamespaceTexts } from './area-texts';

const PtPt: NamespaceTexts['common'] = {
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

export default PtPt;
