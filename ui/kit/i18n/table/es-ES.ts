import { type NamespaceTexts } from '../area-texts';

const EsEs: NamespaceTexts['kit-table'] = {
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

export default EsEs;
