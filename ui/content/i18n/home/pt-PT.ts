import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['content-home'] = {
  home: {
    title: 'O mercado do agronegócio hoje',
    intro:
      'Notícias, destaques e cotações abertos a todos. Inicie sessão para ler as análises completas ou conheça os planos.',
    calls: 'Acesso',
    signIn: 'Iniciar sessão',
    seePlans: 'Ver planos',
    subjects: 'Temas',
    subjectsEmpty: 'Não há temas disponíveis de momento.',
    news: 'Últimas notícias',
    newsEmpty: 'Ainda não foi publicada nenhuma notícia.',
    highlights: 'Destaques',
    highlightsEmpty: 'Não há destaques de momento.',
    quotes: 'Cotações',
    quotesEmpty: 'Não há cotações disponíveis de momento.',
    quote: {
      name: 'Contrato',
      last: 'Último',
      change: 'Variação',
      time: 'Atualização',
      up: 'em subida',
      down: 'em descida',
      flat: 'estável',
    },
  },
  detail: {
    title: 'Detalhes',
    choose: 'Escolha uma notícia na página inicial para ver aqui o respetivo resumo.',
    back: 'Voltar ao início',
    subscribers: 'O conteúdo completo destina-se a assinantes. Inicie sessão na sua conta ou conheça os planos.',
    signInToRead: 'Iniciar sessão para ler',
  },
  landing: {
    subjects: 'Mercados que acompanhamos',
  },
};

export default PtPt;
