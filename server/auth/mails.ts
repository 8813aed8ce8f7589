// The mails of the auth area, per locale: the two-factor code.
import { type Locale } from '../../core';
import { escapeHtml, type OutgoingMail } from '../mail/mailer';

interface TwoFactorTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  validity: (minutes: number) => string;
  ignore: string;
}

const TWO_FACTOR: Readonly<Record<Locale, TwoFactorTexts>> = {
  PtBr: {
    subject: 'Código de verificação Celeiro',
    greeting: (name) => `Olá, ${name}.`,
    intro: 'Recebemos um acesso à sua conta Celeiro a partir de um novo dispositivo. Use este código para confirmar:',
    validity: (m) => `O código vale por ${m} minutos.`,
    ignore: 'Se não foi você, ignore esta mensagem e altere sua senha.',
  },
  EnEu: {
    subject: 'Celeiro verification code',
    greeting: (name) => `Hello, ${name}.`,
    intro: 'We received a sign-in to your Celeiro account from a new device. Use this code to confirm it:',
    validity: (m) => `The code is valid for ${m} minutes.`,
    ignore: 'If this was not you, ignore this message and change your password.',
  },
  EsEs: {
    subject: 'Código de verificación Celeiro',
    greeting: (name) => `Hola, ${name}.`,
    intro: 'Hemos recibido un acceso a su cuenta Celeiro desde un dispositivo nuevo. Use este código para confirmarlo:',
    validity: (m) => `El código es válido durante ${m} minutos.`,
    ignore: 'Si no ha sido usted, ignore este mensaje y cambie su contraseña.',
  },
  EsAr: {
    subject: 'Código de verificación Celeiro',
    greeting: (name) => `Hola, ${name}.`,
    intro: 'Recibimos un acceso a tu cuenta Celeiro desde un dispositivo nuevo. Usá este código para confirmarlo:',
    validity: (m) => `El código es válido por ${m} minutos.`,
    ignore: 'Si no fuiste vos, ignorá este mensaje y cambiá tu contraseña.',
  },
  PtPt: {
    subject: 'Código de verificação Celeiro',
    greeting: (name) => `Olá, ${name}.`,
    intro:
      'Recebemos um acesso à sua conta Celeiro a partir de um novo dispositivo. Utilize este código para confirmar:',
    validity: (m) => `O código é válido durante ${m} minutos.`,
    ignore: 'Se não foi o próprio, ignore esta mensagem e altere a sua palavra-passe.',
  },
};

/** The two-factor code mail, in the user's language. */
export function twoFactorMail(to: string, name: string, code: string, minutes: number, locale: Locale): OutgoingMail {
  const texts = TWO_FACTOR[locale];
  const text = [texts.greeting(name), '', texts.intro, '', code, '', texts.validity(minutes), texts.ignore].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(name))}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(texts.validity(minutes))}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
  ].join('\n');
  return { to, subject: texts.subject, text, html };
}
