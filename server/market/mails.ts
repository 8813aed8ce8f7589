// The mail and the push of a price alert that fired, in the account's language: the mail to the account's e-mail, the
// push (the mail's subject and its first line) to each device the user registered.
import { LOCALE_TAGS, type AlertFired, type Locale } from '../../core';
import { render } from '../mail/compose';
import { type OutgoingMail } from '../mail/mailer';
import { type OutgoingPush } from '../push/sender';

/** A number as the locale writes it, with the decimals it has (at most 4). */
function figure(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 }).format(value);
}

/** The instant in São Paulo's time, as the locale writes it. */
function when(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(LOCALE_TAGS[locale], {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

type Text = (fired: AlertFired, f: (value: number) => string, at: string) => [subject: string, lines: string[]];

const TEXTS: Readonly<Record<Locale, Text>> = {
  PtBr: (a, f, at) => [
    `Alerta de preço: ${a.name}`,
    [
      a.kind === 'move'
        ? `${a.name} variou ${f(a.value)}% no dia, atingindo o seu alerta de ${f(a.level)}%.`
        : `${a.name} ${a.kind === 'above' ? 'subiu' : 'caiu'} a ${f(a.value)} ${a.unit}, atingindo o seu alerta de ${f(a.level)} ${a.unit}.`,
      `Preço de ${at} (horário de Brasília).`,
      'Este alerta foi disparado uma vez e não será enviado de novo. Veja as suas cotações no Celeiro.',
    ],
  ],
  EnEu: (a, f, at) => [
    `Price alert: ${a.name}`,
    [
      a.kind === 'move'
        ? `${a.name} moved ${f(a.value)}% on the day, reaching your ${f(a.level)}% alert.`
        : `${a.name} ${a.kind === 'above' ? 'rose' : 'fell'} to ${f(a.value)} ${a.unit}, reaching your alert at ${f(a.level)} ${a.unit}.`,
      `Price of ${at} (São Paulo time).`,
      'This alert has fired once and will not be sent again. See your quotes in Celeiro.',
    ],
  ],
  EsEs: (a, f, at) => [
    `Alerta de precio: ${a.name}`,
    [
      a.kind === 'move'
        ? `${a.name} ha variado un ${f(a.value)} % en el día y ha alcanzado su alerta del ${f(a.level)} %.`
        : `${a.name} ha ${a.kind === 'above' ? 'subido' : 'bajado'} a ${f(a.value)} ${a.unit} y ha alcanzado su alerta de ${f(a.level)} ${a.unit}.`,
      `Precio de ${at} (hora de São Paulo).`,
      'Esta alerta se ha disparado una vez y no volverá a enviarse. Consulte sus cotizaciones en Celeiro.',
    ],
  ],
  EsAr: (a, f, at) => [
    `Alerta de precio: ${a.name}`,
    [
      a.kind === 'move'
        ? `${a.name} varió ${f(a.value)}% en el día y llegó a tu alerta de ${f(a.level)}%.`
        : `${a.name} ${a.kind === 'above' ? 'subió' : 'bajó'} a ${f(a.value)} ${a.unit} y llegó a tu alerta de ${f(a.level)} ${a.unit}.`,
      `Precio de las ${at} (hora de San Pablo).`,
      'Esta alerta se disparó una vez y no se va a volver a enviar. Mirá tus cotizaciones en Celeiro.',
    ],
  ],
  PtPt: (a, f, at) => [
    `Alerta de preço: ${a.name}`,
    [
      a.kind === 'move'
        ? `${a.name} variou ${f(a.value)}% no dia e atingiu o seu alerta de ${f(a.level)}%.`
        : `${a.name} ${a.kind === 'above' ? 'subiu' : 'desceu'} para ${f(a.value)} ${a.unit} e atingiu o seu alerta de ${f(a.level)} ${a.unit}.`,
      `Preço das ${at} (hora de São Paulo).`,
      'Este alerta foi acionado uma vez e não voltará a ser enviado. Consulte as suas cotações no Celeiro.',
    ],
  ],
};

/** The subject and lines of a fired alert's notice in `locale`. */
function alertFiredTexts(fired: AlertFired, locale: Locale): ReturnType<Text> {
  return TEXTS[locale](fired, (value) => figure(value, locale), when(fired.time, locale));
}

/** The mail of a fired alert to `to`, in `locale`. */
export function alertFiredMail(to: string, fired: AlertFired, locale: Locale): OutgoingMail {
  const [subject, lines] = alertFiredTexts(fired, locale);
  return render(to, { subject, before: lines, after: [] });
}

/** What the native shell hands the app with an alert's push (SPEC §3, Push notification: userdata.custom). */
export const ALERT_PUSH_ACTION = 'priceAlert';

/**
 * The push of a fired alert in `locale`, for any of the user's devices: the mail's subject as its title, the mail's
 * first line (what the price did) as its body, and the alert and its instrument as its data.
 */
export function alertFiredPush(fired: AlertFired, locale: Locale): Pick<OutgoingPush, 'title' | 'body' | 'data'> {
  const [title, [summary = '']] = alertFiredTexts(fired, locale);
  return {
    title,
    body: summary,
    data: { userdata: { custom: { action: ALERT_PUSH_ACTION, id: fired.id, instrument: fired.instrument } } },
  };
}
