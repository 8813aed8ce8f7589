/** Texts of the search area (namespace search): the suggestions under the header's box and the results page. */
const PtBr = {
  suggestions: 'Sugestões',
  noSuggestions: 'Nenhuma publicação com essas palavras.',
  suggestionsFailed: 'Não foi possível buscar sugestões agora.',
  seeAll: 'Ver todos os resultados de “{{text}}”',
  locked: 'Restrito',
  title: 'Busca',
  heading: 'Resultados de “{{text}}”',
  label: 'Buscar nas publicações',
  submit: 'Buscar',
  count_one: '{{count}} publicação encontrada',
  count_other: '{{count}} publicações encontradas',
  countCapped: 'Mais de {{shown}} publicações encontradas',
  empty: 'Nenhuma publicação encontrada para “{{text}}”.',
  emptyHint: 'Confira a grafia, use menos palavras ou retire os filtros.',
  tooShort: 'Digite ao menos 2 letras ou números para buscar.',
  loading: 'Buscando…',
  failed: 'Não foi possível buscar agora. Sua busca foi mantida.',
  retry: 'Tentar de novo',
  lockedNotice: 'Fora do seu plano: título e resumo apenas',
  filtersOn_one: '{{count}} filtro ativo',
  filtersOn_other: '{{count}} filtros ativos',
  filters: 'Filtros',
  clearFilters: 'Limpar filtros',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: 'Página {{page}} de {{pages}}',
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    search: typeof PtBr;
  }
}
