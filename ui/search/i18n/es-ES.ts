import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['search'] = {
  suggestions: 'Sugerencias',
  noSuggestions: 'Ninguna publicación con esas palabras.',
  suggestionsFailed: 'No se han podido cargar sugerencias ahora.',
  seeAll: 'Ver todos los resultados de «{{text}}»',
  locked: 'Restringido',
  title: 'Búsqueda',
  heading: 'Resultados de «{{text}}»',
  label: 'Buscar en las publicaciones',
  submit: 'Buscar',
  count_one: '{{count}} publicación encontrada',
  count_other: '{{count}} publicaciones encontradas',
  countCapped: 'Más de {{shown}} publicaciones encontradas',
  empty: 'No se ha encontrado ninguna publicación para «{{text}}».',
  emptyHint: 'Revise la ortografía, use menos palabras o quite los filtros.',
  tooShort: 'Escriba al menos 2 letras o números para buscar.',
  loading: 'Buscando…',
  failed: 'No se ha podido buscar ahora. Su búsqueda se ha conservado.',
  retry: 'Intentar de nuevo',
  lockedNotice: 'Fuera de su plan: solo título y resumen',
  filtersOn_one: '{{count}} filtro activo',
  filtersOn_other: '{{count}} filtros activos',
  filters: 'Filtros',
  clearFilters: 'Quitar filtros',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {{page}} de {{pages}}',
};

export default EsEs;
