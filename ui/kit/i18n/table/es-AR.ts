import { type Differences, type NamespaceTexts } from '../area-texts';

const EsAr: Differences<NamespaceTexts['kit-table']> = {
  breadcrumb: 'Estás en',
  scroll: '{{caption}} (deslizá para ver todas las columnas)',
};

export default EsAr;
