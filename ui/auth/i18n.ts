import { EMAILED_CODE_LENGTH } from '../../core';
import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/** Texts of sign-in (namespace auth): login, s4 login, two-factor. */
const PtBr = {
  login: {
    title: 'Entrar',
    intro: 'Acesse as análises, notícias e cotações da sua assinatura.',
    email: 'E-mail',
    password: 'Senha',
    remember: 'Lembrar de mim',
    submit: 'Entrar',
    forgotPassword: 'Esqueci minha senha',
    lostAccess: 'Perdi meu acesso',
    newHere: 'Sou novo aqui',
    otherOptions: 'Outras opções de acesso',
  },
  twoFactor: {
    title: 'Verificação em duas etapas',
    intro: `Enviamos um código de ${EMAILED_CODE_LENGTH} dígitos para {{email}}. Digite-o abaixo para confirmar este dispositivo.`,
    introNoEmail: `Enviamos um código de ${EMAILED_CODE_LENGTH} dígitos para o seu e-mail. Digite-o abaixo para confirmar este dispositivo.`,
    code: 'Código de verificação',
    codeHint: `O código tem ${EMAILED_CODE_LENGTH} dígitos.`,
    validate: 'Validar',
    resend: 'Reenviar código',
    resentTitle: 'Código reenviado',
    resent: 'Enviamos um novo código para {{email}}.',
    resentNoEmail: 'Enviamos um novo código para o seu e-mail.',
    missingChallenge: 'Este endereço de verificação não é válido. Entre novamente para receber um novo código.',
  },
};

const EnEu: typeof PtBr = {
  login: {
    title: 'Sign in',
    intro: 'Access the analyses, news and quotes of your subscription.',
    email: 'E-mail',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
    forgotPassword: 'I forgot my password',
    lostAccess: 'I lost my access',
    newHere: "I'm new here",
    otherOptions: 'Other access options',
  },
  twoFactor: {
    title: 'Two-step verification',
    intro: `We sent a ${EMAILED_CODE_LENGTH}-digit code to {{email}}. Type it below to confirm this device.`,
    introNoEmail: `We sent a ${EMAILED_CODE_LENGTH}-digit code to your e-mail. Type it below to confirm this device.`,
    code: 'Verification code',
    codeHint: `The code has ${EMAILED_CODE_LENGTH} digits.`,
    validate: 'Verify',
    resend: 'Resend code',
    resentTitle: 'Code resent',
    resent: 'We sent a new code to {{email}}.',
    resentNoEmail: 'We sent a new code to your e-mail.',
    missingChallenge: 'This verification address is not valid. Sign in again to receive a new code.',
  },
};

const EsEs: typeof PtBr = {
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

const EsAr: Differences<typeof PtBr> = {
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

const PtPt: typeof PtBr = {
  login: {
    title: 'Iniciar sessão',
    intro: 'Aceda às análises, notícias e cotações da sua subscrição.',
    email: 'E-mail',
    password: 'Palavra-passe',
    remember: 'Lembrar-me',
    submit: 'Iniciar sessão',
    forgotPassword: 'Esqueci-me da palavra-passe',
    lostAccess: 'Perdi o meu acesso',
    newHere: 'Sou novo aqui',
    otherOptions: 'Outras opções de acesso',
  },
  twoFactor: {
    title: 'Verificação em dois passos',
    intro: `Enviámos um código de ${EMAILED_CODE_LENGTH} dígitos para {{email}}. Introduza-o abaixo para confirmar este dispositivo.`,
    introNoEmail: `Enviámos um código de ${EMAILED_CODE_LENGTH} dígitos para o seu e-mail. Introduza-o abaixo para confirmar este dispositivo.`,
    code: 'Código de verificação',
    codeHint: `O código tem ${EMAILED_CODE_LENGTH} dígitos.`,
    validate: 'Validar',
    resend: 'Reenviar código',
    resentTitle: 'Código reenviado',
    resent: 'Enviámos um novo código para {{email}}.',
    resentNoEmail: 'Enviámos um novo código para o seu e-mail.',
    missingChallenge: 'Este endereço de verificação não é válido. Inicie sessão novamente para receber um novo código.',
  },
};

export const AUTH_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    auth: typeof PtBr;
  }
}
