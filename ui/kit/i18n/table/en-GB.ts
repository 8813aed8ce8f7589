import { type NamespaceTexts } from '../area-texts';

const EnEu: NamespaceTexts['kit-table'] = {
  breadcrumb: 'You are here',
  filters: 'Filters',
  filtersActive: 'Filters ({{count}} in use)',
  search: 'Search',
  clear: 'Clear',
  any: 'Any',
  loading: 'Loading the list…',
  sortedAscending: 'ascending',
  sortedDescending: 'descending',
  shown: '{{from}}–{{to}} of {{total}}',
  scroll: '{{caption}} (scroll to see every column)',
  paginator: {
    label: "The list's pages",
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    pageSize: 'Rows per page',
  },
};

export default EnEu;
