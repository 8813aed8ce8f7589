import { type BrowserContext, type Page } from 'playwright-core';
import { putTourAside, signInThroughPage } from '../../../tests/support/sign-in';
import { type FavoritesTasks } from '../favorites.tasks';
import { textsOf } from '../../../tests/support/texts';

const SHELL = textsOf('shell', 'PtBr');
const CONTENT = textsOf('content', 'PtBr');
const CONTENT_PAGES = textsOf('content-pages', 'PtBr');

/** Offline reading in a browser is checked by Playwright (tests/e2e/offline.spec.ts), not by the scenarios. */
const offlineIsPlaywrights = (): Promise<never> =>
  Promise.reject(
    new Error('offline reading in a browser is tests/e2e/offline.spec.ts: this scenario runs on the core'),
  );

/** A device's page, and how many pages were starred on it (to name the next one). */
interface Device {
  page: Page;
  pagesStarred: number;
}

/**
 * Each device is a browser of its own (a new context, its own storage) on the reference server, in Portuguese: the
 * stars of the content lists, the favourites view at /favorites, and the user menu's starred pages.
 */
export class BrowserFavorites implements FavoritesTasks {
  private readonly devices = new Map<string, Device>();
  /** The detail address of each news saved, by its title, and the titles in the schedule now. */
  private readonly details = new Map<string, string>();
  private readonly saved = new Set<string>();
  private email = '';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async signInOn(device: string, email: string): Promise<void> {
    this.email = email;
    const page = await (await this.newContext()).newPage();
    await page.setViewportSize(device === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 800 });
    // The account's layout (the favourites with it) is read once the session has started, awaited from before it.
    const layoutRead = page.waitForResponse((response) => response.url().includes('/layoutwdma/loadconfig'));
    await signInThroughPage(page, email);
    // The guided tour a first sign-in offers would cover the list's stars.
    await putTourAside(page);
    this.devices.set(device, { page, pagesStarred: 0 });
    // A layout the account saved shows once the stored user carries its time.
    const { updatedAt } = (await (await layoutRead).json()) as { updatedAt: string | null };
    if (updatedAt)
      await page.waitForFunction(
        (stamp) => [localStorage, sessionStorage].some((store) => Object.values(store).some((v) => v.includes(stamp))),
        updatedAt,
      );
  }

  async toggleEntry(device: string, commodity: number, position: number): Promise<string> {
    const page = this.on(device);
    if (!page.url().endsWith(`/informative/${commodity}`)) await page.goto(`/informative/${commodity}`);
    const entry = page
      .getByRole('list', { name: 'Conteúdos' })
      .getByRole('listitem')
      .nth(position - 1);
    const link = entry.getByRole('link').first();
    await link.waitFor();
    const title = (await link.getAttribute('aria-label')) ?? '';
    const star = entry.getByRole('button', {
      name: new RegExp(`^(${CONTENT.favorites.add}|${CONTENT.favorites.remove})$`),
    });
    const wasOn = (await star.getAttribute('aria-pressed')) === 'true';
    const saved = page.waitForResponse(
      (r) => r.url().includes('/layoutwdma/saveconfig') && r.request().method() === 'POST',
    );
    await star.click();
    if ((await saved).status() !== 200) throw new Error('the favourites were not saved');
    const turned = entry.getByRole('button', {
      name: wasOn ? CONTENT.favorites.add : CONTENT.favorites.remove,
      exact: true,
    });
    await turned.waitFor();
    // The star says whether it is pressed, for a screen reader too.
    const pressed = await turned.getAttribute('aria-pressed');
    if (pressed !== String(!wasOn)) throw new Error(`the star's aria-pressed is ${pressed}, not ${!wasOn}`);
    return title;
  }

  async favorites(device: string, commodity: number): Promise<string[]> {
    const page = this.on(device);
    await page.goto(commodity === 0 ? '/favorites' : `/favorites?commodity=${commodity}`);
    await page.getByRole('heading', { level: 1, name: CONTENT.favorites.title }).waitFor();
    // Every favourite shows its title once read (the view reads them when it opens), or the view is empty.
    await page.waitForFunction((empty) => {
      const view = document.querySelector('.favorites-page');
      if (!view || view.getAttribute('aria-busy') === 'true') return false;
      const items = [...view.querySelectorAll('.favorites-item')];
      if (items.length === 0) return view.textContent?.includes(empty) ?? false;
      return items.every((item) => item.querySelector('.content-title'));
    }, CONTENT.favorites.empty);
    // The view of every commodity, when it lists any, says so on its filter.
    if (commodity === 0 && (await page.locator('.favorites-page .favorites-item').count()) > 0) {
      const all = page.getByRole('button', { name: CONTENT.favorites.all });
      if ((await all.getAttribute('aria-pressed')) !== 'true')
        throw new Error(`'${CONTENT.favorites.all}' is not pressed on the view of every commodity`);
    }
    return page.locator('.favorites-page .favorites-item .content-title').allInnerTexts();
  }

  async removeFromView(device: string, title: string): Promise<void> {
    const page = this.on(device);
    await page.goto('/favorites');
    const item = page.locator('.favorites-page .favorites-item').filter({ hasText: title });
    await item.waitFor();
    const saved = this.layoutSaved(page);
    await item.getByRole('button', { name: CONTENT.favorites.remove, exact: true }).click();
    await saved;
    await item.waitFor({ state: 'detached' });
  }

  async readAccount(device: string): Promise<void> {
    await this.signInOn(device, this.email);
  }

  async clearSchedule(device: string): Promise<void> {
    const page = await this.openSchedule(device);
    const clear = page.getByRole('button', { name: CONTENT_PAGES.schedule.clear });
    if ((await clear.count()) === 0) return;
    const saved = this.layoutSaved(page);
    await clear.click();
    await saved;
    await page.getByText(CONTENT_PAGES.schedule.empty).waitFor();
    this.saved.clear();
  }

  async saveToSchedule(device: string, commodity: number, position: number): Promise<string> {
    const page = this.on(device);
    await page.goto(`/informative/${commodity}`);
    const link = page
      .getByRole('list', { name: 'Conteúdos' })
      .getByRole('listitem')
      .nth(position - 1)
      .getByRole('link')
      .first();
    await link.waitFor();
    const title = (await link.getAttribute('aria-label')) ?? '';
    await link.click();
    const toggle = page.getByRole('button', {
      name: new RegExp(`^(${CONTENT_PAGES.schedule.save}|${CONTENT_PAGES.schedule.saved})$`),
    });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
      const saved = this.layoutSaved(page);
      await toggle.click();
      await saved;
    }
    await page.getByRole('button', { name: CONTENT_PAGES.schedule.saved, exact: true }).waitFor();
    this.details.set(title, new URL(page.url()).pathname);
    this.saved.add(title);
    return title;
  }

  async schedule(device: string): Promise<string[]> {
    const page = await this.openSchedule(device);
    // Every saved news shows its title once read (the view reads them when it opens), or the schedule is empty.
    await page.waitForFunction((empty) => {
      const view = document.querySelector('.schedule-page');
      if (!view || view.getAttribute('aria-busy') === 'true') return false;
      const items = [...view.querySelectorAll('.schedule-item')];
      if (items.length === 0) return view.textContent?.includes(empty) ?? false;
      return items.every((item) => item.querySelector('.content-title'));
    }, CONTENT_PAGES.schedule.empty);
    return page.locator('.schedule-page .schedule-item .content-title').allInnerTexts();
  }

  async takeOutOfSchedule(device: string, title: string): Promise<void> {
    const page = this.on(device);
    const remove = page.getByRole('button', { name: CONTENT_PAGES.schedule.remove.replace('{{title}}', title) });
    const saved = this.layoutSaved(page);
    await remove.click();
    await saved;
    await remove.waitFor({ state: 'detached' });
    this.saved.delete(title);
  }

  setNetwork(): Promise<void> {
    return offlineIsPlaywrights();
  }

  opensOffline(): Promise<boolean> {
    return offlineIsPlaywrights();
  }

  keepsCopyOf(): Promise<boolean> {
    return offlineIsPlaywrights();
  }

  /** The id of a news saved in this scenario, from its detail's address. */
  private idOf(title: string): string {
    const path = this.details.get(title);
    if (!path) throw new Error(`no news titled ${title} was saved`);
    return path.slice(path.lastIndexOf('/') + 1);
  }

  private async openSchedule(device: string): Promise<Page> {
    const page = this.on(device);
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: CONTENT_PAGES.schedule.title }).waitFor();
    return page;
  }

  /** Settles when the page's next layout save was answered 200. */
  private async layoutSaved(page: Page): Promise<void> {
    const response = await page.waitForResponse(
      (r) => r.url().includes('/layoutwdma/saveconfig') && r.request().method() === 'POST',
    );
    if (response.status() !== 200) throw new Error('the layout was not saved');
  }

  async starPages(device: string, count: number): Promise<string[]> {
    const entry = this.devices.get(device);
    if (!entry) throw new Error(`no ${device} yet`);
    const { page } = entry;
    const paths: string[] = [];
    for (let index = 0; index < count; index++) {
      entry.pagesStarred++;
      const path = `/favorites?commodity=${entry.pagesStarred}`;
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: CONTENT.favorites.title }).waitFor();
      const menu = await this.openUserMenu(page);
      const toasts = await page.locator('[data-sonner-toast]').count();
      await menu.getByRole('button', { name: SHELL.starred.star }).click();
      // Starred (the entry turns to unstar, pressed) or refused (a notice shows).
      const unstar = menu.getByRole('button', { name: SHELL.starred.unstar });
      await Promise.race([unstar.waitFor(), page.locator('[data-sonner-toast]').nth(toasts).waitFor()]);
      if ((await unstar.count()) > 0 && (await unstar.getAttribute('aria-pressed')) !== 'true')
        throw new Error(`'${SHELL.starred.unstar}' is not pressed`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      paths.push(path);
    }
    return paths;
  }

  async notices(device: string): Promise<string[]> {
    const toasts = this.on(device).locator('[data-sonner-toast]');
    await toasts.first().waitFor();
    return (await toasts.allInnerTexts()).flatMap((text) => text.split('\n').map((line) => line.trim()));
  }

  async starredPages(device: string): Promise<string[]> {
    const page = this.on(device);
    const menu = await this.openUserMenu(page);
    await menu.getByRole('button', { name: SHELL.starred.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${SHELL.starred.title}`) });
    await dialog.waitFor();
    const links = dialog.getByRole('list', { name: SHELL.starred.title }).getByRole('link');
    const paths = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    await dialog.getByRole('button', { name: SHELL.starred.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    return paths;
  }

  private async openUserMenu(page: Page) {
    await page.getByRole('button', { name: new RegExp(SHELL.userMenu) }).click();
    const menu = page.getByRole('dialog', { name: SHELL.userMenu });
    await menu.waitFor();
    return menu;
  }

  private on(device: string): Page {
    const entry = this.devices.get(device);
    if (!entry) throw new Error(`no ${device} yet`);
    return entry.page;
  }
}
