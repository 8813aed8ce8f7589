import { type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { type SessionsTasks } from '../sessions.tasks';
import { accountFor } from './accounts';
import { latestCode } from './mailbox';

/** The reference server's default limit of simultaneous sessions per account. */
const SERVER_MAX_SESSIONS = 3;

/** The sessions tasks in Chromium: each browser is a browser context (its own storage), each tab a page. */
export class BrowserSessions implements SessionsTasks {
  private first: { context: BrowserContext; page: Page } | null = null;
  private latest: Page | null = null;

  constructor(
    private readonly newContext: () => Promise<BrowserContext>,
    private readonly request: APIRequestContext,
  ) {}

  async haveAccount(email: string, max: number): Promise<void> {
    if (max !== SERVER_MAX_SESSIONS)
      throw new Error(`the reference server allows ${SERVER_MAX_SESSIONS} sessions at once, not ${max}`);
    void email;
  }

  async signInOnNewBrowser(email: string, remember: boolean): Promise<void> {
    const context = await this.newContext();
    const page = await context.newPage();
    this.first ??= { context, page };
    await this.signInAt(page, '/pages/login', email, remember);
  }

  async signInInNewTab(email: string): Promise<void> {
    await this.signInAt(await this.firstBrowser().context.newPage(), '/pages/login', email, false);
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
    return shown ? dialog.getByRole('paragraph').first().innerText() : null;
  }

  async firstTabIsBlank(): Promise<boolean> {
    return this.firstBrowser()
      .page.getByRole('heading', { level: 1, name: 'Sessão aberta em outra aba' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
  }

  async latestIsSignedIn(): Promise<boolean> {
    const page = this.latestPage();
    const signedIn = await page
      .getByRole('button', { name: 'Sair' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
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
    await page.goto(path);
    const since = Date.now();
    const account = accountFor(email);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    if (remember) await page.getByLabel('Lembrar de mim').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    const askedForCode = page.getByRole('heading', { name: 'Verificação em duas etapas' });
    await Promise.race([askedForCode.waitFor(), page.waitForURL((url) => url.pathname.startsWith('/informative'))]);
    if (await askedForCode.isVisible()) {
      await page.getByLabel('Código de verificação').fill(await latestCode(this.request, account.email, since));
      await page.getByRole('button', { name: 'Validar' }).click();
    }
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
}
