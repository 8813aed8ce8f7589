import { type Page, type Request } from 'playwright-core';
import { signIn } from '../../../tests/support/sign-in';
import { type HelpTasks, type ReceivedDiagnostic, type ShownVersion } from '../help.tasks';

/** The help dialog in Chromium: from the public footer for a visitor, from the user menu for a signed-in user. */
export class BrowserHelp implements HelpTasks {
  private sent: Request | undefined;

  constructor(private readonly page: Page) {}

  async open(email?: string): Promise<void> {
    await this.page.goto('/pages/login');
    if (!email) {
      await this.page.getByRole('contentinfo').getByRole('button', { name: 'Ajuda' }).click();
    } else {
      await signIn(this.page, email);
      await this.page.getByRole('button', { name: /Menu do usuário/ }).click();
      await this.page.getByRole('dialog', { name: 'Menu do usuário' }).getByRole('button', { name: 'Ajuda' }).click();
    }
    await this.dialog().waitFor();
  }

  async attendanceAreas(): Promise<string[]> {
    await this.tab('Atendimento');
    const contacts = this.dialog().getByRole('list', { name: 'Atendimento' });
    await contacts.waitFor();
    return contacts.locator('.contact-area').allTextContents();
  }

  async version(): Promise<ShownVersion> {
    await this.tab('Versão');
    return this.readVersion(this.panel());
  }

  async runningVersion(): Promise<ShownVersion> {
    const answer = await this.page.request.get('/appversion.json');
    if (!answer.ok()) throw new Error(`/appversion.json answered ${answer.status()}`);
    const { hash, builtAt } = (await answer.json()) as { hash: string; builtAt?: string | null };
    return { hash, builtAt: builtAt ?? '' };
  }

  async versionPage(): Promise<ShownVersion> {
    await this.page.goto('/version');
    await this.page.getByRole('heading', { level: 1, name: 'Versão' }).waitFor();
    return this.readVersion(this.page.getByRole('main'));
  }

  async startTour(): Promise<void> {
    await this.tab('Tour');
    await this.panel().getByRole('button', { name: 'Iniciar o tour' }).click();
  }

  async tourRequested(): Promise<boolean> {
    const status = this.panel().getByRole('status');
    await status.filter({ hasText: /./ }).waitFor();
    return (await status.textContent()) === 'O tour vai começar assim que esta janela fechar.';
  }

  async supportIds(): Promise<ReceivedDiagnostic> {
    await this.tab('Ferramentas de suporte');
    const facts = this.panel().locator('dd');
    const deviceId = (await facts.nth(0).textContent()) ?? '';
    const session = facts.nth(1).locator('code');
    return { deviceId, sessionId: (await session.count()) > 0 ? await session.textContent() : null };
  }

  async sendDiagnostic(): Promise<void> {
    await this.tab('Ferramentas de suporte');
    const sent = this.page.waitForRequest((request) => request.url().includes('/api/logger/applogger'));
    await this.panel().getByRole('button', { name: 'Enviar diagnóstico' }).click();
    this.sent = await sent;
    await this.page.getByText('Diagnóstico enviado ao atendimento.').waitFor();
  }

  async receivedDiagnostic(): Promise<ReceivedDiagnostic> {
    if (!this.sent) throw new Error('no diagnostic sent');
    const response = await this.sent.response();
    if (response?.status() !== 204) throw new Error(`the server answered ${response?.status()}`);
    const body = this.sent.postDataJSON() as ReceivedDiagnostic;
    return { deviceId: body.deviceId, sessionId: body.sessionId };
  }

  async about(): Promise<string> {
    await this.tab('Sobre');
    return (await this.panel().getByRole('heading', { level: 3 }).textContent()) ?? '';
  }

  async lgpd(): Promise<{ rights: number; links: string[] }> {
    await this.tab('LGPD');
    const rights = await this.panel().locator('ol > li').count();
    const links = await this.panel().getByRole('link').allTextContents();
    return { rights, links };
  }

  async policyAndTerms(): Promise<{ policy: boolean; terms: boolean }> {
    await this.tab('Política de privacidade');
    const policy = this.panel()
      .getByText(/Versão 2/)
      .first();
    await policy.waitFor();
    await this.tab('Termos de uso');
    const terms = this.panel().getByText(/O acesso é pessoal e intransferível/);
    await terms.waitFor();
    return { policy: true, terms: await terms.isVisible() };
  }

  async tabs(): Promise<string[]> {
    return this.dialog().getByRole('tab').allTextContents();
  }

  async arrowRightFrom(tab: string): Promise<void> {
    await this.dialog().getByRole('tab', { name: tab }).focus();
    await this.page.keyboard.press('ArrowRight');
  }

  async openTab(): Promise<string> {
    return (await this.dialog().getByRole('tab', { selected: true }).textContent()) ?? '';
  }

  async closeWithEscape(): Promise<boolean> {
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'hidden' });
    const button = this.page.getByRole('contentinfo').getByRole('button', { name: 'Ajuda' });
    // The dialog gives the focus back once it has gone: allow it a moment.
    return button.evaluate(async (element) => {
      for (let tries = 0; tries < 20 && document.activeElement !== element; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return element === document.activeElement;
    });
  }

  private dialog() {
    return this.page.getByRole('dialog', { name: 'Ajuda' });
  }

  private panel() {
    return this.dialog().getByRole('tabpanel');
  }

  private async tab(name: string): Promise<void> {
    await this.dialog().getByRole('tab', { name }).click();
  }

  private async readVersion(where: ReturnType<Page['getByRole']>): Promise<ShownVersion> {
    const hash = where.locator('.version-info code');
    await hash.waitFor();
    const time = where.locator('.version-info time');
    const builtAt = (await time.count()) > 0 ? ((await time.getAttribute('datetime')) ?? '') : '';
    return { hash: (await hash.textContent()) ?? '', builtAt };
  }
}
