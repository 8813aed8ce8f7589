// The texts of the copy of one's data, in the five languages: its PDF, its mail and the page of a refused link.
import {
  DATA_EXPORT_LINK_HOURS,
  type AlertKind,
  type AlertState,
  type DataExportDocument,
  type DetailAlignment,
  type ExportedConsent,
  type ExportedPreferences,
  type Locale,
  type Theme,
  type ViewStyle,
} from '../../core';

/** The labels of the PDF. */
export interface ExportPdfTexts {
  title: string;
  intro: string;
  generated: string;
  account: string;
  preferences: string;
  notifications: string;
  blockAll: string;
  byEmail: string;
  inApp: string;
  devices: string;
  confirmed: string;
  lastUsed: string;
  sessions: string;
  push: string;
  reads: string;
  favourites: string;
  schedule: string;
  questions: string;
  alerts: string;
  watchlist: string;
  liveSessions: string;
  consents: string;
  granted: string;
  refused: string;
  none: string;
  yes: string;
  no: string;
  page: string;
  /** The names of the account's fields. */
  fields: Readonly<Record<keyof DataExportDocument['account'], string>>;
  /** The names of the display preferences. */
  preferenceNames: Readonly<Record<keyof ExportedPreferences, string>>;
  /** The themes' names. */
  themes: Readonly<Record<Theme, string>>;
  /** The names of a detail's alignments. */
  alignments: Readonly<Record<DetailAlignment, string>>;
  /** The lists' view styles' names. */
  viewStyles: Readonly<Record<ViewStyle, string>>;
  /** The kinds of price alert, before their level. */
  alertKinds: Readonly<Record<AlertKind, string>>;
  /** The states of a price alert. */
  alertStates: Readonly<Record<AlertState, string>>;
  /** What each consent is about. */
  consentKinds: Readonly<Record<ExportedConsent['kind'], string>>;
  /** How the server knows each consent (the `source` of the JSON). */
  consentSources: Readonly<Record<string, string>>;
}

/** The texts of the mail that carries the link. */
export interface ExportMailTexts {
  subject: string;
  before: (name: string) => string[];
  after: (hours: number) => string[];
}

/** The texts of the page of a link that does not work. */
export interface ExportRefusalTexts {
  title: string;
  used: string;
  expired: string;
  notFound: string;
  pending: string;
  again: string;
}

/** The PDF's texts in Spanish (Spain); the Argentine ones differ in a few words. */
const PDF_ES: ExportPdfTexts = {
  title: 'Copia de sus datos en Celeiro',
  intro:
    'Esta es la copia de los datos personales que Celeiro guarda sobre usted (LGPD, art. 18, II y V). El archivo JSON que la acompaña contiene los mismos datos en un formato legible por máquina.',
  generated: 'Generada el',
  account: 'Cuenta',
  preferences: 'Preferencias',
  notifications: 'Opciones de notificación',
  blockAll: 'Bloquear todas',
  byEmail: 'correo',
  inApp: 'aplicación',
  devices: 'Dispositivos y sesiones',
  confirmed: 'confirmado el',
  lastUsed: 'último uso',
  sessions: 'Sesiones',
  push: 'notificaciones push',
  reads: 'Lecturas',
  favourites: 'Favoritos',
  schedule: 'Agenda',
  questions: 'Preguntas al analista',
  alerts: 'Alertas de precio',
  watchlist: 'Lista de seguimiento',
  liveSessions: 'Inscripciones en sesiones en directo',
  consents: 'Consentimientos',
  granted: 'dado',
  refused: 'rechazado',
  none: 'Nada registrado.',
  yes: 'sí',
  no: 'no',
  page: 'página',
  fields: {
    userCode: 'Código de usuario',
    email: 'Correo electrónico',
    name: 'Nombre',
    profile: 'Perfil',
    signature: 'Suscripción',
    language: 'Idioma',
    personType: 'Tipo de persona',
    document: 'CPF o CNPJ',
    phone: 'Teléfono',
    country: 'País',
    groups: 'Grupos',
    createdAt: 'Cuenta creada el',
    demoEndsAt: 'Fin de la demostración',
  },
  preferenceNames: {
    theme: 'Tema',
    canDisplayTicker: 'Mostrar el rótulo de noticias',
    tickerViewAtTheTop: 'Rótulo en la parte superior de la pantalla',
    zoom: 'Tamaño del texto',
    zoomDetail: 'Tamaño del texto de las noticias',
    formatAlignDetail: 'Alineación de las imágenes de las noticias',
    rateTextSpeech: 'Velocidad de la lectura en voz alta',
    viewstyle: 'Presentación de las listas',
    skipTour: 'Recorrido guiado descartado',
    updatedAt: 'Guardadas el',
  },
  themes: { light: 'claro', dark: 'oscuro', 'semi-dark': 'semioscuro' },
  alignments: { left: 'a la izquierda', center: 'al centro', right: 'a la derecha' },
  viewStyles: {
    cards: 'tarjetas',
    list: 'lista',
    'detailed-list': 'lista detallada',
    mosaic: 'mosaico',
    tag: 'etiquetas',
  },
  alertKinds: { above: 'sube hasta', below: 'baja hasta', move: 'varía en el día' },
  alertStates: { active: 'activa', fired: 'disparada', suspended: 'suspendida' },
  consentKinds: {
    'terms-and-privacy-policy': 'Términos de uso y política de privacidad',
    cookies: 'Cookies',
    notifications: 'Notificaciones',
    'push-notifications': 'Notificaciones push',
  },
  consentSources: {
    registration: 'en el registro',
    'account-created-by-the-team': 'cuenta creada por el equipo',
    'my-account': 'en Mi cuenta',
    'device-registration': 'en el registro del dispositivo',
    'cookie-notice-of-the-browser-that-asked': 'en el aviso de cookies del navegador que solicitó la copia',
  },
};

export const EXPORT_PDF_TEXTS: Readonly<Record<Locale, ExportPdfTexts>> = {
  PtBr: {
    title: 'Cópia dos seus dados no Celeiro',
    intro:
      'Esta é a cópia dos dados pessoais que o Celeiro guarda sobre você (LGPD, art. 18, II e V). O arquivo JSON que a acompanha traz os mesmos dados em formato legível por máquina.',
    generated: 'Gerada em',
    account: 'Conta',
    preferences: 'Preferências',
    notifications: 'Escolhas de notificação',
    blockAll: 'Bloquear todas',
    byEmail: 'e-mail',
    inApp: 'aplicativo',
    devices: 'Dispositivos e sessões',
    confirmed: 'confirmado em',
    lastUsed: 'último uso',
    sessions: 'Sessões',
    push: 'notificações push',
    reads: 'Leituras',
    favourites: 'Favoritos',
    schedule: 'Agenda',
    questions: 'Perguntas ao analista',
    alerts: 'Alertas de preço',
    watchlist: 'Lista de acompanhamento',
    liveSessions: 'Inscrições em sessões ao vivo',
    consents: 'Consentimentos',
    granted: 'dado',
    refused: 'recusado',
    none: 'Nada registrado.',
    yes: 'sim',
    no: 'não',
    page: 'página',
    fields: {
      userCode: 'Código do usuário',
      email: 'E-mail',
      name: 'Nome',
      profile: 'Perfil',
      signature: 'Assinatura',
      language: 'Idioma',
      personType: 'Tipo de pessoa',
      document: 'CPF ou CNPJ',
      phone: 'Telefone',
      country: 'País',
      groups: 'Grupos',
      createdAt: 'Conta criada em',
      demoEndsAt: 'Fim da demonstração',
    },
    preferenceNames: {
      theme: 'Tema',
      canDisplayTicker: 'Mostrar o letreiro de notícias',
      tickerViewAtTheTop: 'Letreiro no alto da tela',
      zoom: 'Tamanho do texto',
      zoomDetail: 'Tamanho do texto das notícias',
      formatAlignDetail: 'Alinhamento das imagens das notícias',
      rateTextSpeech: 'Velocidade da leitura em voz alta',
      viewstyle: 'Exibição das listas',
      skipTour: 'Tour guiado dispensado',
      updatedAt: 'Salvas em',
    },
    themes: { light: 'claro', dark: 'escuro', 'semi-dark': 'semiescuro' },
    alignments: { left: 'à esquerda', center: 'ao centro', right: 'à direita' },
    viewStyles: {
      cards: 'cartões',
      list: 'lista',
      'detailed-list': 'lista detalhada',
      mosaic: 'mosaico',
      tag: 'etiquetas',
    },
    alertKinds: { above: 'sobe até', below: 'cai até', move: 'varia no dia' },
    alertStates: { active: 'ativo', fired: 'disparado', suspended: 'suspenso' },
    consentKinds: {
      'terms-and-privacy-policy': 'Termos de uso e política de privacidade',
      cookies: 'Cookies',
      notifications: 'Notificações',
      'push-notifications': 'Notificações push',
    },
    consentSources: {
      registration: 'no cadastro',
      'account-created-by-the-team': 'conta criada pela equipe',
      'my-account': 'em Minha conta',
      'device-registration': 'no registro do dispositivo',
      'cookie-notice-of-the-browser-that-asked': 'no aviso de cookies do navegador que pediu a cópia',
    },
  },
  EnEu: {
    title: 'Copy of your data at Celeiro',
    intro:
      'This is the copy of the personal data Celeiro keeps about you (LGPD, Art. 18, II and V). The JSON file that comes with it holds the same data in a machine-readable form.',
    generated: 'Generated on',
    account: 'Account',
    preferences: 'Preferences',
    notifications: 'Notification choices',
    blockAll: 'Block all',
    byEmail: 'e-mail',
    inApp: 'app',
    devices: 'Devices and sessions',
    confirmed: 'confirmed on',
    lastUsed: 'last used',
    sessions: 'Sessions',
    push: 'push notifications',
    reads: 'Reads',
    favourites: 'Favourites',
    schedule: 'Schedule',
    questions: 'Questions to the analyst',
    alerts: 'Price alerts',
    watchlist: 'Watch list',
    liveSessions: 'Live session registrations',
    consents: 'Consents',
    granted: 'given',
    refused: 'refused',
    none: 'Nothing recorded.',
    yes: 'yes',
    no: 'no',
    page: 'page',
    fields: {
      userCode: 'User code',
      email: 'E-mail',
      name: 'Name',
      profile: 'Profile',
      signature: 'Subscription',
      language: 'Language',
      personType: 'Person type',
      document: 'CPF or CNPJ',
      phone: 'Phone',
      country: 'Country',
      groups: 'Groups',
      createdAt: 'Account created on',
      demoEndsAt: 'Demo ends on',
    },
    preferenceNames: {
      theme: 'Theme',
      canDisplayTicker: 'Show the news ticker',
      tickerViewAtTheTop: 'Ticker at the top of the screen',
      zoom: 'Text size',
      zoomDetail: 'Text size of the news',
      formatAlignDetail: 'Alignment of the news images',
      rateTextSpeech: 'Reading-aloud speed',
      viewstyle: 'List display',
      skipTour: 'Guided tour dismissed',
      updatedAt: 'Saved on',
    },
    themes: { light: 'light', dark: 'dark', 'semi-dark': 'semi-dark' },
    alignments: { left: 'left', center: 'centre', right: 'right' },
    viewStyles: { cards: 'cards', list: 'list', 'detailed-list': 'detailed list', mosaic: 'mosaic', tag: 'tags' },
    alertKinds: { above: 'rises to', below: 'falls to', move: 'moves in the day by' },
    alertStates: { active: 'active', fired: 'fired', suspended: 'suspended' },
    consentKinds: {
      'terms-and-privacy-policy': 'Terms of use and privacy policy',
      cookies: 'Cookies',
      notifications: 'Notifications',
      'push-notifications': 'Push notifications',
    },
    consentSources: {
      registration: 'at registration',
      'account-created-by-the-team': 'account created by the team',
      'my-account': 'in My account',
      'device-registration': 'when the device registered',
      'cookie-notice-of-the-browser-that-asked': 'in the cookie notice of the browser that asked for the copy',
    },
  },
  EsEs: PDF_ES,
  EsAr: {
    ...PDF_ES,
    title: 'Copia de tus datos en Celeiro',
    intro:
      'Esta es la copia de los datos personales que Celeiro guarda sobre vos (LGPD, art. 18, II y V). El archivo JSON que la acompaña tiene los mismos datos en un formato legible por máquina.',
    liveSessions: 'Inscripciones en sesiones en vivo',
    consentSources: {
      ...PDF_ES.consentSources,
      'cookie-notice-of-the-browser-that-asked': 'en el aviso de cookies del navegador que pidió la copia',
    },
  },
  PtPt: {
    title: 'Cópia dos seus dados no Celeiro',
    intro:
      'Esta é a cópia dos dados pessoais que o Celeiro guarda sobre si (LGPD, art. 18, II e V). O ficheiro JSON que a acompanha contém os mesmos dados num formato legível por máquina.',
    generated: 'Gerada em',
    account: 'Conta',
    preferences: 'Preferências',
    notifications: 'Escolhas de notificação',
    blockAll: 'Bloquear todas',
    byEmail: 'e-mail',
    inApp: 'aplicação',
    devices: 'Dispositivos e sessões',
    confirmed: 'confirmado em',
    lastUsed: 'última utilização',
    sessions: 'Sessões',
    push: 'notificações push',
    reads: 'Leituras',
    favourites: 'Favoritos',
    schedule: 'Agenda',
    questions: 'Perguntas ao analista',
    alerts: 'Alertas de preço',
    watchlist: 'Lista de acompanhamento',
    liveSessions: 'Inscrições em sessões em direto',
    consents: 'Consentimentos',
    granted: 'dado',
    refused: 'recusado',
    none: 'Nada registado.',
    yes: 'sim',
    no: 'não',
    page: 'página',
    fields: {
      userCode: 'Código do utilizador',
      email: 'E-mail',
      name: 'Nome',
      profile: 'Perfil',
      signature: 'Subscrição',
      language: 'Idioma',
      personType: 'Tipo de pessoa',
      document: 'CPF ou CNPJ',
      phone: 'Telefone',
      country: 'País',
      groups: 'Grupos',
      createdAt: 'Conta criada a',
      demoEndsAt: 'Fim da demonstração',
    },
    preferenceNames: {
      theme: 'Tema',
      canDisplayTicker: 'Mostrar o rodapé de notícias',
      tickerViewAtTheTop: 'Rodapé de notícias no topo do ecrã',
      zoom: 'Tamanho do texto',
      zoomDetail: 'Tamanho do texto das notícias',
      formatAlignDetail: 'Alinhamento das imagens das notícias',
      rateTextSpeech: 'Velocidade da leitura em voz alta',
      viewstyle: 'Apresentação das listas',
      skipTour: 'Visita guiada dispensada',
      updatedAt: 'Guardadas em',
    },
    themes: { light: 'claro', dark: 'escuro', 'semi-dark': 'semiescuro' },
    alignments: { left: 'à esquerda', center: 'ao centro', right: 'à direita' },
    viewStyles: {
      cards: 'cartões',
      list: 'lista',
      'detailed-list': 'lista detalhada',
      mosaic: 'mosaico',
      tag: 'etiquetas',
    },
    alertKinds: { above: 'sobe até', below: 'desce até', move: 'varia no dia' },
    alertStates: { active: 'ativo', fired: 'disparado', suspended: 'suspenso' },
    consentKinds: {
      'terms-and-privacy-policy': 'Termos de utilização e política de privacidade',
      cookies: 'Cookies',
      notifications: 'Notificações',
      'push-notifications': 'Notificações push',
    },
    consentSources: {
      registration: 'no registo',
      'account-created-by-the-team': 'conta criada pela equipa',
      'my-account': 'em A minha conta',
      'device-registration': 'no registo do dispositivo',
      'cookie-notice-of-the-browser-that-asked': 'no aviso de cookies do navegador que pediu a cópia',
    },
  },
};

export const EXPORT_MAIL_TEXTS: Readonly<Record<Locale, ExportMailTexts>> = {
  PtBr: {
    subject: 'A cópia dos seus dados no Celeiro está pronta',
    before: (name) => [
      `Olá, ${name}.`,
      'A cópia dos seus dados que você pediu está pronta. Para baixá-la, abra este link:',
    ],
    after: (hours) => [
      `O link vale por ${hours} horas e pode ser usado uma única vez. O arquivo traz os seus dados em JSON e em PDF.`,
      'Se você não pediu esta cópia, troque a sua senha e encerre os dispositivos que não reconhece em Minha conta.',
    ],
  },
  EnEu: {
    subject: 'The copy of your Celeiro data is ready',
    before: (name) => [
      `Hello, ${name}.`,
      'The copy of your data you asked for is ready. To download it, open this link:',
    ],
    after: (hours) => [
      `The link is valid for ${hours} hours and can be used only once. The file holds your data as JSON and as a PDF.`,
      'If you did not ask for this copy, change your password and end the devices you do not recognise in My account.',
    ],
  },
  EsEs: {
    subject: 'La copia de sus datos en Celeiro está lista',
    before: (name) => [
      `Hola, ${name}.`,
      'La copia de sus datos que ha solicitado está lista. Para descargarla, abra este enlace:',
    ],
    after: (hours) => [
      `El enlace es válido durante ${hours} horas y solo puede usarse una vez. El archivo contiene sus datos en JSON y en PDF.`,
      'Si no ha solicitado esta copia, cambie su contraseña y cierre los dispositivos que no reconozca en Mi cuenta.',
    ],
  },
  EsAr: {
    subject: 'La copia de tus datos en Celeiro está lista',
    before: (name) => [
      `Hola, ${name}.`,
      'La copia de tus datos que pediste está lista. Para descargarla, abrí este enlace:',
    ],
    after: (hours) => [
      `El enlace es válido durante ${hours} horas y se puede usar una sola vez. El archivo tiene tus datos en JSON y en PDF.`,
      'Si no pediste esta copia, cambiá tu contraseña y cerrá los dispositivos que no reconozcas en Mi cuenta.',
    ],
  },
  PtPt: {
    subject: 'A cópia dos seus dados no Celeiro está pronta',
    before: (name) => [
      `Olá, ${name}.`,
      'A cópia dos seus dados que pediu está pronta. Para a transferir, abra esta ligação:',
    ],
    after: (hours) => [
      `A ligação é válida durante ${hours} horas e só pode ser utilizada uma vez. O ficheiro contém os seus dados em JSON e em PDF.`,
      'Se não pediu esta cópia, altere a sua palavra-passe e termine os dispositivos que não reconhece em A minha conta.',
    ],
  },
};

export const EXPORT_REFUSAL_TEXTS: Readonly<Record<Locale, ExportRefusalTexts>> = {
  PtBr: {
    title: 'Este link não funciona mais',
    used: 'Este link de download da cópia dos seus dados já foi usado. Cada link funciona uma única vez.',
    expired: `Este link de download da cópia dos seus dados expirou. Cada link vale por ${DATA_EXPORT_LINK_HOURS} horas.`,
    notFound: 'Este link de download não existe. Confira se copiou o endereço inteiro do e-mail.',
    pending: 'A cópia dos seus dados ainda está sendo preparada. Tente de novo em um minuto.',
    again: 'Para uma nova cópia, entre no Celeiro e peça-a em Minha conta.',
  },
  EnEu: {
    title: 'This link no longer works',
    used: 'This download link of the copy of your data has been used already. Each link works only once.',
    expired: `This download link of the copy of your data has expired. Each link is valid for ${DATA_EXPORT_LINK_HOURS} hours.`,
    notFound: 'This download link does not exist. Check that you copied the whole address from the e-mail.',
    pending: 'The copy of your data is still being prepared. Try again in a minute.',
    again: 'For a new copy, sign in to Celeiro and ask for it in My account.',
  },
  EsEs: {
    title: 'Este enlace ya no funciona',
    used: 'Este enlace de descarga de la copia de sus datos ya se ha utilizado. Cada enlace funciona una sola vez.',
    expired: `Este enlace de descarga de la copia de sus datos ha caducado. Cada enlace es válido durante ${DATA_EXPORT_LINK_HOURS} horas.`,
    notFound: 'Este enlace de descarga no existe. Compruebe que ha copiado la dirección completa del correo.',
    pending: 'La copia de sus datos aún se está preparando. Inténtelo de nuevo dentro de un minuto.',
    again: 'Para obtener una nueva copia, inicie sesión en Celeiro y solicítela en Mi cuenta.',
  },
  EsAr: {
    title: 'Este enlace ya no funciona',
    used: 'Este enlace de descarga de la copia de tus datos ya se usó. Cada enlace funciona una sola vez.',
    expired: `Este enlace de descarga de la copia de tus datos venció. Cada enlace es válido durante ${DATA_EXPORT_LINK_HOURS} horas.`,
    notFound: 'Este enlace de descarga no existe. Fijate si copiaste la dirección completa del correo.',
    pending: 'La copia de tus datos todavía se está preparando. Probá de nuevo en un minuto.',
    again: 'Para una nueva copia, ingresá a Celeiro y pedila en Mi cuenta.',
  },
  PtPt: {
    title: 'Esta ligação já não funciona',
    used: 'Esta ligação de transferência da cópia dos seus dados já foi utilizada. Cada ligação funciona uma única vez.',
    expired: `Esta ligação de transferência da cópia dos seus dados expirou. Cada ligação é válida durante ${DATA_EXPORT_LINK_HOURS} horas.`,
    notFound: 'Esta ligação de transferência não existe. Confirme que copiou o endereço completo do e-mail.',
    pending: 'A cópia dos seus dados ainda está a ser preparada. Tente novamente dentro de um minuto.',
    again: 'Para uma nova cópia, inicie sessão no Celeiro e peça-a em A minha conta.',
  },
};
