import { type AreaTexts, type Differences } from './i18n/area-texts';

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

const EnEu: typeof PtBr = {
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

const EsEs: typeof PtBr = {
  breadcrumb: 'Está en',
  filters: 'Filtros',
  filtersActive: 'Filtros ({{count}} en uso)',
  search: 'Buscar',
  clear: 'Limpiar',
  any: 'Cualquiera',
  loading: 'Cargando la lista…',
  sortedAscending: 'en orden ascendente',
  sortedDescending: 'en orden descendente',
  shown: '{{from}}–{{to}} de {{total}}',
  scroll: '{{caption}} (desplácese para ver todas las columnas)',
  paginator: {
    label: 'Páginas de la lista',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
    pageSize: 'Filas por página',
  },
};

const EsAr: Differences<typeof PtBr> = {
  breadcrumb: 'Estás en',
  scroll: '{{caption}} (deslizá para ver todas las columnas)',
};

const PtPt: typeof PtBr = {
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

export const KIT_TABLE_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module './i18n/area-texts' {
  interface NamespaceTexts {
    'kit-table': typeof PtBr;
  }
}
