import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['search'] = {
  suggestions: 'Suggestions',
  noSuggestions: 'No publication with these words.',
  suggestionsFailed: 'Suggestions could not be loaded right now.',
  seeAll: 'See every result for “{{text}}”',
  locked: 'Restricted',
  title: 'Search',
  heading: 'Results for “{{text}}”',
  label: 'Search the publications',
  submit: 'Search',
  count_one: '{{count}} publication found',
  count_other: '{{count}} publications found',
  countCapped: 'More than {{shown}} publications found',
  empty: 'No publication found for “{{text}}”.',
  emptyHint: 'Check the spelling, use fewer words or remove the filters.',
  tooShort: 'Type at least 2 letters or digits to search.',
  loading: 'Searching…',
  failed: 'The search could not be done right now. Your search was kept.',
  retry: 'Try again',
  lockedNotice: 'Outside your plan: title and summary only',
  filtersOn_one: '{{count}} filter on',
  filtersOn_other: '{{count}} filters on',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
};

export default EnEu;
