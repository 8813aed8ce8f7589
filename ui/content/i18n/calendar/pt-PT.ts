import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['content-calendar'] = {
  events: {
    title: 'Agenda de acontecimentos',
    intro: 'Feiras, dias de campo, seminários em linha, avisos e o calendário económico.',
  },
  economic: {
    title: 'Calendário económico',
    intro: 'Relatórios e indicadores que fazem mexer as matérias-primas, por importância.',
    commodities: 'Matérias-primas',
    allCommodities: 'Todas as matérias-primas',
    importance: 'Relevância',
    empty: 'Não há acontecimentos com estes filtros neste período.',
  },
  importance: { low: 'Reduzida', medium: 'Moderada', high: 'Elevada' },
  disclosure: { '1': 'Aviso', '2': 'Convite para participar', '3': 'Calendário económico' },
  type: { online: 'Em linha', 'in-person': 'Com presença física' },
  view: { label: 'Vista', Month: 'Mês inteiro', Week: 'Semana inteira', Day: 'Um dia', List: 'Em lista' },
  more: 'Mais {{count}} acontecimentos',
  loading: 'A carregar os acontecimentos…',
  failed: 'Não foi possível carregar os acontecimentos.',
  retry: 'Tentar novamente',
  details: {
    title: 'Pormenores do acontecimento',
    close: 'Fechar janela',
    when: 'Data e hora',
    allDay: 'Todo o dia',
    where: 'Local',
    price: 'Preço',
    free: 'Entrada livre',
    link: 'Página do acontecimento',
    related: 'Notícias relacionadas com este acontecimento',
    commodities: 'Matérias-primas',
    add: 'Adicionar ao meu calendário',
    added: 'Ficheiro de calendário transferido: {{name}}.',
    addFailed: 'Não foi possível criar o ficheiro de calendário.',
    locked: 'Este acontecimento não está incluído no seu plano: consulte os planos para aceder aos pormenores.',
    plans: 'Consultar planos',
  },
  author: {
    title: 'Autor do conteúdo',
    latest: 'Publicações mais recentes',
    none: 'Não há publicações disponíveis.',
    failed: 'Não foi possível carregar a página do autor.',
  },
};

export default PtPt;
