const PtBr = {
  mainNavigation: 'Navegação principal',
  ticker: {
    show: 'Mostrar o ticker',
    atTop: 'Ticker no topo',
    important: 'Só importantes',
    highlights: 'Só destaques',
  },
  menu: {
    notifications: 'Notificações',
    signatures: 'Assinaturas',
    packages: 'Pacotes e dados da conta',
    biometry: 'Biometria',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Escuro', 'semi-dark': 'Semiescuro' },
    detailZoom: 'Tamanho do texto das notícias',
    alignment: 'Alinhamento das imagens',
    alignments: { left: 'À esquerda', center: 'Ao centro', right: 'À direita' },
  },
  starred: {
    star: 'Marcar esta página',
    unstar: 'Desmarcar esta página',
    open: 'Páginas marcadas',
    title: 'Páginas marcadas',
    intro:
      'Até 10 páginas, guardadas neste aparelho. Marque a página aberta com “Marcar esta página”, no menu do usuário.',
    empty: 'Nenhuma página marcada ainda.',
    remove: 'Desmarcar {{title}}',
    close: 'Fechar',
    favorites: 'Favoritos',
    schedule: 'Agenda',
  },
  layoutHistory: {
    open: 'Histórico do layout',
    title: 'Histórico do layout',
    intro:
      'Tema, tamanhos de fonte, alinhamento, ticker, favoritos e agenda ficam salvos na sua conta e valem em todos os seus aparelhos. Restaure uma versão anterior quando quiser.',
    versions: 'Versões do layout',
    empty: 'Nenhuma versão salva ainda: as mudanças de aparência aparecem aqui.',
    created: 'Versão de {{when}}',
    updated: 'Atualizada em {{when}}',
    current: 'Em uso',
    restore: 'Restaurar',
    restoreVersion: 'Restaurar a versão atualizada em {{when}}',
    restored: 'Layout restaurado.',
    close: 'Fechar',
    ticker: 'Ticker',
    tickerHidden: 'Oculto',
    tickerTop: 'No topo',
    tickerFooter: 'No rodapé',
    saved: 'Salvos',
    savedCounts: '{{favourites}} favoritos, {{news}} notícias na agenda',
  },
  openMenu: 'Abrir menu',
  search: 'Buscar publicações',
  closeMenu: 'Fechar menu',
  reduceSidebar: 'Recolher menu lateral',
  expandSidebar: 'Expandir menu lateral',
  userMenu: 'Menu do usuário',
  myAccount: 'Minha conta',
  changePassword: 'Alterar senha',
  askAnalyst: 'Pergunte ao analista',
  fontSize: 'Tamanho da fonte',
  logout: 'Sair',
  locked: '{{name}} (bloqueado — assine para acessar)',
  notifications: {
    title: 'Notificações',
    unread_one: 'Notificações, {{count}} não lida',
    unread_other: 'Notificações, {{count}} não lidas',
    empty: 'Nenhuma notificação por enquanto',
    emptyText: 'As notícias importantes enviadas para você aparecem aqui.',
    close: 'Fechar notificações',
    read: 'Lida',
  },
  routeError: {
    title: 'Erro no servidor',
    description: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
  sections: {
    'info/content': {
      title: 'Conteúdo',
      description: 'O conteúdo selecionado aparecerá aqui.',
    },
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    shell: typeof PtBr;
  }
}
