import { type NamespaceTexts } from '../../../kit/i18n/area-texts';
import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../../../core';

const EnEu: NamespaceTexts['content-download'] = {
  title: 'File download',
  description: `Download the file sent to your e-mail. The link works once, for up to ${DOWNLOAD_TOKEN_VALIDITY_DAYS} days.`,
  download: 'Download the file',
  downloading: 'Downloading…',
  done: 'Download complete: {{name}}.',
  noToken: 'This address does not carry the token of the link you received by e-mail.',
  signIn: 'Sign in to the platform',
};

export default EnEu;
