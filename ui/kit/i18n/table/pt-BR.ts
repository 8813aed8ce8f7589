/** Texts of the generic table of the admin lists (namespace kit-table, loaded with the pages that show one). */
const PtBr = {
  breadcrumb: 'Você está em',
  filters: 'Filtros',
  filtersActive: 'Filtros ({{count}} em uso)',
  search: 'Pesquisar',
  clear: 'Limpar',
  any: 'Qualquer',
  loading: 'Carregando a lista…',
  sortedAscending: 'em ordem crescente',
  sortedDescending: 'em ordem decrescente',
  shown: '{{from}}–{{to}} de {{total}}',
  scroll: '{{caption}} (role para ver todas as colunas)',
  paginator: {
    label: 'Páginas da lista',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}}',
    pageSize: 'Linhas por página',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../area-texts' {
  interface NamespaceTexts {
    'kit-table': typeof PtBr;
  }
}
