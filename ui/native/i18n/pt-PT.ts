import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { PIN_LENGTH } from '../../../core';

const PtPt: NamespaceTexts['native'] = {
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

export default PtPt;
