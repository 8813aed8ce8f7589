import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['search']> = {
  suggestionsFailed: 'No pudimos cargar sugerencias ahora.',
  empty: 'No encontramos ninguna publicación para «{{text}}».',
  emptyHint: 'Revisá la ortografía, usá menos palabras o sacá los filtros.',
  tooShort: 'Escribí al menos 2 letras o números para buscar.',
  failed: 'No pudimos buscar ahora. Tu búsqueda quedó guardada.',
  lockedNotice: 'Fuera de tu plan: solo título y resumen',
  clearFilters: 'Sacar filtros',
};

export default EsAr;
