import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/**
 * Texts of the help dialog and the version page (namespace shell-help): its eight tabs, in every locale. A part of
 * the shell's texts of its own, loaded when the dialog or the page opens, not with every signed-in page.
 */
const PtBr = {
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
      'Feita para assinantes, usuários em demonstração de {{days}} dias e usuários gratuitos, na web e no aplicativo para celular.',
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
    export: 'Baixar uma cópia dos meus dados',
    otherByEmail: 'Para os demais pedidos (correção, anonimização, com quem compartilhamos), escreva para {{email}}.',
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

const EnEu: typeof PtBr = {
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
    audience: 'Made for subscribers, {{days}}-day demo users and free users, on the web and in the mobile app.',
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
    export: 'Download a copy of my data',
    otherByEmail: 'For any other request (correction, anonymisation, whom we share with), write to {{email}}.',
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

const EsEs: typeof PtBr = {
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
      'Pensada para suscriptores, usuarios de prueba de {{days}} días y usuarios gratuitos, en la web y en la aplicación móvil.',
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
    export: 'Descargar una copia de mis datos',
    otherByEmail:
      'Para cualquier otra solicitud (rectificación, anonimización, con quién compartimos), escriba a {{email}}.',
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

const EsAr: Differences<typeof PtBr> = {
  tabs: {
    terms: 'Términos de uso',
  },
  about: {
    audience:
      'Pensada para suscriptores, usuarios de prueba de {{days}} días y usuarios gratuitos, en la web y en la app para celular.',
  },
  attendance: {
    intro: 'Hablá con nuestro equipo por el canal que prefieras.',
    areas: {
      'account-manager': 'Tu ejecutivo de cuenta',
    },
    email: 'E-mail',
  },
  lgpd: {
    intro:
      'Según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, art. 18), podés pedirnos en cualquier momento y sin costo:',
    rights: {
      confirmation: 'la confirmación de que tratamos tus datos personales;',
      access: 'el acceso a tus datos;',
      portability: 'la portabilidad de tus datos a otro proveedor;',
      deletion: 'la eliminación de los datos tratados con tu consentimiento;',
      sharing: 'la información sobre con quién compartimos tus datos;',
      refusal: 'la información sobre la posibilidad de no dar tu consentimiento y sus consecuencias;',
    },
    deletion: 'Pedir la eliminación de mis datos',
    otherByEmail:
      'Para cualquier otro pedido (rectificación, anonimización, con quién compartimos), escribí a {{email}}.',
    signInFirst: 'Iniciá sesión en tu cuenta para hacer estos pedidos.',
  },
  tour: {
    intro:
      'El recorrido guiado te muestra, paso a paso, dónde están el menú, las listas, el ticker y tus preferencias.',
    started: 'El recorrido va a empezar apenas se cierre esta ventana.',
  },
  terms: {
    use: 'El acceso es personal e intransferible: no compartas tu contraseña ni dejes que otras personas usen tu cuenta.',
    content:
      'Los análisis, noticias, informes y cotizaciones están protegidos por derechos de autor. Podés leerlos y usarlos en tus decisiones, pero no reproducirlos, redistribuirlos ni revenderlos sin autorización por escrito.',
    account: 'Podemos suspender las cuentas usadas en contra de estos términos. Podés cerrar tu cuenta cuando quieras.',
    law: 'Estos términos se rigen por la legislación brasileña; los datos personales se tratan según nuestra política de privacidad.',
  },
  support: {
    intro: 'Si atención al cliente te lo pide, pasale estos códigos o enviá un diagnóstico de este dispositivo.',
    noSession: 'Ninguna (no iniciaste sesión)',
    failed: 'No se envió el diagnóstico. Probá de nuevo.',
  },
};

const PtPt: typeof PtBr = {
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
      'Pensada para subscritores, utilizadores em demonstração de {{days}} dias e utilizadores gratuitos, na web e na aplicação para telemóvel.',
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
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados de forma ilícita;',
      portability: 'a portabilidade dos seus dados para outro fornecedor;',
      deletion: 'a eliminação dos dados tratados com o seu consentimento;',
      sharing: 'a informação sobre as entidades com quem partilhamos os seus dados;',
      refusal: 'a informação sobre a possibilidade de não dar o consentimento e as consequências da recusa;',
      revocation: 'a retirada do consentimento.',
    },
    deletion: 'Pedir a eliminação dos meus dados',
    export: 'Descarregar uma cópia dos meus dados',
    otherByEmail:
      'Para os restantes pedidos (retificação, anonimização, com quem partilhamos), escreva para {{email}}.',
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
    intro: 'Se o apoio ao cliente lho pedir, indique estes códigos ou envie um diagnóstico deste dispositivo.',
    deviceId: 'ID do dispositivo',
    sessionId: 'ID da sessão',
    noSession: 'Nenhuma (não iniciou sessão)',
    send: 'Enviar diagnóstico',
    sending: 'A enviar…',
    sent: 'Diagnóstico enviado ao apoio ao cliente.',
    failed: 'O diagnóstico não foi enviado. Tente novamente.',
  },
};

/** Texts of the shell (namespace shell): header, menus, information pages and signed-in sections. */

export const SHELL_HELP_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-help': typeof PtBr;
  }
}
