import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['search'] = {
  suggestions: 'Sugestões',
  noSuggestions: 'Nenhuma publicação com estas palavras.',
  suggestionsFailed: 'Não foi possível obter sugestões agora.',
  seeAll: 'Ver todos os resultados de «{{text}}»',
  locked: 'Restrito',
  title: 'Pesquisa',
  heading: 'Resultados de «{{text}}»',
  label: 'Pesquisar nas publicações',
  submit: 'Pesquisar',
  count_one: '{{count}} publicação encontrada',
  count_other: '{{count}} publicações encontradas',
  countCapped: 'Mais de {{shown}} publicações encontradas',
  empty: 'Não foi encontrada nenhuma publicação para «{{text}}».',
  emptyHint: 'Verifique a ortografia, use menos palavras ou retire os filtros.',
  tooShort: 'Escreva pelo menos 2 letras ou algarismos para pesquisar.',
  loading: 'A pesquisar…',
  failed: 'Não foi possível pesquisar agora. A sua pesquisa foi mantida.',
  retry: 'Tentar novamente',
  lockedNotice: 'Fora do seu plano: apenas título e resumo',
  filtersOn_one: '{{count}} filtro ativo',
  filtersOn_other: '{{count}} filtros ativos',
  filters: 'Filtros',
  clearFilters: 'Limpar filtros',
  previous: 'Anterior',
  next: 'Seguinte',
  pageOf: 'Página {{page}} de {{pages}}',
};

export default PtPt;
