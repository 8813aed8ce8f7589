import { type NamespaceTexts } from '../area-texts';

const PtPt: NamespaceTexts['kit-table'] = {
  breadcrumb: 'Está em',
  filters: 'Filtros',
  filtersActive: 'Filtros ({{count}} aplicados)',
  search: 'Pesquisar',
  clear: 'Limpar',
  any: 'Qualquer',
  loading: 'A carregar a lista…',
  sortedAscending: 'por ordem crescente',
  sortedDescending: 'por ordem decrescente',
  shown: '{{from}}–{{to}} de {{total}}',
  scroll: '{{caption}} (deslize para ver todas as colunas)',
  paginator: {
    label: 'Páginas da lista',
    previous: 'Página anterior',
    next: 'Página seguinte',
    page: 'Página {{page}}',
    pageSize: 'Linhas por página',
  },
};

export default PtPt;
