import { type BrowserContext, type Page } from 'playwright-core';
import { type AdminListName } from '../../../ui/admin/admin-list.view-model';
import {
  type AdminUserCreate,
  type AdminUserRow,
  type Locale,
  parseLocale,
  FREE_PLAN,
  Profile,
  type TablePage,
} from '../../../core';
import { putTourAside, signIn, signInThroughPage } from '../../../tests/support/sign-in';
import { type AdminTasks, type ShownList } from '../admin.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('admin', 'PtBr');
const DESK = textsOf('admin-publishing', 'PtBr');
const TABLE = textsOf('kit-table', 'PtBr');

/** The readers the users list's scenarios count: leitor01…leitor30, as the core's fake holds them. */
const READERS = Array.from({ length: 30 }, (_, index) => ({
  email: `leitor${String(index + 1).padStart(2, '0')}@example.com`,
  name: `Leitor ${String.fromCharCode(90 - (index % 26))}${index + 1}`,
}));

/** The heading an admin page shows when its rule lets the user in. */
function headingOf(address: string): string {
  // A record's address (users/register?id=1) shows its page's heading.
  const page = address.split('?')[0]!;
  if (page === 'publishing') return DESK.title;
  if (page === 'publishing/register') return DESK.register;
  return TEXTS[page as keyof typeof TEXTS] as string;
}

/**
 * The back office in Chromium against the reference server, on a desk-sized screen: in Portuguese, until a step reads
 * a form's messages in another language (chosen in the user menu, as a user does).
 */
export class BrowserAdmin implements AdminTasks {
  private page!: Page;
  /** The language the app shows (the device's, Portuguese at first). */
  private locale: Locale = 'PtBr';
  /** The register form last submitted. */
  private form: 'subject' | 'user' | 'tag' = 'subject';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async signInAs(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 1366, height: 800 });
    await signIn(this.page, email);
  }

  async menuLists(): Promise<string[]> {
    await this.page.goto('/my-account');
    await this.page.getByRole('button', { name: /Menu do usuário/ }).click();
    const menu = this.page.getByRole('dialog', { name: 'Menu do usuário' });
    await menu.waitFor();
    // The admin texts load with the menu, for staff only: the group may come a moment after the menu.
    const group = menu.getByRole('navigation', { name: TEXTS.menuGroup });
    await group.waitFor({ timeout: 3000 }).catch(() => undefined);
    if ((await group.count()) === 0) return [];
    const names = await group.getByRole('link').allTextContents();
    const lists: AdminListName[] = ['users', 'subjects', 'tags'];
    const listed = names.map((name) =>
      name === TEXTS.publishing ? 'publishing' : (lists.find((list) => TEXTS[list] === name) ?? name),
    );
    // The group's links lead to their lists: the subjects' opens its table, with rows.
    if (listed.includes('subjects')) {
      await group.getByRole('link', { name: TEXTS.subjects, exact: true }).click();
      await this.page.getByRole('table', { name: TEXTS.subjects }).getByRole('row').nth(1).waitFor();
    }
    return listed;
  }

  async mayOpen(path: string): Promise<boolean> {
    await this.page.goto(`/admin/${path}`);
    return Promise.race([
      this.page.waitForURL(/\/pages\/not-authorized$/).then(() => false),
      this.page
        .getByRole('heading', { level: 1, name: headingOf(path), exact: true })
        .waitFor()
        .then(() => true),
    ]);
  }

  async mayOpenOrdinary(path: string): Promise<boolean> {
    await this.page.goto(path);
    await this.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
    const at = new URL(this.page.url()).pathname;
    return at === path;
  }

  /** The bearer of the signed-in user, as the app keeps it. */
  private bearer(): Promise<string> {
    return this.page.evaluate(() => {
      const stored = localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser');
      return stored ? (JSON.parse(stored) as { token: string }).token : '';
    });
  }

  /** Registers the readers the server does not have yet (other scenarios share the server, and may have run first). */
  private async readers(): Promise<void> {
    const headers = { authorization: `Bearer ${await this.bearer()}` };
    const answer = await this.page.request.get('/api/admin/users?email=leitor&pageSize=50', { headers });
    if (!answer.ok()) throw new Error(`the users list answered ${answer.status()}`);
    const known = new Set(((await answer.json()) as TablePage<AdminUserRow>).items.map((row) => row.email));
    for (const reader of READERS.filter((one) => !known.has(one.email))) {
      const data: AdminUserCreate = {
        ...reader,
        personType: null,
        document: '',
        phone: '',
        country: 'BR',
        groups: [],
        language: 'PtBr',
        profile: Profile.FREE,
        signature: FREE_PLAN,
        enabledSubjects: [],
        hasQuotesRights: false,
        roles: [],
        disabled: false,
        password: 'Celeiro#2026',
      };
      const created = await this.page.request.post('/api/admin/users', { headers, data });
      if (!created.ok()) throw new Error(`${reader.email} was refused: ${created.status()} ${await created.text()}`);
    }
  }

  /** Does something that reads the list again, and reads it once the server's answer is shown. */
  private async reading(action: () => Promise<unknown>): Promise<ShownList> {
    const answered = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/users' && response.request().method() === 'GET',
    );
    await action();
    await answered;
    return this.shown();
  }

  /** The list as the page shows it: the rows' e-mails, the total of the summary, the current page. */
  private async shown(): Promise<ShownList> {
    await this.page.locator('.table-scroll[aria-busy="false"]').waitFor();
    const table = this.page.getByRole('table', { name: TEXTS.users });
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? '').filter((email) => email !== ''));
    const summary = this.page.locator('.table-shown');
    const total = (await summary.count()) > 0 ? Number(/(\d+)\s*$/.exec((await summary.textContent()) ?? '')?.[1]) : 0;
    const current = this.page.getByRole('navigation', { name: TABLE.paginator.label }).locator('[aria-current="page"]');
    const page = (await current.count()) > 0 ? Number(await current.textContent()) : 1;
    return { rows, total, page };
  }

  async openUsers(): Promise<ShownList> {
    await this.readers();
    return this.reading(() => this.page.goto('/admin/users'));
  }

  async typeFilter(name: string, value: string): Promise<ShownList> {
    const sent: string[] = [];
    const listen = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/admin/users') sent.push(request.url());
    };
    this.page.on('request', listen);
    const field = this.page.getByRole('search').getByLabel(TEXTS.col[name as keyof typeof TEXTS.col], { exact: true });
    await field.fill('');
    await field.pressSequentially(value, { delay: 20 });
    // A moment for a read that typing would have started.
    await this.page.waitForTimeout(500);
    this.page.off('request', listen);
    if (sent.length > 0) throw new Error(`typing read the list: ${sent.join(', ')}`);
    return this.shown();
  }

  search(): Promise<ShownList> {
    return this.reading(() => this.page.getByRole('search').getByRole('button', { name: TABLE.search }).click());
  }

  clear(): Promise<ShownList> {
    return this.reading(() => this.page.getByRole('search').getByRole('button', { name: TABLE.clear }).click());
  }

  sortBy(column: string): Promise<ShownList> {
    const label = TEXTS.col[column as keyof typeof TEXTS.col];
    return this.reading(() =>
      this.page
        .getByRole('table', { name: TEXTS.users })
        .getByRole('columnheader')
        .getByRole('button', { name: new RegExp(`^${label}`) })
        .click(),
    );
  }

  pageSize(size: number): Promise<ShownList> {
    return this.reading(() => this.page.getByLabel(TABLE.paginator.pageSize).selectOption(String(size)));
  }

  goToPage(page: number): Promise<ShownList> {
    const name = TABLE.paginator.page.replace('{{page}}', String(page));
    return this.reading(() => this.page.getByRole('button', { name, exact: true }).click());
  }

  /** The heading of a register form in the language the app shows. */
  private registerHeading(form: 'subject' | 'user' | 'tag', locale: Locale): string {
    const list = ({ subject: 'subjects', user: 'users', tag: 'tags' } as const)[form];
    return textsOf('admin', locale)[`${list}/register`];
  }

  async submitForm(form: 'subject' | 'user' | 'tag', fields: Record<string, string>): Promise<void> {
    this.form = form;
    const list = ({ subject: 'subjects', user: 'users', tag: 'tags' } as const)[form];
    await this.page.goto(`/admin/${list}/register`);
    await this.page
      .getByRole('heading', { level: 1, name: this.registerHeading(form, this.locale), exact: true })
      .waitFor();
    for (const [name, value] of Object.entries(fields)) {
      if (form === 'user' && name === 'enabledSubjects') {
        // The plan's subjects are boxes to tick, one per code.
        for (const code of value.split(',')) await this.page.locator(`#user-enabledSubjects-${code.trim()}`).check();
      } else await this.page.locator(`#${form}-${name}`).fill(value);
    }
    await this.page.getByRole('button', { name: textsOf('admin', this.locale).save, exact: true }).click();
    // The answer: a field's message (the form's own check, or the server's), or the saved record's address.
    await Promise.race([
      this.page.locator('.field-error').first().waitFor(),
      this.page.waitForURL(new RegExp(`/admin/${list}/register\\?id=\\d+$`)),
    ]);
    await this.page.locator('form[aria-busy="false"]').waitFor();
  }

  /** Chooses the app's language in the user menu, as a user does, leaving the form as it is. */
  private async language(locale: Locale): Promise<void> {
    if (locale === this.locale) return;
    const menu = this.page.getByRole('dialog', { name: textsOf('shell', this.locale).userMenu });
    const languages = menu.getByRole('button', {
      name: new RegExp(`^${textsOf('common', this.locale).language} `),
    });
    // A saved record's address is replaced as the menu opens, and the navigation closes the menu: open it until it
    // stays open.
    for (let attempt = 1; ; attempt++) {
      if (!(await menu.isVisible()))
        await this.page.getByRole('button', { name: new RegExp(textsOf('shell', this.locale).userMenu) }).click();
      try {
        await languages.waitFor({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await languages.click();
    const name = textsOf('common', locale).locales[locale];
    await this.page
      .getByRole('listbox', { name: textsOf('common', this.locale).language })
      .getByRole('option', { name, exact: true })
      .click();
    // The menu speaks the new language too.
    const after = this.page.getByRole('dialog', { name: textsOf('shell', locale).userMenu });
    await after
      .getByRole('button', {
        name: new RegExp(`^${textsOf('common', locale).language} ${name.replace(/[()]/g, '\\$&')}$`),
      })
      .waitFor();
    await this.page.keyboard.press('Escape');
    await after.waitFor({ state: 'hidden' });
    this.locale = locale;
    await this.page
      .getByRole('heading', { level: 1, name: this.registerHeading(this.form, locale), exact: true })
      .waitFor();
  }

  async fieldMessages(locale: string): Promise<Record<string, string>> {
    await this.language(parseLocale(locale));
    const prefix = `${this.form}-`;
    const shown = await this.page
      .locator('.field-error')
      .evaluateAll((errors) => errors.map((error) => [error.id, error.textContent ?? ''] as const));
    return Object.fromEntries(
      shown.map(([id, text]) => [id.slice(prefix.length, -'-error'.length), text.trim()] as const),
    );
  }

  async typed(field: string): Promise<string> {
    return this.page.locator(`#${this.form}-${field}`).inputValue();
  }

  async signedInAndOut(email: string): Promise<void> {
    const page = await (await this.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInThroughPage(page, email);
    await putTourAside(page);
    await page.getByRole('button', { name: textsOf('shell', 'PtBr').logout, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pages/login');
    await page.context().close();
  }

  async sessionEndReasons(email: string): Promise<string[]> {
    await this.page.goto('/admin/users');
    await this.page.getByRole('search').getByLabel(TEXTS.col.email, { exact: true }).fill(email);
    await this.search();
    // The row's first cell, the user's name, links to the record.
    await this.page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    const sessions = this.page.locator('section[aria-labelledby="user-sessions"] li');
    await sessions.first().waitFor();
    const ended = TEXTS.sessionEnded.split(' ')[0]!;
    return (await sessions.allTextContents())
      .filter((line) => line.startsWith(ended))
      .map((line) => /\(([^)]*)\)/.exec(line)?.[1] ?? '');
  }

  async planChoices(): Promise<{ offered: string[]; chosen: string }> {
    await this.page.goto('/admin/users/register');
    const plan = this.page.locator('#user-signature');
    // The plans come with dropdown/plan: more than the chosen one and the empty choice once it is answered.
    await plan.locator('option:nth-child(3)').waitFor({ state: 'attached' });
    const offered = await plan
      .locator('option')
      .evaluateAll((options) =>
        options
          .filter((option) => (option as HTMLOptionElement).value !== '')
          .map((option) => option.textContent ?? ''),
      );
    return { offered, chosen: await plan.inputValue() };
  }
}
