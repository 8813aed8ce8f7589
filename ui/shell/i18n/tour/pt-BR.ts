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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-tour': typeof PtBr;
  }
}
