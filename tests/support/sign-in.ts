// The one way a browser test signs in, for the end-to-end tests and the browser scenarios alike.
// - `signInThroughPage`: the real login page on a new device, the password, then the two-factor code read from the
//   mailbox. The tests of signing in, two-factor and sessions use it, and so does `signIn` the first time.
// - `signIn`: the account's session as the real page left it (the guided tour put aside), signed in once per test
//   process and then put into each new browser (its local storage: the app's remembered session and its device), which
//   opens the app as a returning visitor. Most tests are not about signing in and start from there.
// The seeded accounts stand for the deployment's own when QA names them (./accounts).
import { type BrowserContext, type Frame, type Page } from 'playwright-core';
import { accountFor, passwordFor } from './accounts';
import { latestCode } from './mailbox';

/** What a browser's storage holds, as Playwright saves it. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where the app lands a signed-in user who asked for no page. */
const FIRST_SIGNED_IN_PAGE = /\/informative\//;

/**
 * Signs the account standing for the seeded `email` in through a login form on this page (or in its frame `within`, the
 * app inside the native shell's simulator): the form at `from` (the login page unless given; null: the form already
 * open), the password (the seeded one unless given), "remember me" when asked, then the two-factor code read from the
 * mailbox when the device is new. Resolves once the app has left the sign-in pages for the page it sends the user to.
 */
export async function signInThroughPage(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean; from?: string | null; within?: Frame } = {},
): Promise<void> {
  const account = accountFor(email);
  const since = Date.now();
  const app = options.within ?? page;
  if (options.from !== null) await app.goto(options.from ?? '/pages/login');
  await app.getByLabel('E-mail').fill(account.email);
  await app
    .getByLabel('Senha', { exact: true })
    .fill(options.password ? passwordFor(email, options.password) : account.password);
  if (options.remember) await app.getByLabel('Lembrar de mim').check();
  await app.getByRole('button', { name: 'Entrar', exact: true }).click();
  const landed = (url: URL) => !url.pathname.startsWith('/pages/');
  const code = app.getByLabel('Código de verificação');
  // A device the account already trusts is not asked for a code.
  await Promise.race([code.waitFor(), app.waitForURL(landed)]);
  if (await code.isVisible()) {
    await code.fill(await latestCode(page.request, account.email, since));
    await app.getByRole('button', { name: 'Validar' }).click();
  }
  await app.waitForURL(landed);
}

/**
 * A session is used for at most this long after its sign-in: well inside its access token's 15 minutes, so that no
 * browser started from it has to refresh the token (a refresh rotates it, and the saved copy would then be spent).
 */
const SESSION_USE_MS = 8 * 60 * 1000;

/** Each account's session this process signed in, by server and e-mail, with when. */
const sessions = new Map<string, { state: StorageState; signedInAt: number }>();

/** The bearer token of the app's remembered session in a storage state. */
function tokenOf(state: StorageState): string | undefined {
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'currentUser');
  return stored ? (JSON.parse(stored.value) as { token?: string }).token : undefined;
}

/**
 * Opens the app signed in as `email` in this page's browser, which must not have opened the app yet: from the session
 * this process already signed in for the account on this server while it is young and still live (a test may have
 * signed it out or replaced it), else through the real page with "remember me", whose session is kept for the next
 * test. Resolves on the first signed-in page, the guided tour put aside, or once the page `at` has started loading: a
 * returning user opening it from the address bar, without loading the first signed-in page only to leave it.
 */
export async function signIn(page: Page, email: string, { at }: { at?: string } = {}): Promise<void> {
  const server = new URL((await page.request.head('/appversion.json')).url()).origin;
  const key = `${server} ${email}`;
  const saved = sessions.get(key);
  const token = saved && Date.now() - saved.signedInAt < SESSION_USE_MS ? tokenOf(saved.state) : undefined;
  if (saved && token) {
    const live = await page.request.get('/api/check/info', { headers: { authorization: `Bearer ${token}` } });
    if (live.ok()) {
      await page.context().setStorageState(saved.state);
      await page.goto(at ?? '/');
      if (!at) await page.waitForURL(FIRST_SIGNED_IN_PAGE);
      return;
    }
  }
  const signedInAt = Date.now();
  await signInThroughPage(page, email, { remember: true });
  await putTourAside(page);
  sessions.set(key, { state: await page.context().storageState(), signedInAt });
  if (at) await page.goto(at);
}

/**
 * Puts the guided tour a first sign-in offers aside for this browser only, when the account has it to come: skips it
 * (which this device remembers), then gives the account its choice back, so the tour's own checks, which sign in with
 * the same accounts, still find it to come.
 */
export async function putTourAside(page: Page): Promise<void> {
  const user = await page.evaluate(() => localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser'));
  const { token, skipTour } = JSON.parse(user ?? '{}') as { token?: string; skipTour?: boolean };
  if (!token || skipTour) return;
  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/api/client/update/skip-tour') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pular o tour' }).click();
  await kept;
  const restored = await page.request.post('/api/client/update/skip-tour', {
    data: { skipTour: false },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!restored.ok()) throw new Error(`the account's tour choice was not given back (${restored.status()})`);
}
