import { EMAILED_CODE_LENGTH } from '../../../core';

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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    auth: typeof PtBr;
  }
}
