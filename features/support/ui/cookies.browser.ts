import { type Page } from 'playwright-core';
import { type CookieTasks } from '../cookies.tasks';

/** The cookie notice in Chromium, on the sign-in page. */
export class BrowserCookies implements CookieTasks {
  constructor(private readonly page: Page) {}

  async visit(screen?: { width: number; height: number }): Promise<void> {
    if (screen) await this.page.setViewportSize(screen);
    await this.page.goto('/pages/login');
    await this.page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
  }

  async noticeCovers(button: string): Promise<boolean> {
    const [notice, target] = [
      await this.notice().boundingBox(),
      await this.page.getByRole('button', { name: button, exact: true }).boundingBox(),
    ];
    if (!notice || !target)
      throw new Error(`the notice (${String(notice)}) or "${button}" (${String(target)}) is not on the page`);
    const apart =
      target.y + target.height <= notice.y ||
      notice.y + notice.height <= target.y ||
      target.x + target.width <= notice.x ||
      notice.x + notice.width <= target.x;
    return !apart;
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
