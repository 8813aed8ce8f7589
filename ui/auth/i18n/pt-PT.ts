import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { EMAILED_CODE_LENGTH } from '../../../core';

const PtPt: NamespaceTexts['auth'] = {
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

export default PtPt;
