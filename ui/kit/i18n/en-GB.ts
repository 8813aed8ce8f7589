import { type NamespaceTexts } from './area-texts';

const EnEu: NamespaceTexts['common'] = {
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

export default EnEu;
