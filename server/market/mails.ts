// The mail of a price alert that fired, to the user's account e-mail in the account's language.
import { type AlertFired, type Locale } from '../../core';
import { render } from '../mail/compose';
import { type OutgoingMail } from '../mail/mailer';

const TAGS: Record<Locale, string> = { PtBr: 'pt-BR', EnEu: 'en-GB', EsEs: 'es-ES', EsAr: 'es-AR', PtPt: 'pt-PT' };

/** A number as the locale writes it, with the decimals it has (at most 4). */
function figure(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 4 }).format(value);
}

/** The instant in São Paulo's time, as the locale writes it. */
function when(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(TAGS[locale], {
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

/** The mail of a fired alert to `to`, in `locale`. */
export function alertFiredMail(to: string, fired: AlertFired, locale: Locale): OutgoingMail {
  const [subject, lines] = TEXTS[locale](fired, (value) => figure(value, locale), when(fired.time, locale));
  return render(to, { subject, before: lines, after: [] });
}
