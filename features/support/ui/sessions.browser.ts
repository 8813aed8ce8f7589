import { type BrowserContext, type Page } from 'playwright-core';
import { type SessionsTasks } from '../sessions.tasks';
import { mailsSince } from '../../../tests/support/mailbox';
import { accountFor } from '../../../tests/support/accounts';
import { signInThroughPage } from '../../../tests/support/sign-in';

/** The reference server's default limit of simultaneous sessions per account. */
const SERVER_MAX_SESSIONS = 3;

/** The sessions tasks in Chromium: each browser is a browser context (its own storage), each tab a page. */
export class BrowserSessions implements SessionsTasks {
  private first: { context: BrowserContext; page: Page } | null = null;
  private latest: Page | null = null;
  /** The first tab of each browser signed in, in order. */
  private readonly browsers: Page[] = [];

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async haveAccount(email: string, max: number): Promise<void> {
    if (max !== SERVER_MAX_SESSIONS)
      throw new Error(`the reference server allows ${SERVER_MAX_SESSIONS} sessions at once, not ${max}`);
    void email;
  }

  async signInOnNewBrowser(email: string, remember: boolean): Promise<void> {
    const context = await this.newContext();
    const page = await context.newPage();
    this.first ??= { context, page };
    this.browsers.push(page);
    await this.signInAt(page, '/pages/login', email, remember);
  }

  async signInInNewTab(email: string): Promise<void> {
    const page = await this.firstBrowser().context.newPage();
    const since = Date.now();
    await this.signInAt(page, '/pages/login', email, false);
    // The browser is a device the account trusts already: no two-factor code is mailed for its new tab.
    const codes = await mailsSince(page.request, accountFor(email).email, since);
    if (codes > 0) throw new Error(`the new tab of a trusted browser was sent ${codes} mail(s) (a two-factor code)`);
  }

  async openNewTab(): Promise<void> {
    const page = await this.firstBrowser().context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    this.latest = page;
  }

  async firstBrowserMessage(): Promise<string | null> {
    const { page } = this.firstBrowser();
    // A fresh load checks the user at once, as the periodic check would within its interval.
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    const shown = await dialog.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) return null;
    const message = await dialog.getByRole('paragraph').first().innerText();
    // The dialog is titled, and its OK takes the browser to the sign-in page.
    const heading = dialog.getByRole('heading', { name: 'Sessão encerrada' });
    if ((await heading.count()) === 0) throw new Error("the first browser's dialog is not titled 'Sessão encerrada'");
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/pages\/login/, { timeout: 10_000 });
    return message;
  }

  async firstTabIsBlank(): Promise<boolean> {
    const { page } = this.firstBrowser();
    const blank = await page
      .getByRole('heading', { level: 1, name: 'Sessão aberta em outra aba' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    // A blank tab offers nothing of the session, not even to sign out.
    return blank && (await page.getByRole('button', { name: 'Sair' }).count()) === 0;
  }

  async otherBrowsersSignedIn(): Promise<number> {
    let signedIn = 0;
    for (const page of this.browsers.slice(1)) {
      await page.reload();
      if ((await this.offersSignOut(page)) && (await page.getByRole('alertdialog').count()) === 0) signedIn++;
    }
    return signedIn;
  }

  async latestIsSignedIn(): Promise<boolean> {
    const page = this.latestPage();
    const signedIn = await this.offersSignOut(page);
    return (
      signedIn &&
      (await page.evaluate(
        () => (localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser')) !== null,
      ))
    );
  }

  async latestIsAskedToSignIn(): Promise<boolean> {
    const page = this.latestPage();
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    return new URL(page.url()).pathname === '/pages/login';
  }

  async signInThroughAlternative(email: string): Promise<void> {
    const context = await this.newContext();
    await this.signInAt(await context.newPage(), '/pages/s4login', email, false);
  }

  async latestSessionIsS4(): Promise<boolean> {
    return this.latestPage().evaluate(() => {
      const raw = localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser');
      return raw !== null && (JSON.parse(raw) as { s4Login?: boolean }).s4Login === true;
    });
  }

  async signOut(): Promise<void> {
    await this.latestPage().getByRole('button', { name: 'Sair' }).click();
  }

  async afterSignOut(): Promise<{ address: string; notice: string | null }> {
    const page = this.latestPage();
    await page.waitForURL((url) => url.pathname === '/pages/s4login');
    const notice = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    const url = new URL(page.url());
    return { address: `${url.pathname}${url.search}`, notice: await notice.innerText().catch(() => null) };
  }

  /** Signs in on a page through a sign-in page, with the mailed code when the device is new; lands signed in. */
  private async signInAt(page: Page, path: string, email: string, remember: boolean): Promise<void> {
    await signInThroughPage(page, email, { from: path, remember });
    await page.waitForURL((url) => url.pathname.startsWith('/informative'));
    this.latest = page;
  }

  private firstBrowser(): { context: BrowserContext; page: Page } {
    if (!this.first) throw new Error('no browser has signed in yet');
    return this.first;
  }

  private latestPage(): Page {
    if (!this.latest) throw new Error('no tab yet');
    return this.latest;
  }

  /** Whether the page offers to sign out within 10 s: a signed-in page. */
  private offersSignOut(page: Page): Promise<boolean> {
    return page
      .getByRole('button', { name: 'Sair' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
  }
}
