import { type Page } from 'playwright-core';
import { type ContentTasks, type ListedItem } from '../content.tasks';
import { signIn } from '../../../tests/support/sign-in';

/** The content tasks in Chromium, through the real pages, against the reference server and its seeded content. */
export class BrowserContent implements ContentTasks {
  private openedTitle = '';

  constructor(private readonly page: Page) {}

  async readAs(_profile: string, email: string): Promise<void> {
    await signIn(this.page, email);
  }

  async browse(publicationType: string, commodity: number): Promise<void> {
    await this.page.goto(`/informative/${commodity}`);
    await this.list().waitFor();
    await this.withFilters(async (panel) => {
      await panel.getByLabel('Tipo de publicação').selectOption(publicationType);
    });
  }

  async listed(): Promise<ListedItem[]> {
    await this.settled();
    const entries = this.list().getByRole('listitem');
    const items: ListedItem[] = [];
    for (const entry of await entries.all()) {
      const text = await entry.innerText();
      // A locked item is a button (it opens the no-rights dialog); the favourite star beside a readable one is not it.
      const locked = (await entry.locator('.content-entry-locked').count()) > 0;
      const picture = entry.getByRole('img');
      items.push({
        title: text.split('\n')[0] ?? '',
        locked,
        important: text.includes('Importante'),
        exclusive: text.includes('Exclusivo'),
        free: false,
        picture: (await picture.count()) > 0 ? await picture.getAttribute('alt') : null,
      });
    }
    return items;
  }

  async openFirst(): Promise<void> {
    await this.settled();
    const first = this.list().getByRole('link').first();
    this.openedTitle = (await first.getAttribute('aria-label')) ?? '';
    await first.click();
    await this.page.getByRole('heading', { level: 1, name: this.openedTitle }).waitFor();
  }

  async fullText(): Promise<string | null> {
    const body = this.page.locator('.news-body');
    return (await body.count()) > 0 ? body.innerText() : null;
  }

  async isMarkedRead(): Promise<boolean> {
    await this.page.getByRole('link', { name: 'Voltar à lista' }).click();
    await this.settled();
    const entry = this.list().getByRole('link', { name: this.openedTitle });
    return (await entry.innerText()).includes('Lido');
  }

  async openKeptItem(): Promise<string> {
    await this.settled();
    await this.list().getByRole('button').first().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    // Whatever the profile is offered (see the plans, subscribe, ask for a demo), it leads to the plans page.
    await dialog.locator('a[href="/pages/plans"]').waitFor({ timeout: 5_000 });
    return dialog.getByRole('heading').first().innerText();
  }

  async keepImportant(): Promise<void> {
    await this.withFilters(async (panel) => {
      await panel.getByRole('checkbox', { name: 'Importantes' }).check();
    });
  }

  async activeFilters(): Promise<number> {
    const button = this.page.getByRole('button', { name: /^Filtros/ });
    const match = /\((\d+)\)/.exec(await button.innerText());
    return match ? Number(match[1]) : 0;
  }

  async comeBack(): Promise<void> {
    await this.page.reload();
    await this.list().waitFor();
  }

  async clearFilters(): Promise<void> {
    await this.withFilters(async (panel) => {
      await panel.getByRole('button', { name: 'Limpar' }).click();
    });
  }

  async besideTheList(): Promise<{ highlights: number; latestNews: number }> {
    await this.settled();
    const highlights = this.page.getByRole('region', { name: 'Destaques' }).getByRole('link');
    await highlights.first().waitFor();
    const news = this.page.getByRole('complementary', { name: 'Últimas notícias' }).getByRole('link');
    await news.first().waitFor();
    await this.page.waitForLoadState('networkidle');
    return { highlights: await highlights.count(), latestNews: await news.count() };
  }

  async showAs(display: string): Promise<number> {
    const choice = this.page.getByRole('radio', { name: display, exact: true });
    await choice.check({ force: true });
    await this.page.locator(`.content-list-viewport.display-${await choice.getAttribute('value')}`).waitFor();
    await this.settled();
    return this.list().getByRole('listitem').count();
  }

  private list() {
    return this.page.getByRole('list', { name: 'Conteúdos' });
  }

  /** Waits until no list request is under way. */
  private async settled(): Promise<void> {
    await this.page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await this.list().waitFor();
  }

  /** Opens the report filters, does something there, and closes them. */
  private async withFilters(action: (panel: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
    const toggle = this.page.getByRole('button', { name: /^Filtros/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const panel = this.page.getByRole('region', { name: 'Filtros de relatórios' });
    await action(panel);
    await toggle.click();
    await this.page.waitForLoadState('networkidle');
  }
}
