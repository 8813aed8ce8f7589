import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['content-reading'] = {
  listen: 'Listen',
  listenLabel: 'Listen to the analysis read aloud',
  tools: 'Listen and share',
  player: 'Reading aloud',
  loading: 'Getting the reading ready…',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop reading',
  previous: 'Previous paragraph',
  next: 'Next paragraph',
  rate: 'Speed',
  rateValue: '{{rate}}×',
  paragraph: 'Paragraph {{current}} of {{total}}',
  noVoice:
    'There is no voice to read {{language}} on this device. Install a voice for that language in the system settings.',
  unsupported: 'This browser does not read texts aloud.',
  failed: 'Reading aloud failed. Please try again.',
  share: 'Share',
  shareLabel: 'Share the analysis',
  shareSystem: 'Share…',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: 'Copy the link',
  pdf: 'Report PDF',
  copied: 'Link copied.',
  pdfSaved: 'PDF saved: share the file {{name}}.',
  shared: 'Shared.',
  shareFailed: 'It could not be shared. Please try again.',
  close: 'Close',
};

export default EnEu;
