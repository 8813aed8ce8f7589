// The mail and the push of a sent publication, in the reader's language: the mail to the account's e-mail with a link
// that opens the item, the push (the title and the summary) to each device the reader registered, carrying
// userdata.custom with action openPage and the item's id (SPEC §3, Push notification).
import { type Locale } from '../../core';
import { render } from '../mail/compose';
import { type OutgoingMail } from '../mail/mailer';
import { type OutgoingPush } from '../push/sender';

/** The action a publication's push asks the app to take. */
export const PUBLICATION_PUSH_ACTION = 'openPage';

/** What a publication's notification says. */
export interface PublicationNotice {
  name: string;
  title: string;
  summary: string;
  link: string;
}

const READ: Readonly<Record<Locale, (notice: PublicationNotice) => string[]>> = {
  PtBr: ({ name }) => [`Olá, ${name}.`, 'Há uma nova publicação no Celeiro para você:'],
  EnEu: ({ name }) => [`Hello, ${name}.`, 'There is a new publication for you in Celeiro:'],
  EsEs: ({ name }) => [`Hola, ${name}.`, 'Hay una nueva publicación para ti en Celeiro:'],
  EsAr: ({ name }) => [`Hola, ${name}.`, 'Hay una nueva publicación para vos en Celeiro:'],
  PtPt: ({ name }) => [`Olá, ${name}.`, 'Há uma nova publicação no Celeiro para si:'],
};

const WHY: Readonly<Record<Locale, string>> = {
  PtBr: 'Você recebe este e-mail porque segue esta commodity. Altere as suas notificações em Minha conta.',
  EnEu: 'You receive this e-mail because you follow this commodity. Change your notifications in My account.',
  EsEs: 'Recibes este correo porque sigues esta materia prima. Cambia tus notificaciones en Mi cuenta.',
  EsAr: 'Recibís este correo porque seguís esta materia prima. Cambiá tus notificaciones en Mi cuenta.',
  PtPt: 'Recebe este e-mail porque segue esta matéria-prima. Altere as suas notificações em A minha conta.',
};

/** The mail of a publication to one reader. */
export function publicationMail(to: string, locale: Locale, notice: PublicationNotice): OutgoingMail {
  return render(to, {
    subject: notice.title,
    before: [...READ[locale](notice), notice.title, ...(notice.summary ? [notice.summary] : [])],
    link: notice.link,
    after: [WHY[locale]],
  });
}

/** The push of a publication: its title and summary, and the item the app opens. */
export function publicationPush(
  title: string,
  summary: string,
  contentId: number,
): Pick<OutgoingPush, 'title' | 'body' | 'data'> {
  return {
    title,
    body: summary,
    data: { userdata: { custom: { action: PUBLICATION_PUSH_ACTION, id: contentId } } },
  };
}
