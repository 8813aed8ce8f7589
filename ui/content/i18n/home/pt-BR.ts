/**
 * Texts of the visitor's pages (namespace content-home): the public home, the public detail and the landing page, in
 * every locale. A part of the content area's texts of its own, loaded with those routes, not with the signed-in lists.
 */
const PtBr = {
  home: {
    title: 'O mercado do agronegócio hoje',
    intro: 'Notícias, destaques e cotações abertos a todos. Entre para ler as análises completas ou conheça os planos.',
    calls: 'Acesso',
    signIn: 'Entrar',
    seePlans: 'Ver planos',
    subjects: 'Assuntos',
    subjectsEmpty: 'Nenhum assunto disponível no momento.',
    news: 'Últimas notícias',
    newsEmpty: 'Nenhuma notícia publicada ainda.',
    highlights: 'Destaques',
    highlightsEmpty: 'Nenhum destaque no momento.',
    quotes: 'Cotações',
    quotesEmpty: 'Nenhuma cotação disponível no momento.',
    quote: {
      name: 'Contrato',
      last: 'Último',
      change: 'Variação',
      time: 'Atualização',
      up: 'em alta',
      down: 'em baixa',
      flat: 'estável',
    },
  },
  detail: {
    title: 'Detalhes',
    choose: 'Escolha uma notícia na página inicial para ver o seu resumo aqui.',
    back: 'Voltar ao início',
    subscribers: 'O conteúdo completo é para assinantes. Entre com a sua conta ou conheça os planos.',
    signInToRead: 'Entrar para ler',
  },
  landing: {
    subjects: 'Mercados acompanhados',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-home': typeof PtBr;
  }
}
