// The captured mailbox of development (no SMTP_URL): the mails the server sent, newest first.
import { type AppContext } from '../context';
import { listMails, type StoredMail } from './repository';

/** The mails sent, newest first: all of them, or those to one address. */
export function sentMails(ctx: AppContext, to: string | undefined): Promise<StoredMail[]> {
  return listMails(ctx.db, to);
}
