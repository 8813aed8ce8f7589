// What the app's frame (ui/app) takes from the areas, gathered in the composition root so that ui/app imports no
// area: the session's watch and its blanked-tab guard, and the account's privacy-policy dialog that the cookie notice
// and the public footer link to.
import { type Container } from 'inversify';
import { SessionWatch } from '../session/session-watch';

export { BlankedTab } from '../session/blanked-tab';
export { PrivacyPolicyDialog } from '../account/privacy-policy-dialog';

/** Starts the session's watch (time spent, user-info and version checks, the close-sessions flag): once a page. */
export function startSessionWatch(container: Container): void {
  container.get(SessionWatch).start();
}
