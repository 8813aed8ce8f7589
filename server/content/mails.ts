// The content's mails to a reader: a link to an attachment, in the reader's language.
import { type Locale } from '../../core';
import { type MailBody, render } from '../mail/compose';
import { type OutgoingMail } from '../mail/mailer';

/** What the link mail says: the reader's name, the item's title, the attachment's name and the last day it works. */
interface LinkMail {
  name: string;
  title: string;
  file: string;
  until: string;
  link: string;
}

const LINK: Readonly<Record<Locale, (mail: LinkMail) => MailBody>> = {
  PtBr: ({ name, title, file, until, link }) => ({
    subject: `Seu link para baixar ${file}`,
    before: [`Olá, ${name}.`, `Aqui está o link para baixar "${file}", anexo de "${title}":`],
    link,
    after: [`O link vale para um download, até ${until}, sem precisar entrar no Celeiro.`],
  }),
  EnEu: ({ name, title, file, until, link }) => ({
    subject: `Your link to download ${file}`,
    before: [`Hello, ${name}.`, `Here is the link to download "${file}", attached to "${title}":`],
    link,
    after: [`The link works for one download, until ${until}, without signing in to Celeiro.`],
  }),
  EsEs: ({ name, title, file, until, link }) => ({
    subject: `Tu enlace para descargar ${file}`,
    before: [`Hola, ${name}.`, `Aquí tienes el enlace para descargar "${file}", adjunto de "${title}":`],
    link,
    after: [`El enlace sirve para una descarga, hasta el ${until}, sin necesidad de entrar en Celeiro.`],
  }),
  EsAr: ({ name, title, file, until, link }) => ({
    subject: `Tu link para descargar ${file}`,
    before: [`Hola, ${name}.`, `Acá tenés el link para descargar "${file}", adjunto de "${title}":`],
    link,
    after: [`El link sirve para una descarga, hasta el ${until}, sin necesidad de ingresar a Celeiro.`],
  }),
  PtPt: ({ name, title, file, until, link }) => ({
    subject: `A sua ligação para descarregar ${file}`,
    before: [`Olá, ${name}.`, `Eis a ligação para descarregar "${file}", anexo de "${title}":`],
    link,
    after: [`A ligação serve para uma transferência, até ${until}, sem precisar de entrar no Celeiro.`],
  }),
};

/** The mail of a link to an attachment, in the reader's language (`until` already formatted as a date). */
export function documentLinkMail(to: string, locale: Locale, mail: LinkMail): OutgoingMail {
  return render(to, LINK[locale](mail));
}
