// Mails of the ask-the-analyst service: the question to the analysts, and its confirmation to the user in their language.
import { HOME_COMMODITIES, type Locale } from '../../core';
import { escapeHtml, type OutgoingMail } from '../mail/mailer';

/** Where questions to the analysts go. */
export const ANALYSTS_EMAIL = 'analistas@celeiro.example';

/** A question as the mails tell it. */
export interface AskedQuestion {
  email: string;
  name: string;
  commodity: number;
  question: string;
  accountEmail: string;
  userCode: string | null;
}

const commodityName = (id: number): string => HOME_COMMODITIES.find((item) => item.id === id)?.name ?? `#${id}`;

function render(to: string, subject: string, lines: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

/** The question, to the analysts. */
export function questionToAnalysts(question: AskedQuestion): OutgoingMail {
  return render(ANALYSTS_EMAIL, `Pergunta ao analista: ${commodityName(question.commodity)}`, [
    `De: ${question.name} <${question.email}>`,
    `Conta: ${question.accountEmail}${question.userCode ? ` (${question.userCode})` : ''}`,
    `Commodity: ${commodityName(question.commodity)}`,
    '',
    question.question,
  ]);
}

const CONFIRMATION: Readonly<Record<Locale, (name: string, left: number) => [subject: string, lines: string[]]>> = {
  PtBr: (name, left) => [
    'Recebemos a sua pergunta ao analista',
    [
      `Olá, ${name}.`,
      'Sua pergunta chegou aos nossos analistas, que responderão por e-mail.',
      `Perguntas restantes neste mês: ${left}.`,
    ],
  ],
  EnEu: (name, left) => [
    'We received your question to the analyst',
    [
      `Hello, ${name}.`,
      'Your question reached our analysts, who will answer by e-mail.',
      `Questions left this month: ${left}.`,
    ],
  ],
  EsEs: (name, left) => [
    'Hemos recibido su pregunta al analista',
    [
      `Hola, ${name}.`,
      'Su pregunta ha llegado a nuestros analistas, que le responderán por correo electrónico.',
      `Preguntas restantes este mes: ${left}.`,
    ],
  ],
  EsAr: (name, left) => [
    'Recibimos tu pregunta al analista',
    [
      `Hola, ${name}.`,
      'Tu pregunta llegó a nuestros analistas, que te van a responder por correo electrónico.',
      `Preguntas restantes este mes: ${left}.`,
    ],
  ],
  PtPt: (name, left) => [
    'Recebemos a sua pergunta ao analista',
    [
      `Olá, ${name}.`,
      'A sua pergunta chegou aos nossos analistas, que lhe responderão por e-mail.',
      `Perguntas que restam este mês: ${left}.`,
    ],
  ],
};

/** The confirmation, to the user's account e-mail, with the questions left. */
export function questionConfirmation(to: string, name: string, left: number, locale: Locale): OutgoingMail {
  const [subject, lines] = CONFIRMATION[locale](name, left);
  return render(to, subject, lines);
}

/** A registration as its confirmation tells it: the session's topic, its start in Brasília time and its length. */
export interface RegisteredSession {
  service: 'open-line' | 'monthly-teleconference';
  title: string;
  analysts: readonly string[];
  /** The day and hour in Brasília time, written in the reader's language. */
  when: string;
  durationMinutes: number;
}

const REGISTERED: Readonly<
  Record<Locale, (name: string, session: RegisteredSession) => [subject: string, lines: string[]]>
> = {
  PtBr: (name, s) => [
    `Inscrição confirmada: ${s.service === 'open-line' ? 'Linha aberta' : 'Teleconferência mensal'} — ${s.title}`,
    [
      `Olá, ${name}.`,
      `Sua inscrição está confirmada: ${s.title}, com ${s.analysts.join(', ')}.`,
      `Quando: ${s.when} (horário de Brasília), ${s.durationMinutes} minutos.`,
      'Se não puder participar, cancele a inscrição na página do serviço para liberar a vaga.',
    ],
  ],
  EnEu: (name, s) => [
    `Registration confirmed: ${s.service === 'open-line' ? 'Open line' : 'Monthly teleconference'} — ${s.title}`,
    [
      `Hello, ${name}.`,
      `Your registration is confirmed: ${s.title}, with ${s.analysts.join(', ')}.`,
      `When: ${s.when} (Brasília time), ${s.durationMinutes} minutes.`,
      "If you cannot attend, cancel the registration on the service's page to free the seat.",
    ],
  ],
  EsEs: (name, s) => [
    `Inscripción confirmada: ${s.service === 'open-line' ? 'Línea abierta' : 'Teleconferencia mensual'} — ${s.title}`,
    [
      `Hola, ${name}.`,
      `Su inscripción está confirmada: ${s.title}, con ${s.analysts.join(', ')}.`,
      `Cuándo: ${s.when} (hora de Brasilia), ${s.durationMinutes} minutos.`,
      'Si no puede asistir, cancele la inscripción en la página del servicio para liberar la plaza.',
    ],
  ],
  EsAr: (name, s) => [
    `Inscripción confirmada: ${s.service === 'open-line' ? 'Línea abierta' : 'Teleconferencia mensual'} — ${s.title}`,
    [
      `Hola, ${name}.`,
      `Tu inscripción está confirmada: ${s.title}, con ${s.analysts.join(', ')}.`,
      `Cuándo: ${s.when} (hora de Brasilia), ${s.durationMinutes} minutos.`,
      'Si no podés participar, cancelá la inscripción en la página del servicio para liberar el lugar.',
    ],
  ],
  PtPt: (name, s) => [
    `Inscrição confirmada: ${s.service === 'open-line' ? 'Linha aberta' : 'Teleconferência mensal'} — ${s.title}`,
    [
      `Olá, ${name}.`,
      `A sua inscrição está confirmada: ${s.title}, com ${s.analysts.join(', ')}.`,
      `Quando: ${s.when} (hora de Brasília), ${s.durationMinutes} minutos.`,
      'Se não puder participar, cancele a inscrição na página do serviço para libertar o lugar.',
    ],
  ],
};

/** The confirmation of a registration, to the user's account e-mail, in the user's language. */
export function registrationConfirmation(
  to: string,
  name: string,
  session: RegisteredSession,
  locale: Locale,
): OutgoingMail {
  const [subject, lines] = REGISTERED[locale](name, session);
  return render(to, subject, lines);
}
