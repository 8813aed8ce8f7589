// The mailbox as the browser scenarios read it: the dev mailbox of the server under test, or QA's mail catcher
// (QA_MAIL_URL, see tests/e2e/mailbox.ts), with the seeded accounts replaced by the deployment's own (./accounts).
import * as mailbox from '../../../tests/e2e/mailbox';
import { accountFor, passwordFor } from './accounts';

export { latestCode, latestMatch, mailsSince, mailsTo } from '../../../tests/e2e/mailbox';

/**
 * Signs the account standing for the seeded `email` in through the login page on a new device, with the two-factor
 * code read from the mailbox; resolves on the first signed-in page.
 */
export async function signInWithCode(
  page: Parameters<typeof mailbox.signInWithCode>[0],
  email: string,
  password?: string,
): Promise<void> {
  const account = accountFor(email);
  await mailbox.signInWithCode(page, account.email, password ? passwordFor(email, password) : account.password);
}
