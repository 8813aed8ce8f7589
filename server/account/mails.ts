// Mails of the account flows: to the user in their language (confirmation code, reset link, demo, deletion)
// and to the customer-service and commercial team (requests that need a person).
import { DEMO_TRIAL_DAYS, type Locale } from '../../core';
import { type OutgoingMail } from '../mail/mailer';
import { type MailBody, render } from '../mail/compose';

const CONFIRMATION: Readonly<Record<Locale, (name: string, hours: number) => Omit<MailBody, 'code'>>> = {
  PtBr: (name, hours) => ({
    subject: 'Confirme seu e-mail no Celeiro',
    before: [`Olá, ${name}.`, 'Recebemos o seu cadastro no Celeiro. Para confirmar o seu e-mail, digite este código:'],
    after: [`O código vale por até ${hours} horas.`, 'Se você não se cadastrou, ignore esta mensagem.'],
  }),
  EnEu: (name, hours) => ({
    subject: 'Confirm your e-mail at Celeiro',
    before: [`Hello, ${name}.`, 'We received your Celeiro registration. To confirm your e-mail, type this code:'],
    after: [`The code is valid for up to ${hours} hours.`, 'If you did not register, ignore this message.'],
  }),
  EsEs: (name, hours) => ({
    subject: 'Confirme su correo electrónico en Celeiro',
    before: [
      `Hola, ${name}.`,
      'Hemos recibido su registro en Celeiro. Para confirmar su correo electrónico, escriba este código:',
    ],
    after: [`El código es válido hasta ${hours} horas.`, 'Si no se ha registrado, ignore este mensaje.'],
  }),
  EsAr: (name, hours) => ({
    subject: 'Confirmá tu correo electrónico en Celeiro',
    before: [
      `Hola, ${name}.`,
      'Recibimos tu registro en Celeiro. Para confirmar tu correo electrónico, escribí este código:',
    ],
    after: [`El código es válido hasta ${hours} horas.`, 'Si no te registraste, ignorá este mensaje.'],
  }),
  PtPt: (name, hours) => ({
    subject: 'Confirme o seu e-mail no Celeiro',
    before: [
      `Olá, ${name}.`,
      'Recebemos o seu registo no Celeiro. Para confirmar o seu e-mail, introduza este código:',
    ],
    after: [`O código é válido até ${hours} horas.`, 'Se não se registou, ignore esta mensagem.'],
  }),
};

/** The e-mail confirmation code of a registration, in the user's language. */
export function confirmationMail(to: string, name: string, code: string, hours: number, locale: Locale): OutgoingMail {
  return render(to, { ...CONFIRMATION[locale](name, hours), code });
}

const RESET: Readonly<Record<Locale, (name: string, minutes: number) => Omit<MailBody, 'link'>>> = {
  PtBr: (name, minutes) => ({
    subject: 'Redefinição de senha do Celeiro',
    before: [
      `Olá, ${name}.`,
      'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, abra este link:',
    ],
    after: [
      `O link vale por ${minutes} minutos e pode ser usado uma única vez.`,
      'Se você não pediu a redefinição, ignore esta mensagem.',
    ],
  }),
  EnEu: (name, minutes) => ({
    subject: 'Celeiro password reset',
    before: [
      `Hello, ${name}.`,
      'We received a request to reset your password. To choose a new password, open this link:',
    ],
    after: [
      `The link is valid for ${minutes} minutes and can be used only once.`,
      'If you did not ask for a reset, ignore this message.',
    ],
  }),
  EsEs: (name, minutes) => ({
    subject: 'Restablecimiento de contraseña de Celeiro',
    before: [
      `Hola, ${name}.`,
      'Hemos recibido una solicitud para restablecer su contraseña. Para elegir una nueva, abra este enlace:',
    ],
    after: [
      `El enlace es válido durante ${minutes} minutos y solo puede usarse una vez.`,
      'Si no ha solicitado el restablecimiento, ignore este mensaje.',
    ],
  }),
  EsAr: (name, minutes) => ({
    subject: 'Restablecimiento de contraseña de Celeiro',
    before: [
      `Hola, ${name}.`,
      'Recibimos una solicitud para restablecer tu contraseña. Para elegir una nueva, abrí este enlace:',
    ],
    after: [
      `El enlace es válido por ${minutes} minutos y se puede usar una sola vez.`,
      'Si no pediste el restablecimiento, ignorá este mensaje.',
    ],
  }),
  PtPt: (name, minutes) => ({
    subject: 'Redefinição da palavra-passe do Celeiro',
    before: [
      `Olá, ${name}.`,
      'Recebemos um pedido para redefinir a sua palavra-passe. Para escolher uma nova, abra esta ligação:',
    ],
    after: [
      `A ligação é válida durante ${minutes} minutos e só pode ser usada uma vez.`,
      'Se não pediu a redefinição, ignore esta mensagem.',
    ],
  }),
};

/** The password-reset link, in the user's language. */
export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  minutes: number,
  locale: Locale,
): OutgoingMail {
  return render(to, { ...RESET[locale](name, minutes), link });
}

const DEMO: Readonly<Record<Locale, (name: string, endsOn: string) => MailBody>> = {
  PtBr: (name, endsOn) => ({
    subject: 'Sua demonstração do Celeiro começou',
    before: [
      `Olá, ${name}.`,
      `Sua demonstração de ${DEMO_TRIAL_DAYS} dias está ativa até ${endsOn}. Aproveite todo o conteúdo da plataforma.`,
    ],
    after: [],
  }),
  EnEu: (name, endsOn) => ({
    subject: 'Your Celeiro demo has started',
    before: [
      `Hello, ${name}.`,
      `Your ${DEMO_TRIAL_DAYS}-day demo is active until ${endsOn}. Enjoy all of the platform's content.`,
    ],
    after: [],
  }),
  EsEs: (name, endsOn) => ({
    subject: 'Su demostración de Celeiro ha comenzado',
    before: [
      `Hola, ${name}.`,
      `Su demostración de ${DEMO_TRIAL_DAYS} días está activa hasta el ${endsOn}. Disfrute de todo el contenido de la plataforma.`,
    ],
    after: [],
  }),
  EsAr: (name, endsOn) => ({
    subject: 'Tu demostración de Celeiro comenzó',
    before: [
      `Hola, ${name}.`,
      `Tu demostración de ${DEMO_TRIAL_DAYS} días está activa hasta el ${endsOn}. Aprovechá todo el contenido de la plataforma.`,
    ],
    after: [],
  }),
  PtPt: (name, endsOn) => ({
    subject: 'A sua demonstração do Celeiro começou',
    before: [
      `Olá, ${name}.`,
      `A sua demonstração de ${DEMO_TRIAL_DAYS} dias está ativa até ${endsOn}. Aproveite todo o conteúdo da plataforma.`,
    ],
    after: [],
  }),
};

/** The demo-granted notice, in the user's language (`endsOn` already formatted as a date). */
export function demoGrantedMail(to: string, name: string, endsOn: string, locale: Locale): OutgoingMail {
  return render(to, DEMO[locale](name, endsOn));
}

/** The kinds of request the team receives. */
export type TeamRequestKind =
  'lost-access' | 'new-client' | 'account-change' | 'demo' | 'deletion-registered' | 'deletion-done';

const TEAM_SUBJECTS: Readonly<Record<TeamRequestKind, string>> = {
  'lost-access': 'Pedido de recuperação de acesso',
  'new-client': 'Novo cliente interessado',
  'account-change': 'Pedido de alteração de dados da conta',
  demo: `Demonstração de ${DEMO_TRIAL_DAYS} dias concedida`,
  'deletion-registered': 'Pedido de exclusão de dados (LGPD) com contrato ativo: entrar em contato',
  'deletion-done': 'Conta excluída a pedido do titular (LGPD)',
};

const TEAM_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail',
  name: 'Nome',
  phone: 'Telefone',
  message: 'Mensagem',
  document: 'CPF/CNPJ',
  signature: 'Assinatura',
  endsAt: 'Fim da demonstração',
  userCode: 'Código do usuário',
};

/** A request for the customer-service or commercial team (in Portuguese, the team's language). */
export function teamMail(to: string, kind: TeamRequestKind, fields: Readonly<Record<string, string>>): OutgoingMail {
  const lines = Object.entries(fields).map(([key, value]) => `${TEAM_LABELS[key] ?? key}: ${value}`);
  return render(to, { subject: `[Celeiro] ${TEAM_SUBJECTS[kind]}`, before: lines, after: [] });
}
