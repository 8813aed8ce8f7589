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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-reading': typeof PtBr;
  }
}
