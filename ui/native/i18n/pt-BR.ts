import { PIN_LENGTH } from '../../../core';

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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    native: typeof PtBr;
  }
}
