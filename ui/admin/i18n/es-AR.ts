import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['admin']> = {
  retry: 'Probá de nuevo',
  choose: 'Elegí',
  field: {
    icone: 'Ícono',
    iconSize: 'Tamaño del ícono',
    habilitado: 'Activo en el menú (desactivado, aparece bloqueado con "suscribite ahora")',
    individual: 'Persona humana',
  },
  breadcrumb: 'Estás en',
  arrives: 'La tabla y el formulario de registro de esta área van a aparecer acá.',
};

export default EsAr;
