import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['session'] = {
  blanked: {
    title: 'Session open in another tab',
    message: 'You signed in to Celeiro in another tab or window of this browser, so this tab was closed.',
    useHere: 'Use this tab',
  },
};

export default EnEu;
