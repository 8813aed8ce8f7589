import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { EMAILED_CODE_LENGTH } from '../../../core';

const EsEs: NamespaceTexts['auth'] = {
  login: {
    title: 'Iniciar sesión',
    intro: 'Acceda a los análisis, noticias y cotizaciones de su suscripción.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    remember: 'Recordarme',
    submit: 'Iniciar sesión',
    forgotPassword: 'He olvidado mi contraseña',
    lostAccess: 'He perdido mi acceso',
    newHere: 'Soy nuevo aquí',
    otherOptions: 'Otras opciones de acceso',
  },
  twoFactor: {
    title: 'Verificación en dos pasos',
    intro: `Hemos enviado un código de ${EMAILED_CODE_LENGTH} dígitos a {{email}}. Escríbalo a continuación para confirmar este dispositivo.`,
    introNoEmail: `Hemos enviado un código de ${EMAILED_CODE_LENGTH} dígitos a su correo electrónico. Escríbalo a continuación para confirmar este dispositivo.`,
    code: 'Código de verificación',
    codeHint: `El código tiene ${EMAILED_CODE_LENGTH} dígitos.`,
    validate: 'Validar',
    resend: 'Reenviar código',
    resentTitle: 'Código reenviado',
    resent: 'Hemos enviado un código nuevo a {{email}}.',
    resentNoEmail: 'Hemos enviado un código nuevo a su correo electrónico.',
    missingChallenge:
      'Esta dirección de verificación no es válida. Inicie sesión de nuevo para recibir un código nuevo.',
  },
};

export default EsEs;
