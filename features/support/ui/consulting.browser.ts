import { type BrowserContext, type Page } from 'playwright-core';
import { type ConsultingKind, type ConsultingStatus } from '../../../core';
import { signIn } from '../../../tests/support/sign-in';
import { type ConsultingTasks, type ShownDeliverable } from '../consulting.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('content-consulting', 'PtBr');
const KINDS = Object.entries(TEXTS.kinds) as [ConsultingKind, string][];
const STATUSES = Object.entries(TEXTS.status) as [ConsultingStatus, string][];

/** Consulting in Chromium against the reference server, in Portuguese, on a phone-sized screen. */
export class BrowserConsulting implements ConsultingTasks {
  private page!: Page;
  private opened: string | null = null;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async openConsulting(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 390, height: 844 });
    await signIn(this.page, email);
    // The way a user opens it: its link in the user menu.
    await this.page.getByRole('button', { name: /Menu do usuário/ }).click();
    await this.page
      .getByRole('dialog', { name: 'Menu do usuário' })
      .getByRole('link', { name: TEXTS.title, exact: true })
      .click();
    await this.page.waitForURL((url) => url.pathname === '/consulting');
    await this.page.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    // Settled: the deliverables, the empty state or the plans.
    await this.page.locator('.consulting-group, .consulting-empty, .plans-offer').first().waitFor();
  }

  /** The upsell's title, with its link to the plans. */
  async upsellShown(): Promise<boolean> {
    return (
      (await this.page.getByText(TEXTS.upsell.title).isVisible()) &&
      (await this.page.getByRole('link', { name: TEXTS.upsell.plans }).isVisible())
    );
  }

  async services(): Promise<ConsultingKind[]> {
    const shown: ConsultingKind[] = [];
    for (const heading of await this.page.locator('.consulting-group h2').all()) {
      const text = (await heading.textContent()) ?? '';
      const kind = KINDS.find(([, name]) => text.startsWith(name))?.[0];
      if (kind) shown.push(kind);
    }
    return shown;
  }

  async deliverables(): Promise<ShownDeliverable[]> {
    const shown: ShownDeliverable[] = [];
    for (const group of await this.page.locator('.consulting-group').all()) {
      const heading = (await group.locator('h2').textContent()) ?? '';
      const kind = KINDS.find(([, name]) => heading.startsWith(name))?.[0] ?? ('?' as ConsultingKind);
      for (const item of await group.locator('.consulting-item').all()) {
        const statusText = ((await item.locator('.consulting-status').textContent()) ?? '').trim();
        shown.push({
          kind,
          title: ((await item.locator('h3').textContent()) ?? '').trim(),
          commodity: ((await item.locator('.consulting-meta .chip').textContent()) ?? '').trim(),
          status: STATUSES.find(([, name]) => name === statusText)?.[0] ?? ('?' as ConsultingStatus),
          documents: await item.locator('.consulting-document').count(),
        });
      }
    }
    return shown;
  }

  async commoditiesOffered(): Promise<string[]> {
    const options = this.page.getByLabel(TEXTS.commodity, { exact: true }).locator('option:not([value=""])');
    return (await options.allTextContents()).map((text) => text.trim());
  }

  async choose(commodity: string, kind: ConsultingKind): Promise<void> {
    for (const [label, value] of [
      [TEXTS.commodity, { label: commodity }],
      [TEXTS.kind, { label: TEXTS.kinds[kind] }],
    ] as const) {
      await Promise.all([
        this.page.waitForResponse((response) => response.url().includes('/api/reportData/consulting')),
        this.page.getByLabel(label, { exact: true }).selectOption(value),
      ]);
      await this.page.locator('[aria-busy="false"]:has(.consulting-group, .consulting-empty)').waitFor();
    }
  }

  async openFirstDocument(kind: ConsultingKind): Promise<void> {
    const group = this.page.getByRole('region', { name: new RegExp(`^${TEXTS.kinds[kind]}`) });
    const read = group.getByRole('button', { name: new RegExp(`^${TEXTS.read} `) }).first();
    const name = ((await read.getAttribute('aria-label')) ?? '').slice(TEXTS.read.length + 1);
    const [response] = await Promise.all([
      this.page.waitForResponse((answer) => answer.url().includes('/api/read-document')),
      read.click(),
    ]);
    const pdf = response.ok() && response.headers()['content-type'] === 'application/pdf';
    this.opened = pdf ? name : null;
  }

  async documentOpened(): Promise<string | null> {
    return this.opened;
  }
}
