import { type AreaTexts } from '../kit/i18n/area-texts';

// The help dialog (SPEC §2, Dialogs and shell): its eight tabs, in every locale.
const HELP_PT_BR = {
  title: 'Ajuda',
  tabsLabel: 'Seções da ajuda',
  tabs: {
    about: 'Sobre',
    attendance: 'Atendimento',
    version: 'Versão',
    lgpd: 'LGPD',
    privacy: 'Política de privacidade',
    tour: 'Tour',
    terms: 'Termos de uso',
    support: 'Ferramentas de suporte',
  },
  about: {
    product:
      'Plataforma de informação de mercado para o agronegócio: análises, notícias, relatórios, cotações, indicadores, clima e eventos das principais commodities agrícolas.',
    audience:
      'Feita para assinantes, usuários em demonstração de 7 dias e usuários gratuitos, na web e no aplicativo para celular.',
  },
  attendance: {
    intro: 'Fale com a nossa equipe pelo canal que preferir.',
    areas: {
      commercial: 'Comercial',
      support: 'Atendimento',
      'account-manager': 'Gerente da sua conta',
      analysis: 'Análise de mercado',
      financial: 'Financeiro',
    },
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    empty: 'Nenhum contato disponível no momento.',
  },
  version: {
    hash: 'Versão',
    builtAt: 'Data da compilação',
    noBuildDate: 'Sem data (versão de desenvolvimento)',
  },
  lgpd: {
    intro:
      'Pela Lei Geral de Proteção de Dados (Lei 13.709/2018, art. 18), você pode pedir a qualquer momento, sem custo:',
    rights: {
      confirmation: 'a confirmação de que tratamos seus dados pessoais;',
      access: 'o acesso aos seus dados;',
      correction: 'a correção de dados incompletos, inexatos ou desatualizados;',
      anonymisation:
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
      portability: 'a portabilidade dos seus dados a outro fornecedor;',
      deletion: 'a eliminação dos dados tratados com o seu consentimento;',
      sharing: 'a informação sobre com quem compartilhamos seus dados;',
      refusal: 'a informação sobre a possibilidade de não dar consentimento e as consequências da recusa;',
      revocation: 'a revogação do consentimento.',
    },
    deletion: 'Pedir a exclusão dos meus dados',
    export: 'Ver os meus dados na minha conta',
    exportByEmail: 'Para receber uma cópia dos seus dados, escreva para {{email}}.',
    signInFirst: 'Entre na sua conta para fazer esses pedidos.',
  },
  tour: {
    intro: 'O tour guiado mostra, passo a passo, onde ficam o menu, as listas, o ticker e as suas preferências.',
    start: 'Iniciar o tour',
    started: 'O tour vai começar assim que esta janela fechar.',
  },
  terms: {
    updated: 'Versão de 21 de setembro de 2023.',
    use: 'O acesso é pessoal e intransferível: não compartilhe sua senha e não permita que outras pessoas usem a sua conta.',
    content:
      'Análises, notícias, relatórios e cotações são protegidos por direitos autorais. Você pode lê-los e usá-los nas suas decisões, mas não pode reproduzi-los, redistribuí-los ou revendê-los sem autorização por escrito.',
    advice:
      'As informações têm caráter informativo e não constituem recomendação de compra ou venda; as decisões de negócio são de responsabilidade de quem as toma.',
    availability:
      'Trabalhamos para manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros.',
    account:
      'Podemos suspender contas usadas em desacordo com estes termos. Você pode encerrar a sua conta quando quiser.',
    law: 'Estes termos seguem a legislação brasileira; o tratamento de dados pessoais segue a nossa política de privacidade.',
  },
  support: {
    intro: 'Se o atendimento pedir, informe estes códigos ou envie um diagnóstico deste aparelho.',
    deviceId: 'ID do dispositivo',
    sessionId: 'ID da sessão',
    noSession: 'Nenhuma (você não entrou)',
    send: 'Enviar diagnóstico',
    sending: 'Enviando…',
    sent: 'Diagnóstico enviado ao atendimento.',
    failed: 'O diagnóstico não foi enviado. Tente novamente.',
  },
};

const HELP_EN_EU: typeof HELP_PT_BR = {
  title: 'Help',
  tabsLabel: 'Help sections',
  tabs: {
    about: 'About',
    attendance: 'Customer service',
    version: 'Version',
    lgpd: 'LGPD',
    privacy: 'Privacy policy',
    tour: 'Tour',
    terms: 'Terms of use',
    support: 'Support tools',
  },
  about: {
    product:
      'Market information for agribusiness: analyses, news, reports, quotes, indicators, weather and events for the main agricultural commodities.',
    audience: 'Made for subscribers, 7-day demo users and free users, on the web and in the mobile app.',
  },
  attendance: {
    intro: 'Talk to our team through whichever channel suits you.',
    areas: {
      commercial: 'Sales',
      support: 'Customer service',
      'account-manager': 'Your account manager',
      analysis: 'Market analysis',
      financial: 'Billing',
    },
    email: 'E-mail',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    empty: 'No contacts are available at the moment.',
  },
  version: {
    hash: 'Version',
    builtAt: 'Build date',
    noBuildDate: 'No date (development version)',
  },
  lgpd: {
    intro:
      "Under Brazil's General Data Protection Law (Law 13,709/2018, art. 18) you may ask us at any time, free of charge, for:",
    rights: {
      confirmation: 'confirmation that we process your personal data;',
      access: 'access to your data;',
      correction: 'correction of incomplete, inaccurate or out-of-date data;',
      anonymisation:
        'anonymisation, blocking or deletion of data that is unnecessary, excessive or processed unlawfully;',
      portability: 'portability of your data to another provider;',
      deletion: 'deletion of the data processed with your consent;',
      sharing: 'information about whom we share your data with;',
      refusal: 'information about the option not to consent and what refusing means;',
      revocation: 'withdrawal of your consent.',
    },
    deletion: 'Request deletion of my data',
    export: 'See my data in my account',
    exportByEmail: 'To receive a copy of your data, write to {{email}}.',
    signInFirst: 'Sign in to your account to make these requests.',
  },
  tour: {
    intro:
      'The guided tour shows you, step by step, where to find the menu, the lists, the ticker and your preferences.',
    start: 'Start the tour',
    started: 'The tour will start as soon as this window closes.',
  },
  terms: {
    updated: 'Version of 21 September 2023.',
    use: 'Access is personal and non-transferable: do not share your password or let anyone else use your account.',
    content:
      'Analyses, news, reports and quotes are protected by copyright. You may read them and use them in your decisions, but you may not reproduce, redistribute or resell them without written permission.',
    advice:
      'The information is provided for information only and is not a recommendation to buy or sell; business decisions are the responsibility of whoever makes them.',
    availability:
      'We work to keep the platform available, but it may be interrupted for maintenance or by third-party failures.',
    account: 'We may suspend accounts used against these terms. You may close your account whenever you wish.',
    law: 'These terms are governed by Brazilian law; personal data is processed as our privacy policy describes.',
  },
  support: {
    intro: 'If customer service asks, give them these codes or send a diagnostic from this device.',
    deviceId: 'Device ID',
    sessionId: 'Session ID',
    noSession: 'None (you are not signed in)',
    send: 'Send diagnostic',
    sending: 'Sending…',
    sent: 'Diagnostic sent to customer service.',
    failed: 'The diagnostic was not sent. Please try again.',
  },
};

const HELP_ES_ES: typeof HELP_PT_BR = {
  title: 'Ayuda',
  tabsLabel: 'Secciones de la ayuda',
  tabs: {
    about: 'Acerca de',
    attendance: 'Atención al cliente',
    version: 'Versión',
    lgpd: 'LGPD',
    privacy: 'Política de privacidad',
    tour: 'Recorrido',
    terms: 'Condiciones de uso',
    support: 'Herramientas de soporte',
  },
  about: {
    product:
      'Información de mercado para el agronegocio: análisis, noticias, informes, cotizaciones, indicadores, clima y eventos de las principales materias primas agrícolas.',
    audience:
      'Pensada para suscriptores, usuarios de prueba de 7 días y usuarios gratuitos, en la web y en la aplicación móvil.',
  },
  attendance: {
    intro: 'Hable con nuestro equipo por el canal que prefiera.',
    areas: {
      commercial: 'Comercial',
      support: 'Atención al cliente',
      'account-manager': 'Su gestor de cuenta',
      analysis: 'Análisis de mercado',
      financial: 'Facturación',
    },
    email: 'Correo electrónico',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    empty: 'No hay contactos disponibles en este momento.',
  },
  version: {
    hash: 'Versión',
    builtAt: 'Fecha de compilación',
    noBuildDate: 'Sin fecha (versión de desarrollo)',
  },
  lgpd: {
    intro:
      'Según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, art. 18), puede solicitarnos en cualquier momento y sin coste:',
    rights: {
      confirmation: 'la confirmación de que tratamos sus datos personales;',
      access: 'el acceso a sus datos;',
      correction: 'la corrección de datos incompletos, inexactos o desactualizados;',
      anonymisation:
        'la anonimización, el bloqueo o la supresión de datos innecesarios, excesivos o tratados de forma ilícita;',
      portability: 'la portabilidad de sus datos a otro proveedor;',
      deletion: 'la supresión de los datos tratados con su consentimiento;',
      sharing: 'la información sobre con quién compartimos sus datos;',
      refusal: 'la información sobre la posibilidad de no dar su consentimiento y sus consecuencias;',
      revocation: 'la revocación del consentimiento.',
    },
    deletion: 'Solicitar la supresión de mis datos',
    export: 'Ver mis datos en mi cuenta',
    exportByEmail: 'Para recibir una copia de sus datos, escriba a {{email}}.',
    signInFirst: 'Inicie sesión en su cuenta para hacer estas solicitudes.',
  },
  tour: {
    intro:
      'El recorrido guiado le muestra, paso a paso, dónde están el menú, las listas, el ticker y sus preferencias.',
    start: 'Iniciar el recorrido',
    started: 'El recorrido comenzará en cuanto se cierre esta ventana.',
  },
  terms: {
    updated: 'Versión del 21 de septiembre de 2023.',
    use: 'El acceso es personal e intransferible: no comparta su contraseña ni permita que otras personas usen su cuenta.',
    content:
      'Los análisis, noticias, informes y cotizaciones están protegidos por derechos de autor. Puede leerlos y usarlos en sus decisiones, pero no reproducirlos, redistribuirlos ni revenderlos sin autorización por escrito.',
    advice:
      'La información tiene carácter informativo y no constituye una recomendación de compra o venta; las decisiones de negocio son responsabilidad de quien las toma.',
    availability:
      'Trabajamos para mantener la plataforma disponible, pero puede haber interrupciones por mantenimiento o por fallos de terceros.',
    account:
      'Podemos suspender las cuentas usadas en contra de estas condiciones. Puede cerrar su cuenta cuando quiera.',
    law: 'Estas condiciones se rigen por la legislación brasileña; los datos personales se tratan según nuestra política de privacidad.',
  },
  support: {
    intro: 'Si atención al cliente se lo pide, facilite estos códigos o envíe un diagnóstico de este dispositivo.',
    deviceId: 'ID del dispositivo',
    sessionId: 'ID de la sesión',
    noSession: 'Ninguna (no ha iniciado sesión)',
    send: 'Enviar diagnóstico',
    sending: 'Enviando…',
    sent: 'Diagnóstico enviado a atención al cliente.',
    failed: 'No se ha enviado el diagnóstico. Inténtelo de nuevo.',
  },
};

const HELP_ES_AR: typeof HELP_PT_BR = {
  ...HELP_ES_ES,
  tabs: { ...HELP_ES_ES.tabs, terms: 'Términos de uso' },
  about: {
    ...HELP_ES_ES.about,
    audience:
      'Pensada para suscriptores, usuarios de prueba de 7 días y usuarios gratuitos, en la web y en la app para celular.',
  },
  attendance: {
    ...HELP_ES_ES.attendance,
    intro: 'Hablá con nuestro equipo por el canal que prefieras.',
    areas: { ...HELP_ES_ES.attendance.areas, 'account-manager': 'Tu ejecutivo de cuenta' },
    email: 'E-mail',
  },
  lgpd: {
    ...HELP_ES_ES.lgpd,
    intro:
      'Según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, art. 18), podés pedirnos en cualquier momento y sin costo:',
    rights: {
      ...HELP_ES_ES.lgpd.rights,
      confirmation: 'la confirmación de que tratamos tus datos personales;',
      access: 'el acceso a tus datos;',
      portability: 'la portabilidad de tus datos a otro proveedor;',
      deletion: 'la eliminación de los datos tratados con tu consentimiento;',
      sharing: 'la información sobre con quién compartimos tus datos;',
      refusal: 'la información sobre la posibilidad de no dar tu consentimiento y sus consecuencias;',
    },
    deletion: 'Pedir la eliminación de mis datos',
    exportByEmail: 'Para recibir una copia de tus datos, escribí a {{email}}.',
    signInFirst: 'Iniciá sesión en tu cuenta para hacer estos pedidos.',
  },
  tour: {
    intro:
      'El recorrido guiado te muestra, paso a paso, dónde están el menú, las listas, el ticker y tus preferencias.',
    start: 'Iniciar el recorrido',
    started: 'El recorrido va a empezar apenas se cierre esta ventana.',
  },
  terms: {
    ...HELP_ES_ES.terms,
    use: 'El acceso es personal e intransferible: no compartas tu contraseña ni dejes que otras personas usen tu cuenta.',
    content:
      'Los análisis, noticias, informes y cotizaciones están protegidos por derechos de autor. Podés leerlos y usarlos en tus decisiones, pero no reproducirlos, redistribuirlos ni revenderlos sin autorización por escrito.',
    account: 'Podemos suspender las cuentas usadas en contra de estos términos. Podés cerrar tu cuenta cuando quieras.',
    law: 'Estos términos se rigen por la legislación brasileña; los datos personales se tratan según nuestra política de privacidad.',
  },
  support: {
    ...HELP_ES_ES.support,
    intro: 'Si atención al cliente te lo pide, pasale estos códigos o enviá un diagnóstico de este dispositivo.',
    noSession: 'Ninguna (no iniciaste sesión)',
    failed: 'No se envió el diagnóstico. Probá de nuevo.',
  },
};

const HELP_PT_PT: typeof HELP_PT_BR = {
  title: 'Ajuda',
  tabsLabel: 'Secções da ajuda',
  tabs: {
    about: 'Sobre',
    attendance: 'Apoio ao cliente',
    version: 'Versão',
    lgpd: 'LGPD',
    privacy: 'Política de privacidade',
    tour: 'Visita guiada',
    terms: 'Termos de utilização',
    support: 'Ferramentas de apoio',
  },
  about: {
    product:
      'Informação de mercado para o agronegócio: análises, notícias, relatórios, cotações, indicadores, meteorologia e eventos das principais matérias-primas agrícolas.',
    audience:
      'Pensada para assinantes, utilizadores em demonstração de 7 dias e utilizadores gratuitos, na web e na aplicação para telemóvel.',
  },
  attendance: {
    intro: 'Fale com a nossa equipa pelo canal que preferir.',
    areas: {
      commercial: 'Comercial',
      support: 'Apoio ao cliente',
      'account-manager': 'Gestor da sua conta',
      analysis: 'Análise de mercado',
      financial: 'Faturação',
    },
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    empty: 'De momento não há contactos disponíveis.',
  },
  version: {
    hash: 'Versão',
    builtAt: 'Data de compilação',
    noBuildDate: 'Sem data (versão de desenvolvimento)',
  },
  lgpd: {
    intro:
      'Ao abrigo da Lei Geral de Proteção de Dados do Brasil (Lei 13.709/2018, art. 18), pode pedir-nos a qualquer momento, sem custos:',
    rights: {
      confirmation: 'a confirmação de que tratamos os seus dados pessoais;',
      access: 'o acesso aos seus dados;',
      correction: 'a retificação de dados incompletos, inexatos ou desatualizados;',
      anonymisation:
        'a anonimização, o bloqueio ou o apagamento de dados desnecessários, excessivos ou tratados de forma ilícita;',
      portability: 'a portabilidade dos seus dados para outro fornecedor;',
      deletion: 'o apagamento dos dados tratados com o seu consentimento;',
      sharing: 'a informação sobre as entidades com quem partilhamos os seus dados;',
      refusal: 'a informação sobre a possibilidade de não dar o consentimento e as consequências da recusa;',
      revocation: 'a retirada do consentimento.',
    },
    deletion: 'Pedir o apagamento dos meus dados',
    export: 'Consultar os meus dados na minha conta',
    exportByEmail: 'Para receber uma cópia dos seus dados, escreva para {{email}}.',
    signInFirst: 'Inicie sessão na sua conta para fazer estes pedidos.',
  },
  tour: {
    intro: 'A visita guiada mostra-lhe, passo a passo, onde estão o menu, as listas, o ticker e as suas preferências.',
    start: 'Iniciar a visita guiada',
    started: 'A visita guiada começa assim que esta janela fechar.',
  },
  terms: {
    updated: 'Versão de 21 de setembro de 2023.',
    use: 'O acesso é pessoal e intransmissível: não partilhe a sua palavra-passe nem permita que outras pessoas utilizem a sua conta.',
    content:
      'As análises, notícias, relatórios e cotações estão protegidos por direitos de autor. Pode lê-los e utilizá-los nas suas decisões, mas não pode reproduzi-los, redistribuí-los ou revendê-los sem autorização escrita.',
    advice:
      'A informação tem caráter meramente informativo e não constitui recomendação de compra ou venda; as decisões de negócio são da responsabilidade de quem as toma.',
    availability:
      'Procuramos manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros.',
    account:
      'Podemos suspender contas utilizadas em desacordo com estes termos. Pode encerrar a sua conta quando quiser.',
    law: 'Estes termos regem-se pela lei brasileira; os dados pessoais são tratados conforme a nossa política de privacidade.',
  },
  support: {
    intro: 'Se o apoio ao cliente lho pedir, indique estes códigos ou envie um diagnóstico deste equipamento.',
    deviceId: 'ID do equipamento',
    sessionId: 'ID da sessão',
    noSession: 'Nenhuma (não iniciou sessão)',
    send: 'Enviar diagnóstico',
    sending: 'A enviar…',
    sent: 'Diagnóstico enviado ao apoio ao cliente.',
    failed: 'O diagnóstico não foi enviado. Tente novamente.',
  },
};

/** Texts of the shell (namespace shell): header, menus, information pages and signed-in sections. */
const PtBr = {
  help: HELP_PT_BR,
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
  help: HELP_EN_EU,
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
  help: HELP_ES_ES,
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
  help: HELP_ES_AR,
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
  help: HELP_PT_PT,
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
