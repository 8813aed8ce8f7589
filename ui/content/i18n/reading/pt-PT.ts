import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['content-reading'] = {
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

export default PtPt;
