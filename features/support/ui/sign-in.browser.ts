import { type APIRequestContext, type Page } from 'playwright-core';
import { type SignInTasks } from '../sign-in.tasks';
import { accountFor, passwordFor, SEEDED_PASSWORD } from '../../../tests/support/accounts';
import { latestCode } from '../../../tests/support/mailbox';
import { signInThroughPage } from '../../../tests/support/sign-in';

const FIRST_INFORMATIVE_PATH = '/informative/1';

/** The sign-in tasks in Chromium, through the real pages, with the seeded accounts or those QA gives for them. */
export class BrowserSignIn implements SignInTasks {
  private signInStartedAt = 0;

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async haveAccount(email: string, password: string): Promise<void> {
    if (password !== SEEDED_PASSWORD)
      throw new Error('the browser assembly uses the seeded accounts and their password');
    void email;
  }

  async trustThisDevice(email: string): Promise<void> {
    // This browser confirms itself as the account's device once (the mailed code), then signs out.
    await signInThroughPage(this.page, email);
    await this.page.getByRole('button', { name: 'Sair' }).click();
    await this.page.waitForURL(/\/pages\/login/);
  }

  async disableAccount(): Promise<void> {
    throw new Error('not available in the browser assembly');
  }

  async visit(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async signIn(email: string, password: string): Promise<void> {
    if (!new URL(this.page.url(), 'http://x').pathname.startsWith('/pages/login')) await this.page.goto('/pages/login');
    this.signInStartedAt = Date.now();
    await this.page.getByLabel('E-mail').fill(accountFor(email).email);
    await this.page.getByLabel('Senha', { exact: true }).fill(passwordFor(email, password));
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    await this.settled('/pages/login');
  }

  async confirmCode(email: string, code?: string): Promise<void> {
    await this.page
      .getByLabel('Código de verificação')
      .fill(code ?? (await latestCode(this.request, accountFor(email).email, this.signInStartedAt)));
    await this.page.getByRole('button', { name: 'Validar' }).click();
    await this.settled('/pages/two-factor');
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sair' }).click();
  }

  async wait(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  async currentPath(): Promise<string> {
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
    return new URL(this.page.url()).pathname;
  }

  async firstInformativePath(): Promise<string> {
    return FIRST_INFORMATIVE_PATH;
  }

  async isAskingForCode(): Promise<boolean> {
    return this.page
      .getByRole('heading', { name: 'Verificação em duas etapas' })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
  }

  async isAtSignIn(): Promise<boolean> {
    return this.page
      .getByRole('heading', { name: 'Entrar', level: 1 })
      .waitFor({ timeout: 10_000 })
      .then(() => new URL(this.page.url()).pathname === '/pages/login')
      .catch(() => false);
  }

  async messages(): Promise<string[]> {
    const toasts = this.page.locator('[data-sonner-toast]');
    await toasts.first().waitFor();
    return (await toasts.allInnerTexts()).flatMap((text) => text.split('\n').map((line) => line.trim()));
  }

  async isSignedIn(): Promise<boolean> {
    return this.page.evaluate(
      () => (localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser')) !== null,
    );
  }

  async endedSessions(): Promise<number> {
    throw new Error('not available in the browser assembly');
  }

  /** Waits until the page has left `from` or shows a message, whichever comes first. */
  private async settled(from: string): Promise<void> {
    await Promise.race([
      this.page.waitForURL((url) => !url.pathname.startsWith(from)),
      this.page.locator('[data-sonner-toast]').first().waitFor(),
    ]);
  }
}
