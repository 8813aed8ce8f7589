import { type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_PUBLISHING_TEXTS } from '../../../ui/admin/publishing.i18n';
import { mailsTo, signInWithCode } from './mailbox';
import {
  type PublishingMessageField,
  type PublishingTasks,
  type ReaderAttachments,
  type WrittenPublication,
} from '../publishing.tasks';
import { setTourAside } from '../../../tests/e2e/tour-aside';

const TEXTS = ADMIN_PUBLISHING_TEXTS.PtBr;
const FIELD_IDS = {
  highlightTitle: 'publishing-highlight-title',
  commodities: 'publishing-commodities',
  at: 'publishing-at',
} as const;

/** The id of a field the desk names: the form's own, or an attachment's (`attachments.0.url` is publishing-attachment-0-url). */
const fieldId = (field: PublishingMessageField): string =>
  field.startsWith('attachments.')
    ? `publishing-attachment-${field.split('.').slice(1).join('-')}`
    : FIELD_IDS[field as keyof typeof FIELD_IDS];

/** The publishing desk in Chromium against the reference server, in Portuguese, on a desk-sized screen. */
export class BrowserPublishing implements PublishingTasks {
  private page!: Page;
  private title = '';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async write(publication: WrittenPublication): Promise<void> {
    // A title of this run's own, so the mailbox of a server kept between scenarios is read for it only.
    this.title = `${publication.title} ${Date.now()}`;
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 1366, height: 800 });
    await signInWithCode(this.page, 'publicador@example.com');
    await setTourAside(this.page);
    await this.page.goto('/admin/publishing/register');
    await this.page.getByRole('heading', { level: 1, name: TEXTS.register }).waitFor();
    await this.page.getByLabel(TEXTS.fields.publicationType).selectOption(publication.type);
    await this.page.getByLabel(publication.commodity, { exact: true }).check();
    await this.page.getByLabel(TEXTS.fields.title, { exact: true }).fill(this.title);
    await this.page.getByLabel(TEXTS.fields.body).fill(`<p>${publication.title}.</p>`);
    if (publication.highlightTitle !== undefined) {
      await this.page.getByLabel(TEXTS.fields.highlight).check();
      await this.page.getByLabel(TEXTS.fields.highlightTitle).fill(publication.highlightTitle);
    }
  }

  async attach(name: string, url: string): Promise<void> {
    const place = await this.page.locator('.publishing-attachment').count();
    await this.page.getByRole('button', { name: TEXTS.attachments.add }).click();
    await this.page.locator(`#publishing-attachment-${place}-name`).fill(name);
    await this.page.locator(`#publishing-attachment-${place}-url`).fill(url);
  }

  async act(action: 'save' | 'sendNow' | 'resume'): Promise<void> {
    await this.page.getByRole('button', { name: TEXTS.actions[action] }).click();
    await this.settled();
  }

  /** Waits for the answer: a status, or a field's message. */
  private async settled(): Promise<void> {
    await this.page.locator('[data-testid="publishing-status"], .field-error').first().waitFor();
    await this.page
      .locator('form[aria-busy="true"]')
      .waitFor({ state: 'detached', timeout: 100 })
      .catch(() => undefined);
    await this.page.locator('form[aria-busy="false"]').waitFor();
  }

  async schedule(minutes: number): Promise<void> {
    const at = new Date(Date.now() + minutes * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    await this.page.getByLabel(TEXTS.fields.at).fill(local);
    await this.page.getByRole('button', { name: TEXTS.actions.schedule }).click();
    await this.settled();
  }

  async status(): Promise<string> {
    const shown = (await this.page.getByTestId('publishing-status').locator('.publishing-status').textContent()) ?? '';
    return shown.split(' · ')[0]!.trim();
  }

  async fieldMessage(field: PublishingMessageField): Promise<string | null> {
    const error = this.page.locator(`#${fieldId(field)}-error`);
    return (await error.count()) > 0 ? ((await error.textContent()) ?? null) : null;
  }

  wait(): Promise<void> {
    return Promise.reject(new Error('the browser cannot move the server clock: scheduling runs on the core'));
  }

  readerAttachments(): Promise<ReaderAttachments> {
    return Promise.reject(
      new Error("a reader's attachments run on the core; the server's own tests read them on the reference server"),
    );
  }

  async mailsTo(email: string): Promise<number> {
    const mails = await mailsTo(this.page.request, email);
    return mails.filter((mail) => mail.subject === this.title).length;
  }
}
