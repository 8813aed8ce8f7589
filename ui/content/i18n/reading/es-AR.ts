import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content-reading']> = {
  noVoice:
    'No hay ninguna voz para leer en {{language}} en este dispositivo. Instalá una voz de ese idioma en la configuración del sistema.',
  failed: 'La lectura en voz alta falló. Probá de nuevo.',
  pdfSaved: 'PDF guardado: compartí el archivo {{name}}.',
  shareFailed: 'No se pudo compartir. Probá de nuevo.',
};

export default EsAr;
