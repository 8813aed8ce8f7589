import { type Page } from 'playwright-core';
import { type CookieTasks } from '../cookies.tasks';

/** The cookie notice in Chromium, on the sign-in page. */
export class BrowserCookies implements CookieTasks {
  constructor(private readonly page: Page) {}

  async visit(): Promise<void> {
    await this.page.goto('/pages/login');
    await this.page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
  }

  async noticeShown(): Promise<boolean> {
    return this.notice().isVisible();
  }

  async choose(choice: 'accept' | 'refuse'): Promise<void> {
    await this.notice()
      .getByRole('button', { name: choice === 'accept' ? 'Aceitar cookies' : 'Recusar' })
      .click();
    await this.notice().waitFor({ state: 'hidden' });
  }

  async comeBack(): Promise<void> {
    await this.page.reload();
    await this.page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
  }

  async nextRequestHeader(): Promise<string | null> {
    const request = this.page.waitForRequest((sent) => sent.url().includes('/api/'));
    await this.page.getByLabel('E-mail').fill('visitante@example.com');
    await this.page.getByLabel('Senha', { exact: true }).fill('Senha#Errada2026');
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    return (await request).headers()['x-cookies-accepted'] ?? null;
  }

  private notice() {
    return this.page.getByRole('region', { name: 'Aviso de cookies' });
  }
}
