import { type BrowserContext, type Page, type Response } from 'playwright-core';
import { pressRadio } from '../../../tests/e2e/controls';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { type AccountLayoutTasks, type LayoutChoice, type ListedVersion } from '../account-layout.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('shell', 'PtBr');

/** Each device is a browser of its own (a new context, its own storage) on the reference server, in Portuguese. */
export class BrowserAccountLayout implements AccountLayoutTasks {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async signInOn(device: string, email: string): Promise<void> {
    const page = await (await this.newContext()).newPage();
    await page.setViewportSize(device === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 800 });
    // The account's layout is read once the session has started (the user-info check), awaited from before it.
    const layoutRead = page.waitForResponse((response) => response.url().includes('/layoutwdma/loadconfig'));
    await signInThroughPage(page, email);
    this.pages.set(device, page);
    // A layout the account saved is shown once the stored user carries its time; then the page draws it.
    const { updatedAt } = (await (await layoutRead).json()) as { updatedAt: string | null };
    if (updatedAt)
      await page.waitForFunction(
        (stamp) => [localStorage, sessionStorage].some((store) => Object.values(store).some((v) => v.includes(stamp))),
        updatedAt,
      );
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  }

  async choose(device: string, choice: LayoutChoice): Promise<void> {
    const page = this.on(device);
    const menu = await this.openUserMenu(page);
    const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/layout') && r.request().method() === 'POST');
    await this.saving(saved, () => pressRadio(menu, TEXTS.menu.themes[choice.theme as 'dark']));
    await this.saving(saved, () => pressRadio(menu, TEXTS.menu.alignments[choice.alignment as 'left']));
    const atTheTop = menu.getByRole('switch', { name: TEXTS.ticker.atTop });
    if ((await atTheTop.isChecked()) !== choice.tickerAtTheTop)
      // The switch's own input is hidden; its label is what is pressed (it is scrolled to inside the menu).
      await this.saving(saved, () => menu.locator('.switch', { hasText: TEXTS.ticker.atTop }).click());
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }

  shown(device: string): Promise<LayoutChoice> {
    return this.on(device).evaluate(() => ({
      theme: document.documentElement.dataset.theme ?? '',
      alignment: document.documentElement.dataset.alignDetail ?? '',
      // The ticker strip sits right under the header when it is at the top.
      tickerAtTheTop: document.querySelector('header + .news-ticker') !== null,
    }));
  }

  async history(device: string): Promise<ListedVersion[]> {
    const dialog = await this.openHistory(this.on(device));
    const items = dialog.getByRole('list', { name: TEXTS.layoutHistory.versions }).getByRole('listitem');
    await items.first().waitFor();
    const listed = await items.evaluateAll((elements) =>
      elements.map((element) => ({
        inUse: element.querySelector('.badge') !== null,
        created: element.querySelector('.layout-version-title')?.textContent ?? '',
        updated: element.querySelector('.layout-version-updated')?.textContent ?? '',
      })),
    );
    // The dates are written as a reader of Portuguese reads them.
    for (const version of listed)
      if (
        !/Versão de \d{2}\/\d{2}\/\d{4}/.test(version.created) ||
        !/Atualizada em \d{2}\/\d{2}\/\d{4}/.test(version.updated)
      )
        throw new Error(`a version's dates read "${version.created}" and "${version.updated}"`);
    await dialog.getByRole('button', { name: TEXTS.layoutHistory.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    return listed;
  }

  async restorePrevious(device: string): Promise<void> {
    const page = this.on(device);
    const dialog = await this.openHistory(page);
    const previous = dialog.getByRole('list', { name: TEXTS.layoutHistory.versions }).getByRole('listitem').nth(1);
    const restored = page.waitForResponse(
      (r) => /\/api\/layoutwdma-hist\/\d+$/.test(r.url()) && r.request().method() === 'POST',
    );
    await previous.getByRole('button', { name: TEXTS.layoutHistory.restore, exact: false }).click();
    if ((await restored).status() !== 200) throw new Error('the version was not restored');
    // Done as the user sees it: the restore is announced and the history listed again, with it in use.
    await page.getByText(TEXTS.layoutHistory.restored).waitFor();
    await dialog
      .getByRole('list', { name: TEXTS.layoutHistory.versions })
      .getByText(TEXTS.layoutHistory.current)
      .waitFor();
    await dialog.getByRole('button', { name: TEXTS.layoutHistory.close }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  receiveStaleRead(): Promise<void> {
    throw new Error('a late answer is staged on the core only (the browser cannot hold a response back)');
  }

  chooseDuringRead(): Promise<void> {
    throw new Error('a read held on its way is staged on the core only (the browser cannot hold a response back)');
  }

  private async openUserMenu(page: Page) {
    await page.getByRole('button', { name: new RegExp(TEXTS.userMenu) }).click();
    const menu = page.getByRole('dialog', { name: TEXTS.userMenu });
    await menu.waitFor();
    return menu;
  }

  private async openHistory(page: Page) {
    const menu = await this.openUserMenu(page);
    await menu.getByRole('button', { name: TEXTS.layoutHistory.open }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.layoutHistory.title });
    await dialog.waitFor();
    return dialog;
  }

  /** Makes a change and waits until the account has saved it. */
  private async saving(saved: () => Promise<Response>, change: () => Promise<void>): Promise<void> {
    const done = saved();
    await change();
    const response = await done;
    if (response.status() !== 200) throw new Error(`the account answered ${response.status()} to the change`);
  }

  private on(device: string): Page {
    const page = this.pages.get(device);
    if (!page) throw new Error(`no ${device} yet`);
    return page;
  }
}
