import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['shell-pages'] = {
  pages: {
    'error-500': {
      title: 'Server error',
      description: 'Something went wrong on our side. Please try again shortly.',
    },
    s4login: {
      title: 'Alternative sign-in',
      description: 'Sign in with the corporate access provided by your company.',
    },
    'error-404': {
      title: 'Page not found',
      description: 'The address you were looking for does not exist or has moved.',
    },
    callback: {
      title: 'Connecting…',
      description: 'We are completing your sign-in. You will be redirected in a moment.',
    },
    comingsoon: {
      title: 'Coming soon',
      description: 'This feature is being prepared and will be available soon.',
    },
    'browser-not-support': {
      title: 'Browser not supported',
      description:
        'This browser is no longer supported. Please use a current version of Chrome, Edge, Firefox or Safari.',
    },
    'download-file': {
      title: 'File download',
      description: 'Download the file sent to your e-mail using the link you received.',
    },
    maintenance: {
      title: 'Under maintenance',
      description: 'The platform is undergoing scheduled maintenance. Please come back in a few minutes.',
    },
    'not-authorized': {
      title: 'Not authorized',
      description: 'You do not have permission to access this page.',
    },
    version: {
      title: 'Version',
      description: 'Information about the version of the platform in use.',
    },
    'landing-page': {
      title: 'Market information for agribusiness',
      description: 'Analyses, news, quotes and reports on the main agricultural commodities in one place.',
    },
    details: {
      title: 'Details',
      description: 'Details of the selected content.',
    },
  },
};

export default EnEu;
