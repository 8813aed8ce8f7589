import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['native']> = {
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

export default EsAr;
