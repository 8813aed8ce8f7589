import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';
import { EMAILED_CODE_LENGTH } from '../../../core';

const EsAr: Differences<NamespaceTexts['auth']> = {
  login: {
    title: 'Ingresar',
    intro: 'Accedé a los análisis, noticias y cotizaciones de tu suscripción.',
    submit: 'Ingresar',
    forgotPassword: 'Olvidé mi contraseña',
    lostAccess: 'Perdí mi acceso',
    newHere: 'Soy nuevo acá',
  },
  twoFactor: {
    intro: `Te enviamos un código de ${EMAILED_CODE_LENGTH} dígitos a {{email}}. Escribilo abajo para confirmar este dispositivo.`,
    introNoEmail: `Te enviamos un código de ${EMAILED_CODE_LENGTH} dígitos a tu correo electrónico. Escribilo abajo para confirmar este dispositivo.`,
    resent: 'Te enviamos un código nuevo a {{email}}.',
    resentNoEmail: 'Te enviamos un código nuevo a tu correo electrónico.',
    missingChallenge: 'Esta dirección de verificación no es válida. Ingresá de nuevo para recibir un código nuevo.',
  },
};

export default EsAr;
