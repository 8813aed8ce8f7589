import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['content-reading'] = {
  listen: 'Escuchar',
  listenLabel: 'Escuchar el análisis en voz alta',
  tools: 'Escuchar y compartir',
  player: 'Lectura en voz alta',
  loading: 'Preparando la lectura…',
  pause: 'Pausar',
  resume: 'Continuar',
  stop: 'Detener la lectura',
  previous: 'Párrafo anterior',
  next: 'Párrafo siguiente',
  rate: 'Velocidad',
  rateValue: '{{rate}}×',
  paragraph: 'Párrafo {{current}} de {{total}}',
  noVoice:
    'No hay ninguna voz para leer en {{language}} en este dispositivo. Instale una voz de ese idioma en los ajustes del sistema.',
  unsupported: 'Este navegador no lee textos en voz alta.',
  failed: 'La lectura en voz alta ha fallado. Inténtelo de nuevo.',
  share: 'Compartir',
  shareLabel: 'Compartir el análisis',
  shareSystem: 'Compartir…',
  whatsapp: 'WhatsApp',
  email: 'Correo electrónico',
  copy: 'Copiar el enlace',
  pdf: 'PDF del informe',
  copied: 'Enlace copiado.',
  pdfSaved: 'PDF guardado: comparta el archivo {{name}}.',
  shared: 'Compartido.',
  shareFailed: 'No se ha podido compartir. Inténtelo de nuevo.',
  close: 'Cerrar',
};

export default EsEs;
