import { type BrowserContext, type Page } from 'playwright-core';
import { mailsTo } from '../../../tests/support/mailbox';
import { signIn } from '../../../tests/support/sign-in';
import {
  type PublishingMessageField,
  type PublishingTasks,
  type ReaderAttachments,
  type WrittenPublication,
} from '../publishing.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('admin-publishing', 'PtBr');
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
    // The form is reached from the desk's list.
    await signIn(this.page, 'publicador@example.com', { at: '/admin/publishing' });
    await this.page.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    await this.page.getByRole('link', { name: TEXTS.new }).click();
    await this.page.getByRole('heading', { level: 1, name: TEXTS.register }).waitFor();
    // Kept with a title only, it is refused beside the commodities and the text, and the title typed stays.
    const title = this.page.getByLabel(TEXTS.fields.title, { exact: true });
    await title.fill(this.title);
    await this.page.getByRole('button', { name: TEXTS.actions.save }).click();
    for (const message of ['Escolha pelo menos uma commodity', 'Escreva o texto da publicação'])
      await this.page.getByText(message).waitFor();
    if ((await title.inputValue()) !== this.title) throw new Error('the refused form lost the title typed');
    await this.page.getByLabel(TEXTS.fields.publicationType).selectOption(publication.type);
    await this.page.getByLabel(publication.commodity, { exact: true }).check();
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
    const status = await this.shownStatus();
    if (status === 'Enviada') {
      // A sent publication is final: kept at its own address, nothing more to send, its title no longer editable.
      if (!/\/admin\/publishing\/register\?id=\d+$/.test(this.page.url()))
        throw new Error(`the sent publication is at ${this.page.url()}`);
      if ((await this.page.getByRole('button', { name: TEXTS.actions.sendNow }).count()) > 0)
        throw new Error('the sent publication still offers to send it now');
      if (await this.page.getByLabel(TEXTS.fields.title, { exact: true }).isEditable())
        throw new Error("the sent publication's title can still be changed");
      // The desk's list, filtered by its title, shows it sent, and its row opens it again.
      await this.page.goto(`/admin/publishing?title=${encodeURIComponent(this.title)}`);
      const row = this.page.getByRole('row', { name: new RegExp(this.title) });
      await row.filter({ hasText: status }).waitFor();
      await row.getByRole('link').first().click();
      if ((await this.shownStatus()) !== status) throw new Error("the list's row opens it with another status");
    }
    return status;
  }

  /** The status the form shows. */
  private async shownStatus(): Promise<string> {
    const status = this.page.getByTestId('publishing-status').locator('.publishing-status');
    await status.waitFor();
    return ((await status.textContent()) ?? '').split(' · ')[0]!.trim();
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
    const mails = (await mailsTo(this.page.request, email)).filter((mail) => mail.subject === this.title);
    // Each mail links to the item the publication became.
    for (const mail of mails)
      if (!/\/informative\/\d+\/\d+/.test(mail.text)) throw new Error(`the mail to ${email} links to no item`);
    return mails.length;
  }
}
