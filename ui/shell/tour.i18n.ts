import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/**
 * Texts of the guided tour (namespace shell-tour): its steps and buttons, in every locale. A part of the shell's texts
 * of its own, loaded when a tour starts, not with every signed-in page. `progress` keeps driver.js's own placeholders.
 */
const PtBr = {
  label: 'Tour guiado',
  progress: '{{current}} de {{total}}',
  next: 'Próximo',
  previous: 'Anterior',
  done: 'Concluir',
  skip: 'Pular o tour',
  close: 'Fechar o tour',
  steps: {
    welcome: {
      title: 'Boas-vindas ao Celeiro',
      text: 'Um tour rápido mostra onde fica cada coisa. Avance pelos botões ou pelas setas do teclado; Esc encerra o tour.',
    },
    menu: {
      title: 'Menu',
      text: 'As commodities e as seções: análises, notícias, relatórios, cotações e mais. O botão abaixo reduz a barra lateral.',
    },
    menuButton: {
      title: 'Menu',
      text: 'Toque aqui para abrir o menu com as commodities e as seções.',
    },
    filters: {
      title: 'Filtros',
      text: 'Refine a lista por commodity, tipo, período e outros critérios.',
    },
    viewStyle: {
      title: 'Modo de exibição',
      text: 'Veja os conteúdos em lista, lista detalhada, cards, mosaico ou tags.',
    },
    ticker: {
      title: 'Ticker de notícias',
      text: 'As últimas notícias passam aqui. Nas configurações do ticker, escolha mostrá-lo ou ocultá-lo, no topo ou no rodapé.',
    },
    notifications: {
      title: 'Notificações',
      text: 'O sino avisa quando sai uma publicação nova do que você acompanha.',
    },
    userMenu: {
      title: 'Seu menu',
      text: 'Sua conta, as preferências, a ajuda (onde você pode refazer este tour) e a saída.',
    },
  },
};

const EnEu: typeof PtBr = {
  label: 'Guided tour',
  progress: '{{current}} of {{total}}',
  next: 'Next',
  previous: 'Previous',
  done: 'Done',
  skip: 'Skip the tour',
  close: 'Close the tour',
  steps: {
    welcome: {
      title: 'Welcome to Celeiro',
      text: 'A quick tour shows you where everything is. Move on with the buttons or the arrow keys; Esc ends the tour.',
    },
    menu: {
      title: 'Menu',
      text: 'The commodities and the sections: analyses, news, reports, quotes and more. The button below it narrows the sidebar.',
    },
    menuButton: {
      title: 'Menu',
      text: 'Tap here to open the menu with the commodities and the sections.',
    },
    filters: {
      title: 'Filters',
      text: 'Narrow the list down by commodity, type, period and more.',
    },
    viewStyle: {
      title: 'View style',
      text: 'See the content as a list, a detailed list, cards, a mosaic or tags.',
    },
    ticker: {
      title: 'News ticker',
      text: "The latest news runs here. In the ticker's settings, show or hide it, at the top or in the footer.",
    },
    notifications: {
      title: 'Notifications',
      text: 'The bell tells you when something new comes out on what you follow.',
    },
    userMenu: {
      title: 'Your menu',
      text: 'Your account, your preferences, help (where you can take this tour again) and signing out.',
    },
  },
};

const EsEs: typeof PtBr = {
  label: 'Recorrido guiado',
  progress: '{{current}} de {{total}}',
  next: 'Siguiente',
  previous: 'Anterior',
  done: 'Terminar',
  skip: 'Saltar el recorrido',
  close: 'Cerrar el recorrido',
  steps: {
    welcome: {
      title: 'Le damos la bienvenida a Celeiro',
      text: 'Un recorrido rápido le muestra dónde está cada cosa. Avance con los botones o con las flechas del teclado; Esc termina el recorrido.',
    },
    menu: {
      title: 'Menú',
      text: 'Las materias primas y las secciones: análisis, noticias, informes, cotizaciones y más. El botón de debajo reduce la barra lateral.',
    },
    menuButton: {
      title: 'Menú',
      text: 'Pulse aquí para abrir el menú con las materias primas y las secciones.',
    },
    filters: {
      title: 'Filtros',
      text: 'Acote la lista por materia prima, tipo, periodo y otros criterios.',
    },
    viewStyle: {
      title: 'Modo de visualización',
      text: 'Vea los contenidos en lista, lista detallada, tarjetas, mosaico o etiquetas.',
    },
    ticker: {
      title: 'Ticker de noticias',
      text: 'Aquí pasan las últimas noticias. En la configuración del ticker, muéstrelo u ocúltelo, arriba o en el pie.',
    },
    notifications: {
      title: 'Notificaciones',
      text: 'La campana le avisa cuando sale algo nuevo de lo que sigue.',
    },
    userMenu: {
      title: 'Su menú',
      text: 'Su cuenta, sus preferencias, la ayuda (donde puede repetir este recorrido) y cerrar sesión.',
    },
  },
};

const EsAr: Differences<typeof PtBr> = {
  steps: {
    welcome: {
      title: 'Te damos la bienvenida a Celeiro',
      text: 'Un recorrido rápido te muestra dónde está cada cosa. Avanzá con los botones o con las flechas del teclado; Esc termina el recorrido.',
    },
    menu: {
      text: 'Los commodities y las secciones: análisis, noticias, informes, cotizaciones y más. El botón de abajo achica la barra lateral.',
    },
    menuButton: {
      text: 'Tocá acá para abrir el menú con los commodities y las secciones.',
    },
    filters: {
      text: 'Acotá la lista por commodity, tipo, período y otros criterios.',
    },
    viewStyle: {
      text: 'Mirá los contenidos en lista, lista detallada, tarjetas, mosaico o etiquetas.',
    },
    ticker: {
      text: 'Acá pasan las últimas noticias. En la configuración del ticker, mostralo u ocultalo, arriba o en el pie.',
    },
    notifications: {
      text: 'La campana te avisa cuando sale algo nuevo de lo que seguís.',
    },
    userMenu: {
      title: 'Tu menú',
      text: 'Tu cuenta, tus preferencias, la ayuda (donde podés repetir este recorrido) y cerrar sesión.',
    },
  },
};

const PtPt: typeof PtBr = {
  label: 'Visita guiada',
  progress: '{{current}} de {{total}}',
  next: 'Seguinte',
  previous: 'Anterior',
  done: 'Concluir',
  skip: 'Saltar a visita',
  close: 'Fechar a visita',
  steps: {
    welcome: {
      title: 'Bem-vindo ao Celeiro',
      text: 'Uma visita rápida mostra-lhe onde está cada coisa. Avance com os botões ou com as setas do teclado; Esc termina a visita.',
    },
    menu: {
      title: 'Menu',
      text: 'As matérias-primas e as secções: análises, notícias, relatórios, cotações e mais. O botão por baixo encolhe a barra lateral.',
    },
    menuButton: {
      title: 'Menu',
      text: 'Toque aqui para abrir o menu com as matérias-primas e as secções.',
    },
    filters: {
      title: 'Filtros',
      text: 'Afine a lista por matéria-prima, tipo, período e outros critérios.',
    },
    viewStyle: {
      title: 'Modo de visualização',
      text: 'Veja os conteúdos em lista, lista detalhada, cartões, mosaico ou etiquetas.',
    },
    ticker: {
      title: 'Faixa de notícias',
      text: 'As últimas notícias passam aqui. Nas definições do ticker, escolha mostrá-lo ou ocultá-lo, no topo ou no rodapé.',
    },
    notifications: {
      title: 'Notificações',
      text: 'O sino avisa-o quando sai algo novo sobre o que acompanha.',
    },
    userMenu: {
      title: 'O seu menu',
      text: 'A sua conta, as preferências, a ajuda (onde pode repetir esta visita) e terminar sessão.',
    },
  },
};

export const SHELL_TOUR_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-tour': typeof PtBr;
  }
}
