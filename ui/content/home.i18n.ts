import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

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

const EnEu: typeof PtBr = {
  home: {
    title: 'The agribusiness market today',
    intro: 'News, highlights and quotes open to everyone. Sign in to read the full analyses, or see our plans.',
    calls: 'Access',
    signIn: 'Sign in',
    seePlans: 'See plans',
    subjects: 'Subjects',
    subjectsEmpty: 'No subjects available right now.',
    news: 'Latest news',
    newsEmpty: 'No news published yet.',
    highlights: 'Highlights',
    highlightsEmpty: 'No highlights right now.',
    quotes: 'Quotes',
    quotesEmpty: 'No quotes available right now.',
    quote: {
      name: 'Contract',
      last: 'Last',
      change: 'Change',
      time: 'Updated',
      up: 'up',
      down: 'down',
      flat: 'unchanged',
    },
  },
  detail: {
    title: 'Details',
    choose: 'Choose a news item on the home page to see its summary here.',
    back: 'Back to the home page',
    subscribers: 'The full content is for subscribers. Sign in to your account or see our plans.',
    signInToRead: 'Sign in to read',
  },
  landing: {
    subjects: 'Markets we follow',
  },
};

const EsEs: typeof PtBr = {
  home: {
    title: 'El mercado del agronegocio hoy',
    intro:
      'Noticias, destacados y cotizaciones abiertos a todos. Inicie sesión para leer los análisis completos o conozca los planes.',
    calls: 'Acceso',
    signIn: 'Entrar',
    seePlans: 'Ver planes',
    subjects: 'Temas',
    subjectsEmpty: 'No hay temas disponibles en este momento.',
    news: 'Últimas noticias',
    newsEmpty: 'Todavía no se ha publicado ninguna noticia.',
    highlights: 'Destacados',
    highlightsEmpty: 'No hay destacados en este momento.',
    quotes: 'Cotizaciones',
    quotesEmpty: 'No hay cotizaciones disponibles en este momento.',
    quote: {
      name: 'Contrato',
      last: 'Último',
      change: 'Variación',
      time: 'Actualización',
      up: 'al alza',
      down: 'a la baja',
      flat: 'estable',
    },
  },
  detail: {
    title: 'Detalles',
    choose: 'Elija una noticia en la página de inicio para ver aquí su resumen.',
    back: 'Volver al inicio',
    subscribers: 'El contenido completo es para suscriptores. Inicie sesión con su cuenta o conozca los planes.',
    signInToRead: 'Entrar para leer',
  },
  landing: {
    subjects: 'Mercados que seguimos',
  },
};

const EsAr: Differences<typeof PtBr> = {
  home: {
    intro:
      'Noticias, destacados y cotizaciones abiertos a todos. Ingresá para leer los análisis completos o conocé los planes.',
    signIn: 'Ingresar',
    newsEmpty: 'Todavía no se publicó ninguna noticia.',
    quote: {
      up: 'en alza',
      down: 'en baja',
    },
  },
  detail: {
    choose: 'Elegí una noticia en la página de inicio para ver acá su resumen.',
    subscribers: 'El contenido completo es para suscriptores. Ingresá con tu cuenta o conocé los planes.',
    signInToRead: 'Ingresar para leer',
  },
};

const PtPt: typeof PtBr = {
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

export const CONTENT_HOME_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-home': typeof PtBr;
  }
}
