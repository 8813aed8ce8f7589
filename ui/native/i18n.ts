import { PIN_LENGTH } from '../../core';
import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/** Texts of the native shell (namespace native): quick sign-in by biometry or PIN, its offer and its settings. */
const PtBr = {
  types: {
    TouchID: 'Touch ID',
    FaceID: 'Face ID',
    OpticID: 'Optic ID',
    Fingerprint: 'impressão digital',
    Face: 'reconhecimento facial',
    Iris: 'íris',
    none: 'biometria',
  },
  offer: {
    title: 'Entre mais rápido neste aparelho',
    text: 'Da próxima vez, entre com {{type}}, sem digitar a senha. A senha não fica guardada no aparelho.',
    activate: 'Ativar {{type}}',
    usePin: 'Usar um PIN',
    notNow: 'Agora não',
  },
  settings: {
    title: 'Entrada rápida',
    intro: 'Entre neste aparelho sem digitar a senha, com a biometria ou um PIN.',
    onBiometry: 'Ativa: entrada com {{type}}.',
    onPin: 'Ativa: entrada com PIN.',
    off: 'Desativada neste aparelho.',
    unavailable: 'Este aparelho não tem biometria disponível. Use um PIN.',
    activate: 'Ativar {{type}}',
    usePin: 'Usar um PIN em vez da biometria',
    turnOff: 'Desativar',
    turnedOn: 'Entrada rápida ativada.',
    turnedOff: 'Entrada rápida desativada.',
    outsideApp: 'A entrada rápida existe no aplicativo.',
  },
  pin: {
    label: `PIN de ${PIN_LENGTH} dígitos`,
    hint: 'Nem um dígito repetido nem uma sequência.',
    save: 'Guardar PIN',
    cancel: 'Cancelar',
  },
  problems: {
    biometricInvalidated:
      'Uma nova biometria foi cadastrada neste aparelho, por isso a entrada por biometria foi desativada. Entre com a sua senha e ative-a de novo.',
    biometricRefused: 'A entrada rápida deste aparelho não vale mais. Entre com a sua senha.',
    pinWrong: 'PIN incorreto.',
    pinFormat: `O PIN tem ${PIN_LENGTH} dígitos.`,
    pinGuessable: 'Escolha um PIN menos óbvio: nem um dígito repetido nem uma sequência.',
  },
  signIn: {
    title: 'Entrada rápida',
    withBiometry: 'Entrar com {{type}}',
    withPin: 'Entrar com PIN',
    pin: 'PIN',
    orPassword: 'ou entre com e-mail e senha',
  },
};

const EnEu: typeof PtBr = {
  types: {
    TouchID: 'Touch ID',
    FaceID: 'Face ID',
    OpticID: 'Optic ID',
    Fingerprint: 'fingerprint',
    Face: 'face recognition',
    Iris: 'iris',
    none: 'biometrics',
  },
  offer: {
    title: 'Sign in faster on this device',
    text: 'Next time, sign in with {{type}}, without typing your password. The password is not kept on the device.',
    activate: 'Turn on {{type}}',
    usePin: 'Use a PIN',
    notNow: 'Not now',
  },
  settings: {
    title: 'Quick sign-in',
    intro: 'Sign in on this device without typing your password, with biometrics or a PIN.',
    onBiometry: 'On: sign-in with {{type}}.',
    onPin: 'On: sign-in with a PIN.',
    off: 'Off on this device.',
    unavailable: 'This device has no biometrics available. Use a PIN.',
    activate: 'Turn on {{type}}',
    usePin: 'Use a PIN instead of biometrics',
    turnOff: 'Turn off',
    turnedOn: 'Quick sign-in turned on.',
    turnedOff: 'Quick sign-in turned off.',
    outsideApp: 'Quick sign-in is available in the app.',
  },
  pin: {
    label: `${PIN_LENGTH}-digit PIN`,
    hint: 'No repeated digit and no sequence.',
    save: 'Save PIN',
    cancel: 'Cancel',
  },
  problems: {
    biometricInvalidated:
      'A new biometric was enrolled on this device, so biometric sign-in was turned off. Sign in with your password and turn it on again.',
    biometricRefused: "This device's quick sign-in is no longer valid. Sign in with your password.",
    pinWrong: 'Wrong PIN.',
    pinFormat: `The PIN has ${PIN_LENGTH} digits.`,
    pinGuessable: 'Choose a less obvious PIN: no repeated digit and no sequence.',
  },
  signIn: {
    title: 'Quick sign-in',
    withBiometry: 'Sign in with {{type}}',
    withPin: 'Sign in with PIN',
    pin: 'PIN',
    orPassword: 'or sign in with e-mail and password',
  },
};

const EsEs: typeof PtBr = {
  types: {
    TouchID: 'Touch ID',
    FaceID: 'Face ID',
    OpticID: 'Optic ID',
    Fingerprint: 'huella dactilar',
    Face: 'reconocimiento facial',
    Iris: 'iris',
    none: 'biometría',
  },
  offer: {
    title: 'Entra más rápido en este dispositivo',
    text: 'La próxima vez, entra con {{type}}, sin escribir la contraseña. La contraseña no se guarda en el dispositivo.',
    activate: 'Activar {{type}}',
    usePin: 'Usar un PIN',
    notNow: 'Ahora no',
  },
  settings: {
    title: 'Acceso rápido',
    intro: 'Entra en este dispositivo sin escribir la contraseña, con biometría o un PIN.',
    onBiometry: 'Activo: acceso con {{type}}.',
    onPin: 'Activo: acceso con PIN.',
    off: 'Desactivado en este dispositivo.',
    unavailable: 'Este dispositivo no tiene biometría disponible. Usa un PIN.',
    activate: 'Activar {{type}}',
    usePin: 'Usar un PIN en lugar de la biometría',
    turnOff: 'Desactivar',
    turnedOn: 'Acceso rápido activado.',
    turnedOff: 'Acceso rápido desactivado.',
    outsideApp: 'El acceso rápido está disponible en la aplicación.',
  },
  pin: {
    label: `PIN de ${PIN_LENGTH} dígitos`,
    hint: 'Ni un dígito repetido ni una secuencia.',
    save: 'Guardar PIN',
    cancel: 'Cancelar',
  },
  problems: {
    biometricInvalidated:
      'Se registró una nueva biometría en este dispositivo, así que el acceso biométrico se desactivó. Inicia sesión con tu contraseña y actívalo de nuevo.',
    biometricRefused: 'El acceso rápido de este dispositivo ya no es válido. Inicia sesión con tu contraseña.',
    pinWrong: 'PIN incorrecto.',
    pinFormat: `El PIN tiene ${PIN_LENGTH} dígitos.`,
    pinGuessable: 'Elige un PIN menos obvio: ni un dígito repetido ni una secuencia.',
  },
  signIn: {
    title: 'Acceso rápido',
    withBiometry: 'Entrar con {{type}}',
    withPin: 'Entrar con PIN',
    pin: 'PIN',
    orPassword: 'o entra con correo y contraseña',
  },
};

const EsAr: Differences<typeof PtBr> = {
  offer: {
    title: 'Entrá más rápido en este dispositivo',
    text: 'La próxima vez, entrá con {{type}}, sin escribir la contraseña. La contraseña no se guarda en el dispositivo.',
  },
  settings: {
    intro: 'Entrá en este dispositivo sin escribir la contraseña, con biometría o un PIN.',
    unavailable: 'Este dispositivo no tiene biometría disponible. Usá un PIN.',
  },
  problems: {
    biometricInvalidated:
      'Se registró una nueva biometría en este dispositivo, así que el acceso biométrico se desactivó. Iniciá sesión con tu contraseña y activalo de nuevo.',
    biometricRefused: 'El acceso rápido de este dispositivo ya no es válido. Iniciá sesión con tu contraseña.',
    pinGuessable: 'Elegí un PIN menos obvio: ni un dígito repetido ni una secuencia.',
  },
  signIn: {
    orPassword: 'o entrá con correo y contraseña',
  },
};

const PtPt: typeof PtBr = {
  types: { ...PtBr.types, Fingerprint: 'impressão digital' },
  offer: {
    title: 'Entre mais depressa neste dispositivo',
    text: 'Da próxima vez, entre com {{type}}, sem escrever a palavra-passe. A palavra-passe não fica guardada no dispositivo.',
    activate: 'Ativar {{type}}',
    usePin: 'Usar um PIN',
    notNow: 'Agora não',
  },
  settings: {
    title: 'Entrada rápida',
    intro: 'Entre neste dispositivo sem escrever a palavra-passe, com a biometria ou um PIN.',
    onBiometry: 'Ativa: entrada com {{type}}.',
    onPin: 'Ativa: entrada com PIN.',
    off: 'Desativada neste dispositivo.',
    unavailable: 'Este dispositivo não tem biometria disponível. Use um PIN.',
    activate: 'Ativar {{type}}',
    usePin: 'Usar um PIN em vez da biometria',
    turnOff: 'Desativar',
    turnedOn: 'Entrada rápida ativada.',
    turnedOff: 'Entrada rápida desativada.',
    outsideApp: 'A entrada rápida existe na aplicação.',
  },
  pin: {
    label: `PIN de ${PIN_LENGTH} algarismos`,
    hint: 'Nem um algarismo repetido nem uma sequência.',
    save: 'Guardar PIN',
    cancel: 'Cancelar',
  },
  problems: {
    biometricInvalidated:
      'Foi registada uma nova biometria neste dispositivo, pelo que a entrada por biometria foi desativada. Entre com a sua palavra-passe e ative-a de novo.',
    biometricRefused: 'A entrada rápida deste dispositivo já não é válida. Entre com a sua palavra-passe.',
    pinWrong: 'PIN errado.',
    pinFormat: `O PIN tem ${PIN_LENGTH} algarismos.`,
    pinGuessable: 'Escolha um PIN menos óbvio: nem um algarismo repetido nem uma sequência.',
  },
  signIn: {
    title: 'Entrada rápida',
    withBiometry: 'Entrar com {{type}}',
    withPin: 'Entrar com PIN',
    pin: 'PIN',
    orPassword: 'ou inicie sessão com e-mail e palavra-passe',
  },
};

export const NATIVE_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    native: typeof PtBr;
  }
}
