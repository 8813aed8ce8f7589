import { type AreaTexts } from '../kit/i18n/area-texts';

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
  pages: {
    s4login: {
      title: 'Acesso alternativo',
      description: 'Entre com o acesso corporativo fornecido pela sua empresa.',
    },
    'error-404': {
      title: 'Página não encontrada',
      description: 'O endereço que você procurou não existe ou foi movido.',
    },
    'error-500': {
      title: 'Erro no servidor',
      description: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
    },
    callback: {
      title: 'Conectando…',
      description: 'Estamos concluindo o seu acesso. Você será redirecionado em instantes.',
    },
    comingsoon: {
      title: 'Em breve',
      description: 'Esta funcionalidade está em preparação e estará disponível em breve.',
    },
    'browser-not-support': {
      title: 'Navegador não suportado',
      description: 'Este navegador não é mais suportado. Use uma versão atual do Chrome, Edge, Firefox ou Safari.',
    },
    'download-file': {
      title: 'Download de arquivo',
      description: 'Baixe o arquivo enviado para o seu e-mail usando o link recebido.',
    },
    maintenance: {
      title: 'Em manutenção',
      description: 'A plataforma está em manutenção programada. Volte em alguns minutos.',
    },
    'not-authorized': {
      title: 'Acesso não autorizado',
      description: 'Você não tem permissão para acessar esta página.',
    },
    version: {
      title: 'Versão',
      description: 'Informações sobre a versão da plataforma em uso.',
    },
    'landing-page': {
      title: 'Informação de mercado para o agronegócio',
      description: 'Análises, notícias, cotações e relatórios das principais commodities agrícolas em um só lugar.',
    },
    details: {
      title: 'Detalhes',
      description: 'Detalhes do conteúdo selecionado.',
    },
  },
  sections: {
    'info/content': {
      title: 'Conteúdo',
      description: 'O conteúdo selecionado aparecerá aqui.',
    },
    tmnquotes: {
      title: 'Cotações TMN',
      description: 'As cotações TMN aparecerão aqui.',
    },
    quotes: {
      title: 'Cotações',
      description: 'As cotações de mercado aparecerão aqui.',
    },
    'ask-to-analyst': {
      title: 'Pergunte ao analista',
      description: 'O formulário para enviar perguntas aos analistas aparecerá aqui.',
    },
  },
};

const EnEu: typeof PtBr = {
  mainNavigation: 'Main navigation',
  ticker: {
    show: 'Show the ticker',
    atTop: 'Ticker at the top',
    important: 'Important only',
    highlights: 'Highlights only',
  },
  menu: {
    notifications: 'Notifications',
    signatures: 'Subscriptions',
    packages: 'Packages and account data',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', 'semi-dark': 'Semi-dark' },
    detailZoom: 'Text size of news',
    alignment: 'Image alignment',
    alignments: { left: 'Left', center: 'Centre', right: 'Right' },
  },
  starred: {
    star: 'Star this page',
    unstar: 'Unstar this page',
    open: 'Starred pages',
    title: 'Starred pages',
    intro: 'Up to 10 pages, kept on this device. Star the page you are on with “Star this page” in the user menu.',
    empty: 'No starred pages yet.',
    remove: 'Unstar {{title}}',
    close: 'Close',
    favorites: 'Favourites',
    schedule: 'Saved news',
  },
  layoutHistory: {
    open: 'Layout history',
    title: 'Layout history',
    intro:
      'Theme, font sizes, alignment, ticker, favourites and saved news are kept in your account and apply on all your devices. Restore an earlier version whenever you like.',
    versions: 'Layout versions',
    empty: 'No version saved yet: appearance changes show here.',
    created: 'Version of {{when}}',
    updated: 'Updated {{when}}',
    current: 'In use',
    restore: 'Restore',
    restoreVersion: 'Restore the version updated {{when}}',
    restored: 'Layout restored.',
    close: 'Close',
    ticker: 'Ticker',
    tickerHidden: 'Hidden',
    tickerTop: 'At the top',
    tickerFooter: 'In the footer',
    saved: 'Saved',
    savedCounts: '{{favourites}} favourites, {{news}} saved news',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  reduceSidebar: 'Collapse side menu',
  expandSidebar: 'Expand side menu',
  userMenu: 'User menu',
  myAccount: 'My account',
  changePassword: 'Change password',
  askAnalyst: 'Ask the analyst',
  fontSize: 'Font size',
  logout: 'Sign out',
  locked: '{{name}} (locked — subscribe to access)',
  notifications: {
    title: 'Notifications',
    unread_one: 'Notifications, {{count}} unread',
    unread_other: 'Notifications, {{count}} unread',
    empty: 'No notifications yet',
    emptyText: 'The important news sent to you appears here.',
    close: 'Close notifications',
    read: 'Read',
  },
  pages: {
    s4login: {
      title: 'Alternative sign-in',
      description: 'Sign in with the corporate access provided by your company.',
    },
    'error-404': {
      title: 'Page not found',
      description: 'The address you were looking for does not exist or has moved.',
    },
    'error-500': {
      title: 'Server error',
      description: 'Something went wrong on our side. Please try again shortly.',
    },
    callback: {
      title: 'Connecting…',
      description: 'We are completing your sign-in. You will be redirected in a moment.',
    },
    comingsoon: {
      title: 'Coming soon',
      description: 'This feature is being prepared and will be available soon.',
    },
    'browser-not-support': {
      title: 'Browser not supported',
      description:
        'This browser is no longer supported. Please use a current version of Chrome, Edge, Firefox or Safari.',
    },
    'download-file': {
      title: 'File download',
      description: 'Download the file sent to your e-mail using the link you received.',
    },
    maintenance: {
      title: 'Under maintenance',
      description: 'The platform is undergoing scheduled maintenance. Please come back in a few minutes.',
    },
    'not-authorized': {
      title: 'Not authorized',
      description: 'You do not have permission to access this page.',
    },
    version: {
      title: 'Version',
      description: 'Information about the version of the platform in use.',
    },
    'landing-page': {
      title: 'Market information for agribusiness',
      description: 'Analyses, news, quotes and reports on the main agricultural commodities in one place.',
    },
    details: {
      title: 'Details',
      description: 'Details of the selected content.',
    },
  },
  sections: {
    'info/content': {
      title: 'Content',
      description: 'The selected content will appear here.',
    },
    tmnquotes: {
      title: 'TMN quotes',
      description: 'The TMN quotes will appear here.',
    },
    quotes: {
      title: 'Quotes',
      description: 'The market quotes will appear here.',
    },
    'ask-to-analyst': {
      title: 'Ask the analyst',
      description: 'The form to send questions to the analysts will appear here.',
    },
  },
};

const EsEs: typeof PtBr = {
  mainNavigation: 'Navegación principal',
  ticker: {
    show: 'Mostrar el ticker',
    atTop: 'Ticker arriba',
    important: 'Solo importantes',
    highlights: 'Solo destacados',
  },
  menu: {
    notifications: 'Notificaciones',
    signatures: 'Suscripciones',
    packages: 'Paquetes y datos de la cuenta',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Oscuro', 'semi-dark': 'Semioscuro' },
    detailZoom: 'Tamaño del texto de las noticias',
    alignment: 'Alineación de las imágenes',
    alignments: { left: 'A la izquierda', center: 'Al centro', right: 'A la derecha' },
  },
  starred: {
    star: 'Marcar esta página',
    unstar: 'Desmarcar esta página',
    open: 'Páginas marcadas',
    title: 'Páginas marcadas',
    intro:
      'Hasta 10 páginas, guardadas en este dispositivo. Marque la página abierta con «Marcar esta página», en el menú de usuario.',
    empty: 'Todavía no hay páginas marcadas.',
    remove: 'Desmarcar {{title}}',
    close: 'Cerrar',
    favorites: 'Favoritos',
    schedule: 'Agenda',
  },
  layoutHistory: {
    open: 'Historial del diseño',
    title: 'Historial del diseño',
    intro:
      'El tema, los tamaños de letra, la alineación, el ticker, los favoritos y la agenda se guardan en tu cuenta y valen en todos tus dispositivos. Restaura una versión anterior cuando quieras.',
    versions: 'Versiones del diseño',
    empty: 'Aún no hay versiones guardadas: los cambios de apariencia aparecen aquí.',
    created: 'Versión del {{when}}',
    updated: 'Actualizada el {{when}}',
    current: 'En uso',
    restore: 'Restaurar',
    restoreVersion: 'Restaurar la versión actualizada el {{when}}',
    restored: 'Diseño restaurado.',
    close: 'Cerrar',
    ticker: 'Ticker',
    tickerHidden: 'Oculto',
    tickerTop: 'Arriba',
    tickerFooter: 'En el pie',
    saved: 'Guardados',
    savedCounts: '{{favourites}} favoritos, {{news}} noticias en la agenda',
  },
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  reduceSidebar: 'Contraer menú lateral',
  expandSidebar: 'Expandir menú lateral',
  userMenu: 'Menú de usuario',
  myAccount: 'Mi cuenta',
  changePassword: 'Cambiar contraseña',
  askAnalyst: 'Pregunte al analista',
  fontSize: 'Tamaño de letra',
  logout: 'Cerrar sesión',
  locked: '{{name}} (bloqueado — suscríbase para acceder)',
  notifications: {
    title: 'Notificaciones',
    unread_one: 'Notificaciones, {{count}} sin leer',
    unread_other: 'Notificaciones, {{count}} sin leer',
    empty: 'Aún no hay notificaciones',
    emptyText: 'Aquí aparecen las noticias importantes que le enviamos.',
    close: 'Cerrar notificaciones',
    read: 'Leída',
  },
  pages: {
    s4login: {
      title: 'Acceso alternativo',
      description: 'Inicie sesión con el acceso corporativo que le ha proporcionado su empresa.',
    },
    'error-404': {
      title: 'Página no encontrada',
      description: 'La dirección que buscaba no existe o se ha movido.',
    },
    'error-500': {
      title: 'Error del servidor',
      description: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en unos instantes.',
    },
    callback: {
      title: 'Conectando…',
      description: 'Estamos completando su acceso. Será redirigido en unos instantes.',
    },
    comingsoon: {
      title: 'Próximamente',
      description: 'Esta funcionalidad está en preparación y estará disponible pronto.',
    },
    'browser-not-support': {
      title: 'Navegador no compatible',
      description: 'Este navegador ya no es compatible. Utilice una versión actual de Chrome, Edge, Firefox o Safari.',
    },
    'download-file': {
      title: 'Descarga de archivo',
      description: 'Descargue el archivo enviado a su correo electrónico con el enlace recibido.',
    },
    maintenance: {
      title: 'En mantenimiento',
      description: 'La plataforma está en mantenimiento programado. Vuelva dentro de unos minutos.',
    },
    'not-authorized': {
      title: 'Acceso no autorizado',
      description: 'No tiene permiso para acceder a esta página.',
    },
    version: {
      title: 'Versión',
      description: 'Información sobre la versión de la plataforma en uso.',
    },
    'landing-page': {
      title: 'Información de mercado para el agronegocio',
      description:
        'Análisis, noticias, cotizaciones e informes de las principales materias primas agrícolas en un solo lugar.',
    },
    details: {
      title: 'Detalles',
      description: 'Detalles del contenido seleccionado.',
    },
  },
  sections: {
    'info/content': {
      title: 'Contenido',
      description: 'El contenido seleccionado aparecerá aquí.',
    },
    tmnquotes: {
      title: 'Cotizaciones TMN',
      description: 'Las cotizaciones TMN aparecerán aquí.',
    },
    quotes: {
      title: 'Cotizaciones',
      description: 'Las cotizaciones de mercado aparecerán aquí.',
    },
    'ask-to-analyst': {
      title: 'Pregunte al analista',
      description: 'El formulario para enviar preguntas a los analistas aparecerá aquí.',
    },
  },
};

const EsAr: typeof PtBr = {
  mainNavigation: 'Navegación principal',
  ticker: {
    show: 'Mostrar el ticker',
    atTop: 'Ticker arriba',
    important: 'Solo importantes',
    highlights: 'Solo destacados',
  },
  menu: {
    notifications: 'Notificaciones',
    signatures: 'Suscripciones',
    packages: 'Paquetes y datos de la cuenta',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Oscuro', 'semi-dark': 'Semioscuro' },
    detailZoom: 'Tamaño del texto de las noticias',
    alignment: 'Alineación de las imágenes',
    alignments: { left: 'A la izquierda', center: 'Al centro', right: 'A la derecha' },
  },
  starred: {
    star: 'Marcar esta página',
    unstar: 'Desmarcar esta página',
    open: 'Páginas marcadas',
    title: 'Páginas marcadas',
    intro:
      'Hasta 10 páginas, guardadas en este dispositivo. Marcá la página abierta con «Marcar esta página», en el menú de usuario.',
    empty: 'Todavía no hay páginas marcadas.',
    remove: 'Desmarcar {{title}}',
    close: 'Cerrar',
    favorites: 'Favoritos',
    schedule: 'Agenda',
  },
  layoutHistory: {
    open: 'Historial del diseño',
    title: 'Historial del diseño',
    intro:
      'El tema, los tamaños de letra, la alineación, el ticker, los favoritos y la agenda se guardan en tu cuenta y valen en todos tus dispositivos. Restaurá una versión anterior cuando quieras.',
    versions: 'Versiones del diseño',
    empty: 'Todavía no hay versiones guardadas: los cambios de apariencia aparecen acá.',
    created: 'Versión del {{when}}',
    updated: 'Actualizada el {{when}}',
    current: 'En uso',
    restore: 'Restaurar',
    restoreVersion: 'Restaurar la versión actualizada el {{when}}',
    restored: 'Diseño restaurado.',
    close: 'Cerrar',
    ticker: 'Ticker',
    tickerHidden: 'Oculto',
    tickerTop: 'Arriba',
    tickerFooter: 'En el pie',
    saved: 'Guardados',
    savedCounts: '{{favourites}} favoritos, {{news}} noticias en la agenda',
  },
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  reduceSidebar: 'Contraer menú lateral',
  expandSidebar: 'Expandir menú lateral',
  userMenu: 'Menú de usuario',
  myAccount: 'Mi cuenta',
  changePassword: 'Cambiar contraseña',
  askAnalyst: 'Preguntale al analista',
  fontSize: 'Tamaño de letra',
  logout: 'Cerrar sesión',
  locked: '{{name}} (bloqueado — suscribite para acceder)',
  notifications: {
    title: 'Notificaciones',
    unread_one: 'Notificaciones, {{count}} sin leer',
    unread_other: 'Notificaciones, {{count}} sin leer',
    empty: 'Todavía no hay notificaciones',
    emptyText: 'Acá aparecen las noticias importantes que te enviamos.',
    close: 'Cerrar notificaciones',
    read: 'Leída',
  },
  pages: {
    s4login: {
      title: 'Acceso alternativo',
      description: 'Ingresá con el acceso corporativo que te dio tu empresa.',
    },
    'error-404': {
      title: 'Página no encontrada',
      description: 'La dirección que buscabas no existe o se movió.',
    },
    'error-500': {
      title: 'Error del servidor',
      description: 'Algo falló de nuestro lado. Probá de nuevo en unos instantes.',
    },
    callback: {
      title: 'Conectando…',
      description: 'Estamos completando tu acceso. Te vamos a redirigir en unos instantes.',
    },
    comingsoon: {
      title: 'Próximamente',
      description: 'Esta funcionalidad está en preparación y va a estar disponible pronto.',
    },
    'browser-not-support': {
      title: 'Navegador no compatible',
      description: 'Este navegador ya no es compatible. Usá una versión actual de Chrome, Edge, Firefox o Safari.',
    },
    'download-file': {
      title: 'Descarga de archivo',
      description: 'Descargá el archivo enviado a tu correo electrónico con el enlace que recibiste.',
    },
    maintenance: {
      title: 'En mantenimiento',
      description: 'La plataforma está en mantenimiento programado. Volvé en unos minutos.',
    },
    'not-authorized': {
      title: 'Acceso no autorizado',
      description: 'No tenés permiso para acceder a esta página.',
    },
    version: {
      title: 'Versión',
      description: 'Información sobre la versión de la plataforma en uso.',
    },
    'landing-page': {
      title: 'Información de mercado para el agronegocio',
      description:
        'Análisis, noticias, cotizaciones e informes de las principales materias primas agrícolas en un solo lugar.',
    },
    details: {
      title: 'Detalles',
      description: 'Detalles del contenido seleccionado.',
    },
  },
  sections: {
    'info/content': {
      title: 'Contenido',
      description: 'El contenido seleccionado va a aparecer acá.',
    },
    tmnquotes: {
      title: 'Cotizaciones TMN',
      description: 'Las cotizaciones TMN van a aparecer acá.',
    },
    quotes: {
      title: 'Cotizaciones',
      description: 'Las cotizaciones de mercado van a aparecer acá.',
    },
    'ask-to-analyst': {
      title: 'Preguntale al analista',
      description: 'El formulario para mandar preguntas a los analistas va a aparecer acá.',
    },
  },
};

const PtPt: typeof PtBr = {
  mainNavigation: 'Navegação principal',
  ticker: {
    show: 'Mostrar o ticker',
    atTop: 'Ticker no topo',
    important: 'Só importantes',
    highlights: 'Só destaques',
  },
  menu: {
    notifications: 'Notificações',
    signatures: 'Subscrições',
    packages: 'Pacotes e dados da conta',
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
      'Até 10 páginas, guardadas neste dispositivo. Marque a página aberta com «Marcar esta página», no menu do utilizador.',
    empty: 'Ainda não há páginas marcadas.',
    remove: 'Desmarcar {{title}}',
    close: 'Fechar',
    favorites: 'Favoritos',
    schedule: 'Agenda',
  },
  layoutHistory: {
    open: 'Histórico do esquema',
    title: 'Histórico do esquema',
    intro:
      'O tema, os tamanhos de letra, o alinhamento, o ticker, os favoritos e a agenda ficam guardados na sua conta e aplicam-se em todos os seus dispositivos. Reponha uma versão anterior quando quiser.',
    versions: 'Versões do esquema',
    empty: 'Ainda não há versões guardadas: as alterações de aspeto aparecem aqui.',
    created: 'Versão de {{when}}',
    updated: 'Atualizada a {{when}}',
    current: 'Em utilização',
    restore: 'Repor',
    restoreVersion: 'Repor a versão atualizada a {{when}}',
    restored: 'Esquema reposto.',
    close: 'Fechar',
    ticker: 'Ticker',
    tickerHidden: 'Oculto',
    tickerTop: 'No topo',
    tickerFooter: 'No rodapé',
    saved: 'Guardados',
    savedCounts: '{{favourites}} favoritos, {{news}} notícias na agenda',
  },
  openMenu: 'Abrir o menu',
  closeMenu: 'Fechar o menu',
  reduceSidebar: 'Encolher o menu lateral',
  expandSidebar: 'Alargar o menu lateral',
  userMenu: 'Menu do utilizador',
  myAccount: 'A minha conta',
  changePassword: 'Alterar palavra-passe',
  askAnalyst: 'Pergunte ao analista',
  fontSize: 'Tamanho do tipo de letra',
  logout: 'Terminar sessão',
  locked: '{{name}} (bloqueado — subscreva para aceder)',
  notifications: {
    title: 'Notificações',
    unread_one: 'Notificações, {{count}} não lida',
    unread_other: 'Notificações, {{count}} não lidas',
    empty: 'Ainda não há notificações',
    emptyText: 'Aqui aparecem as notícias importantes que lhe enviamos.',
    close: 'Fechar notificações',
    read: 'Lida',
  },
  pages: {
    s4login: {
      title: 'Acesso alternativo',
      description: 'Inicie sessão com o acesso empresarial fornecido pela sua empresa.',
    },
    'error-404': {
      title: 'Página não encontrada',
      description: 'O endereço que procurou não existe ou foi movido.',
    },
    'error-500': {
      title: 'Erro no servidor',
      description: 'Algo correu mal do nosso lado. Tente novamente dentro de instantes.',
    },
    callback: {
      title: 'A ligar…',
      description: 'Estamos a concluir o seu acesso. Será redirecionado dentro de instantes.',
    },
    comingsoon: {
      title: 'Brevemente',
      description: 'Esta funcionalidade está a ser preparada e estará disponível brevemente.',
    },
    'browser-not-support': {
      title: 'Navegador não suportado',
      description: 'Este navegador já não é suportado. Utilize uma versão atual do Chrome, Edge, Firefox ou Safari.',
    },
    'download-file': {
      title: 'Transferência de ficheiro',
      description: 'Transfira o ficheiro enviado para o seu e-mail através da ligação recebida.',
    },
    maintenance: {
      title: 'Em manutenção',
      description: 'A plataforma está em manutenção programada. Volte dentro de alguns minutos.',
    },
    'not-authorized': {
      title: 'Acesso não autorizado',
      description: 'Não tem permissão para aceder a esta página.',
    },
    version: {
      title: 'Versão',
      description: 'Informação sobre a versão da plataforma em utilização.',
    },
    'landing-page': {
      title: 'Informação de mercado para o agronegócio',
      description: 'Análises, notícias, cotações e relatórios das principais matérias-primas agrícolas num só lugar.',
    },
    details: {
      title: 'Detalhes',
      description: 'Detalhes do conteúdo selecionado.',
    },
  },
  sections: {
    'info/content': {
      title: 'Conteúdo',
      description: 'O conteúdo selecionado vai aparecer aqui.',
    },
    tmnquotes: {
      title: 'Cotações TMN',
      description: 'As cotações TMN vão aparecer aqui.',
    },
    quotes: {
      title: 'Cotações',
      description: 'As cotações de mercado vão aparecer aqui.',
    },
    'ask-to-analyst': {
      title: 'Pergunte ao analista',
      description: 'O formulário para enviar perguntas aos analistas vai aparecer aqui.',
    },
  },
};

export const SHELL_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;
