import { type Page } from 'playwright-core';
import { pressRadio } from '../../../tests/e2e/controls';
import { signIn } from '../../../tests/support/sign-in';
import { type LayoutTasks, type MenuPlace } from '../layout.tasks';

/** The signed-in frame in Chromium at the sizes a scenario asks for. */
export class BrowserLayout implements LayoutTasks {
  constructor(private readonly page: Page) {}

  async readOn(email: string, width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
    await signIn(this.page, email);
    await this.firstItem().waitFor();
  }

  async menuPlace(): Promise<MenuPlace> {
    const opener = this.page.getByRole('button', { name: 'Abrir menu' });
    const sidebar = this.page.locator('.app-sidebar').getByRole('navigation', { name: 'Navegação principal' });
    await Promise.race([opener.waitFor(), sidebar.waitFor()]);
    return (await opener.isVisible()) ? 'drawer' : 'sidebar';
  }

  async turnTo(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
    // The layout is worked out again 500 ms after the last change of size.
    await this.page.waitForTimeout(700);
  }

  async firstItemInFirstScreen(): Promise<boolean> {
    const box = await this.firstItem().boundingBox();
    const viewport = this.page.viewportSize();
    return box !== null && viewport !== null && box.y + 40 <= viewport.height && box.y >= 0;
  }

  sidewaysScroll(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  async chooseFromDrawer(entry: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Abrir menu' }).click();
    await this.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: entry }).click();
    const heading = this.page.getByRole('heading', { level: 1, name: entry });
    await heading.waitFor();
    return (await heading.textContent()) ?? '';
  }

  async drawerOpen(): Promise<boolean> {
    return this.page.getByRole('navigation', { name: 'Navegação principal' }).isVisible();
  }

  async pickInUserMenu(option: string): Promise<void> {
    await this.page.getByRole('button', { name: /Menu do usuário/ }).click();
    const menu = this.page.getByRole('dialog', { name: 'Menu do usuário' });
    await pressRadio(menu, option);
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.firstItem().waitFor();
  }

  display(): Promise<{ theme: string; alignment: string }> {
    return this.page.evaluate(() => ({
      theme: document.documentElement.dataset.theme ?? '',
      alignment: document.documentElement.dataset.alignDetail ?? '',
    }));
  }

  private firstItem() {
    return this.page.getByRole('list', { name: 'Conteúdos' }).getByRole('listitem').first();
  }
}
