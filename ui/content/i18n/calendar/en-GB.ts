import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['content-calendar'] = {
  events: {
    title: 'Events calendar',
    intro: 'Fairs, field days, webinars, announcements and the economic calendar.',
  },
  economic: {
    title: 'Economic calendar',
    intro: 'The reports and indicators that move commodities, by importance.',
    commodities: 'Commodities',
    allCommodities: 'All',
    importance: 'Importance',
    empty: 'No events with these filters in this period.',
  },
  importance: { low: 'Low', medium: 'Medium', high: 'High' },
  disclosure: { '1': 'Announcement', '2': 'Invite', '3': 'Economic calendar' },
  type: { online: 'Online', 'in-person': 'In person' },
  view: { label: 'View', Month: 'Month', Week: 'Week', Day: 'Day', List: 'List' },
  more: '+{{count}} events',
  loading: 'Loading the events…',
  failed: 'The events could not be loaded.',
  retry: 'Try again',
  details: {
    title: 'Event details',
    close: 'Close',
    when: 'When',
    allDay: 'All day',
    where: 'Where',
    price: 'Price',
    free: 'Free',
    link: 'Event page',
    related: 'Related news',
    commodities: 'Commodities',
    add: 'Add to my calendar',
    added: 'Calendar file downloaded: {{name}}.',
    addFailed: 'The calendar file could not be made.',
    locked: 'This event is not included in your plan: see the plans to get its details.',
    plans: 'See plans',
  },
  author: {
    title: 'Author',
    latest: 'Latest publications',
    none: 'No publications available.',
    failed: 'The author could not be loaded.',
  },
};

export default EnEu;
