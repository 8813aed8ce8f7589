import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['content-consulting'] = {
  title: 'Consulting',
  intro: "Your plan's consulting reports and services, with the documents of each deliverable.",
  filters: 'Consulting filters',
  commodity: 'Commodity',
  allCommodities: 'All',
  kind: 'Service',
  allKinds: 'All',
  kinds: {
    'supply-demand': 'Supply and demand balance',
    hedge: 'Hedge recommendation',
    'cost-of-production': 'Cost of production',
    'on-demand': 'On-demand study',
  },
  status: { delivered: 'Delivered', 'in-progress': 'In progress', scheduled: 'Scheduled' },
  count_one: '{{count}} deliverable',
  count_other: '{{count}} deliverables',
  date: { delivered: 'Delivered on {{date}}', 'in-progress': 'Since {{date}}', scheduled: 'Due on {{date}}' },
  analyst: 'Analyst: {{name}}',
  documents: 'Documents',
  noDocuments: 'The documents come with the deliverable.',
  read: 'Read',
  download: 'Download',
  downloading: 'Downloading…',
  empty: 'No deliverable matches these filters.',
  clear: 'Clear filters',
  page: 'Page {{page}} of {{pages}}',
  previous: 'Previous',
  next: 'Next',
  upsell: {
    title: 'Consulting is not included in your plan',
    text: 'Supply and demand balances, hedge recommendations, cost-of-production studies and on-demand studies for your company: see the plans with consulting.',
    plans: 'See plans',
  },
};

export default EnEu;
