import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/**
 * Texts of the listen and share controls of an item's detail (namespace content-reading): loaded with the controls,
 * which load on the detail only.
 */
const PtBr = {
  listen: 'Ouvir',
  listenLabel: 'Ouvir a análise em voz alta',
  tools: 'Ouvir e compartilhar',
  player: 'Leitura em voz alta',
  loading: 'Preparando a leitura…',
  pause: 'Pausar',
  resume: 'Continuar',
  stop: 'Parar a leitura',
  previous: 'Parágrafo anterior',
  next: 'Próximo parágrafo',
  rate: 'Velocidade',
  rateValue: '{{rate}}×',
  paragraph: 'Parágrafo {{current}} de {{total}}',
  noVoice:
    'Não há voz para ler em {{language}} neste aparelho. Instale uma voz desse idioma nas configurações do sistema.',
  unsupported: 'Este navegador não lê textos em voz alta.',
  failed: 'A leitura em voz alta falhou. Tente de novo.',
  share: 'Compartilhar',
  shareLabel: 'Compartilhar a análise',
  shareSystem: 'Compartilhar…',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: 'Copiar o link',
  pdf: 'PDF do relatório',
  copied: 'Link copiado.',
  pdfSaved: 'PDF salvo: compartilhe o arquivo {{name}}.',
  shared: 'Compartilhado.',
  shareFailed: 'Não foi possível compartilhar. Tente de novo.',
  close: 'Fechar',
};

const EnEu: typeof PtBr = {
  listen: 'Listen',
  listenLabel: 'Listen to the analysis read aloud',
  tools: 'Listen and share',
  player: 'Reading aloud',
  loading: 'Getting the reading ready…',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop reading',
  previous: 'Previous paragraph',
  next: 'Next paragraph',
  rate: 'Speed',
  rateValue: '{{rate}}×',
  paragraph: 'Paragraph {{current}} of {{total}}',
  noVoice:
    'There is no voice to read {{language}} on this device. Install a voice for that language in the system settings.',
  unsupported: 'This browser does not read texts aloud.',
  failed: 'Reading aloud failed. Please try again.',
  share: 'Share',
  shareLabel: 'Share the analysis',
  shareSystem: 'Share…',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: 'Copy the link',
  pdf: 'Report PDF',
  copied: 'Link copied.',
  pdfSaved: 'PDF saved: share the file {{name}}.',
  shared: 'Shared.',
  shareFailed: 'It could not be shared. Please try again.',
  close: 'Close',
};

const EsEs: typeof PtBr = {
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

const EsAr: Differences<typeof PtBr> = {
  noVoice:
    'No hay ninguna voz para leer en {{language}} en este dispositivo. Instalá una voz de ese idioma en la configuración del sistema.',
  failed: 'La lectura en voz alta falló. Probá de nuevo.',
  pdfSaved: 'PDF guardado: compartí el archivo {{name}}.',
  shareFailed: 'No se pudo compartir. Probá de nuevo.',
};

const PtPt: typeof PtBr = {
  listen: 'Ouvir',
  listenLabel: 'Ouvir a análise em voz alta',
  tools: 'Ouvir e partilhar',
  player: 'Leitura em voz alta',
  loading: 'A preparar a leitura…',
  pause: 'Pausa',
  resume: 'Retomar',
  stop: 'Parar a leitura',
  previous: 'Parágrafo anterior',
  next: 'Parágrafo seguinte',
  rate: 'Velocidade',
  rateValue: '{{rate}}×',
  paragraph: 'Parágrafo {{current}} de {{total}}',
  noVoice:
    'Não existe voz para ler em {{language}} neste dispositivo. Instale uma voz desse idioma nas definições do sistema.',
  unsupported: 'Este navegador não lê textos em voz alta.',
  failed: 'A leitura em voz alta falhou. Tente novamente.',
  share: 'Partilhar',
  shareLabel: 'Partilhar a análise',
  shareSystem: 'Partilhar…',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: 'Copiar a ligação',
  pdf: 'PDF do relatório',
  copied: 'Ligação copiada.',
  pdfSaved: 'PDF guardado: partilhe o ficheiro {{name}}.',
  shared: 'Partilhado.',
  shareFailed: 'Não foi possível partilhar. Tente novamente.',
  close: 'Fechar',
};

export const CONTENT_READING_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-reading': typeof PtBr;
  }
}
