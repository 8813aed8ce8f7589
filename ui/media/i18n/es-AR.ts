import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['media']> = {
  locked: 'Tu plan no incluye este contenido',
  addToPlaylist: 'Agregar {{title}} a la lista de reproducción',
  resumeAt: 'Seguí donde lo dejaste: {{time}}',
};

export default EsAr;
