import { type APIRequestContext, type Page } from 'playwright-core';
import { cpfCheckDigits } from '../../../core';
import { latestCode, latestMatch, mailsSince } from '../../../tests/support/mailbox';
import { type AccountTasks } from '../account.tasks';

const PASSWORD = 'Segredo#2026';
const SEEDED_PASSWORD = 'Celeiro#2026';
/** The default customer-service address of the reference server. */
const TEAM = 'atendimento@celeiro.example';

let registrations = 0;

/** A CPF no one has: nine random base digits and their check digits. */
function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return `${base}${cpfCheckDigits(base)}`;
}

/** The account tasks in Chromium, through the real pages, against the reference server, reading codes and links from the dev mailbox. */
export class BrowserAccount implements AccountTasks {
  private email = '';
  private currentPassword = PASSWORD;
  private startedAt = Date.now();
  private stepStartedAt = Date.now();

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async register(person: { userType: 'individual' | 'company'; document?: string; email?: string }): Promise<void> {
    this.email = person.email ?? `pessoa.${Date.now().toString(36)}.${++registrations}@example.com`;
    this.stepStartedAt = Date.now();
    // Reached from the login page, as a newcomer does.
    await this.page.goto('/pages/login');
    await this.page.getByRole('link', { name: 'Sou novo aqui' }).click();
    await this.page.getByRole('heading', { level: 1, name: 'Cadastro' }).waitFor();
    if (person.userType === 'company') await this.page.getByRole('radio', { name: 'Pessoa jurídica' }).check();
    await this.page.getByLabel(person.userType === 'company' ? 'CNPJ' : 'CPF').fill(person.document ?? freshCpf());
    await this.page.getByLabel('Nome').fill('Pessoa Nova');
    await this.page.getByLabel('E-mail', { exact: true }).fill(this.email);
    await this.page.getByLabel('Repita o e-mail').fill(this.email);
    await this.page.getByLabel('Telefone').fill('11987654321');
    const phone = await this.page.getByLabel('Telefone').inputValue();
    if (phone !== '11 98765-4321') throw new Error(`the phone typed shows as "${phone}", not "11 98765-4321"`);
    await this.page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await this.page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check();
    await this.page.getByRole('button', { name: 'Cadastrar' }).click();
    await this.settled('/pages/register');
  }

  async confirmEmail(code?: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Confirmação de e-mail' }).waitFor();
    await this.page
      .getByLabel('Código de confirmação')
      .fill(code ?? (await latestCode(this.request, this.email, this.stepStartedAt)));
    await this.page.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await this.settled('/pages/confirm-email');
    // The right code leads to the login page.
    if (code === undefined && new URL(this.page.url()).pathname !== '/pages/login')
      throw new Error(`the confirmed e-mail led to ${this.page.url()}, not the login page`);
  }

  async haveRegisteredAccount(signedIn: boolean): Promise<void> {
    await this.register({ userType: 'individual' });
    await this.confirmEmail();
    if (signedIn) await this.signInHere(this.currentPassword);
  }

  async signInAs(email: string): Promise<void> {
    this.email = email;
    this.currentPassword = SEEDED_PASSWORD;
    const since = Date.now();
    await this.signInHere(SEEDED_PASSWORD);
    const askedForCode = this.page.getByLabel('Código de verificação');
    await Promise.race([
      askedForCode.waitFor(),
      this.page.waitForURL((url) => url.pathname.startsWith('/informative')),
    ]);
    if (await askedForCode.isVisible()) {
      await this.page.getByLabel('Código de verificação').fill(await latestCode(this.request, email, since));
      await this.page.getByRole('button', { name: 'Validar' }).click();
      await this.page.waitForURL((url) => url.pathname.startsWith('/informative'));
    }
  }

  async canSignIn(password?: string): Promise<boolean> {
    await this.signInHere(password ?? this.currentPassword);
    if (!new URL(this.page.url()).pathname.startsWith('/informative')) return false;
    // Signed in as this account: my account shows its data and its e-mail.
    await this.page.goto('/my-account');
    await this.page.getByRole('heading', { level: 2, name: 'Dados da conta', exact: true }).waitFor();
    return (await this.page.getByText(this.email).count()) > 0;
  }

  async forgotPassword(email?: string): Promise<void> {
    this.stepStartedAt = Date.now();
    // Reached from the login page's link, as a user who forgot does.
    await this.page.goto('/pages/login');
    await this.page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await this.page.getByLabel('E-mail').fill(email ?? this.email);
    await this.page.getByRole('button', { name: 'Enviar link' }).click();
    const shown = await this.shown();
    // The account's own e-mail is told where the link went.
    if (email === undefined) {
      const status = (await this.page.getByRole('status').allInnerTexts()).join(' ');
      if (!status.includes(`Enviamos um link de redefinição para ${this.email}`))
        throw new Error(`the reset was not told sent to ${this.email}: ${status || shown.join(' / ')}`);
    }
  }

  async resetWithMailedLink(password: string): Promise<void> {
    const link = await latestMatch(
      this.request,
      this.email,
      this.stepStartedAt,
      /https?:\/\/\S+\/pages\/reset-password\?token=\S+/,
    );
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
    await this.page.getByLabel('Nova senha', { exact: true }).fill(password);
    await this.page.getByLabel('Repita a nova senha').fill(password);
    await this.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await this.settled('/pages/reset-password');
    if (new URL(this.page.url()).pathname === '/pages/login') this.currentPassword = password;
  }

  async changePassword(current: string, next: string): Promise<void> {
    if (new URL(this.page.url()).pathname !== '/change-password') await this.page.goto('/change-password');
    await this.page.getByLabel('Senha atual').fill(current);
    await this.page.getByLabel('Nova senha', { exact: true }).fill(next);
    await this.page.getByLabel('Repita a nova senha').fill(next);
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/change-password/client'),
      this.page.getByRole('button', { name: 'Alterar senha' }).click(),
    ]);
    if (response.ok()) this.currentPassword = next;
    await this.shown();
  }

  password(): string {
    return this.currentPassword;
  }

  async sendLostAccess(): Promise<void> {
    await this.page.goto('/pages/lost-access');
    await this.page.getByLabel('E-mail').fill('perdido@example.com');
    await this.page.getByLabel('Telefone').fill('11987654321');
    await this.page.getByLabel('Mensagem').fill('Troquei de celular.');
    await this.page.getByRole('button', { name: 'Enviar pedido' }).click();
    await this.shown();
  }

  async sendNewClient(): Promise<void> {
    await this.page.goto('/pages/new-client');
    await this.page.getByLabel('Nome').fill('Cliente Novo');
    await this.page.getByLabel('E-mail').fill('cliente@example.com');
    await this.page.getByLabel('Telefone').fill('11987654321');
    await this.page.getByRole('button', { name: 'Enviar contato' }).click();
    await this.shown();
  }

  async teamRequests(): Promise<number> {
    return mailsSince(this.request, TEAM, this.startedAt);
  }

  async askForDemo(): Promise<void> {
    await this.page.goto('/account/signature');
    await this.page.getByRole('button', { name: 'Solicitar demonstração' }).click();
    await this.page.getByRole('textbox', { name: 'Telefone' }).waitFor();
  }

  async demoPhoneMessage(): Promise<string> {
    return (await this.page.locator('#demo-phone-error').textContent()) ?? '';
  }

  async confirmDemo(phone: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Telefone' }).fill(phone);
    await this.page.getByRole('button', { name: 'Confirmar solicitação' }).click();
    await this.shown();
  }

  async signature(): Promise<string> {
    await this.page.goto('/account/signature');
    return (
      (await this.page.locator('.data-list div', { hasText: 'Assinatura atual' }).locator('dd').textContent()) ?? ''
    );
  }

  async demoOffered(): Promise<boolean> {
    await this.page.goto('/account/signature');
    await this.page.locator('.data-list').waitFor();
    return this.page.getByRole('button', { name: 'Solicitar demonstração' }).isVisible();
  }

  async turnOffEmailNotifications(commodity: string): Promise<void> {
    await this.page.goto('/account/notification');
    await this.page.getByRole('checkbox', { name: `Notificações de ${commodity} por e-mail` }).uncheck();
    await this.page.getByRole('button', { name: 'Salvar notificações' }).click();
    await this.shown();
  }

  async deleteData(): Promise<void> {
    await this.page.goto('/my-account');
    await this.page.getByRole('button', { name: 'Solicitar exclusão dos meus dados' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Sim, excluir meus dados' }).click();
    await this.page.waitForURL((url) => url.pathname === '/pages/login');
  }

  async isSignedIn(): Promise<boolean> {
    return this.page.evaluate(
      () => (localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser')) !== null,
    );
  }

  async messages(): Promise<string[]> {
    return this.shown();
  }

  /** Signs in on the login page from this device (trusted once an e-mail was confirmed here). */
  private async signInHere(password: string): Promise<void> {
    await this.page.goto('/pages/login');
    await this.page.getByLabel('E-mail').fill(this.email);
    await this.page.getByLabel('Senha', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    await this.settled('/pages/login');
  }

  /** Waits until the page has left `from` or shows a message, whichever comes first. */
  private async settled(from: string): Promise<void> {
    await Promise.race([
      this.page.waitForURL((url) => !url.pathname.startsWith(from)),
      this.page.locator('[data-sonner-toast], [role="alert"]').first().waitFor(),
    ]);
  }

  /** The toasts, field messages and notices on screen, once one shows. */
  private async shown(): Promise<string[]> {
    const messages = this.page.locator('[data-sonner-toast], [role="alert"], .notice');
    await messages.first().waitFor();
    return (await messages.allInnerTexts())
      .flatMap((text) => text.split('\n').map((line) => line.trim()))
      .filter(Boolean);
  }
}
