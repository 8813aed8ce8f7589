import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { PIN_LENGTH } from '../../../core';

const EsEs: NamespaceTexts['native'] = {
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

export default EsEs;
