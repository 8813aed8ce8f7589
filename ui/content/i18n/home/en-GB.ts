import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['content-home'] = {
  home: {
    title: 'The agribusiness market today',
    intro: 'News, highlights and quotes open to everyone. Sign in to read the full analyses, or see our plans.',
    calls: 'Access',
    signIn: 'Sign in',
    seePlans: 'See plans',
    subjects: 'Subjects',
    subjectsEmpty: 'No subjects available right now.',
    news: 'Latest news',
    newsEmpty: 'No news published yet.',
    highlights: 'Highlights',
    highlightsEmpty: 'No highlights right now.',
    quotes: 'Quotes',
    quotesEmpty: 'No quotes available right now.',
    quote: {
      name: 'Contract',
      last: 'Last',
      change: 'Change',
      time: 'Updated',
      up: 'up',
      down: 'down',
      flat: 'unchanged',
    },
  },
  detail: {
    title: 'Details',
    choose: 'Choose a news item on the home page to see its summary here.',
    back: 'Back to the home page',
    subscribers: 'The full content is for subscribers. Sign in to your account or see our plans.',
    signInToRead: 'Sign in to read',
  },
  landing: {
    subjects: 'Markets we follow',
  },
};

export default EnEu;
