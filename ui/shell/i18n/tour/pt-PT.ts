import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['shell-tour'] = {
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

export default PtPt;
