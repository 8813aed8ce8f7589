import { HIGHLIGHT_TITLE_MAX_LENGTH } from '../../../../core';

/** Texts of the publishing desk (namespace admin-publishing): loaded with its two pages only. */
const PtBr = {
  title: 'Publicações',
  register: 'Escrever publicação',
  edit: 'Editar publicação',
  admin: 'Administração',
  intro: 'Escreva, agende e envie publicações aos assinantes, por e-mail e push.',
  new: 'Nova publicação',
  caption: 'Publicações da mesa',
  empty: 'Nenhuma publicação encontrada.',
  columns: { title: 'Título', type: 'Tipo', status: 'Situação', date: 'Data', shares: 'Compartilhamentos' },
  shareChannels: { system: 'Menu do sistema', whatsapp: 'WhatsApp', email: 'E-mail', copy: 'Link copiado', pdf: 'PDF' },
  filters: { title: 'Título', type: 'Tipo', status: 'Situação', date: 'Data' },
  status: { '1': 'Enviando', '2': 'Rascunho', '3': 'Agendada', '4': 'Enviada', '5': 'Erro no envio' },
  failures_one: '{{count}} envio falhou',
  failures_other: '{{count}} envios falharam',
  scheduledFor: 'Agendada para {{date}}',
  sentAt: 'Enviada em {{date}} a {{count}} destinos',
  fields: {
    publicationType: 'Tipo de publicação',
    commodities: 'Commodities',
    title: 'Título',
    summary: 'Resumo',
    body: 'Texto (HTML)',
    bodyHint: 'O texto é limpo ao salvar: scripts, formulários e atributos de evento são removidos.',
    tags: 'Tags (separadas por vírgula)',
    important: 'Importante',
    exclusive: 'Exclusiva',
    live: 'Ao vivo',
    highlight: 'Destaque',
    highlightTitle: 'Título do destaque',
    highlightTitleHint: `No máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres.`,
    at: 'Agendar para',
  },
  actions: {
    save: 'Salvar rascunho',
    schedule: 'Agendar',
    sendNow: 'Enviar agora',
    resume: 'Retomar envio',
  },
  done: {
    save: 'Rascunho salvo.',
    schedule: 'Publicação agendada.',
    sendNow: 'Publicação enviada.',
    resume: 'Envio retomado.',
    error: 'Alguns envios falharam; retome o envio para tentar de novo.',
  },
  attachments: {
    legend: 'Anexos',
    hint: 'Até {{limit}} arquivos, na ordem em que o leitor os verá. O endereço é https://… ou um caminho deste site começando com /.',
    item: 'Anexo {{number}}',
    name: 'Nome do arquivo',
    url: 'Endereço do arquivo',
    none: 'Nenhum anexo.',
    add: 'Adicionar anexo',
    full: 'A publicação já tem {{limit}} anexos, o máximo.',
    up: 'Subir o anexo {{number}}',
    down: 'Descer o anexo {{number}}',
    remove: 'Remover o anexo {{number}}',
  },
  sentLocked: 'Esta publicação já foi enviada e não pode mais ser alterada.',
  back: 'Voltar às publicações',
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'admin-publishing': typeof PtBr;
  }
}
