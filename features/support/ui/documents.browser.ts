import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from 'playwright-core';
import { latestMatch } from '../../../tests/support/mailbox';
import { signIn } from '../../../tests/support/sign-in';
import { subscriberItemWithAttachment } from '../../../tests/e2e/seeded-documents';
import { drawsText, pageContents } from '../../../tests/support/pdf-pages';
import { type DocumentTasks, type SavedDocument } from '../documents.tasks';

/** Documents in Chromium, through the news detail and the download page, against the reference server's seed. */
export class BrowserDocuments implements DocumentTasks {
  private item = subscriberItemWithAttachment();
  private token = '';
  private email = '';

  constructor(private readonly page: Page) {}

  private async signIn(email: string): Promise<void> {
    await signIn(this.page, email);
  }

  async openItemWithAttachments(email: string): Promise<void> {
    this.email = email;
    await this.signIn(email);
    await this.page.goto(`/informative/0/${this.item.id}`);
    await this.page.getByRole('heading', { name: 'Anexos' }).waitFor();
  }

  firstAttachmentName(): string {
    return this.item.attachment;
  }

  downloadFirst(): Promise<SavedDocument> {
    return this.saveFrom(this.page.getByRole('button', { name: `Baixar ${this.item.attachment}` }));
  }

  saveReport(): Promise<SavedDocument> {
    return this.saveFrom(this.page.getByRole('button', { name: 'Salvar em PDF' }));
  }

  /** The document a click on `button` saves. */
  private async saveFrom(button: Locator): Promise<SavedDocument> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const pages = await pageContents(bytes);
    return {
      name: download.suggestedFilename(),
      pdf: new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-',
      pagesWith: (text) => Promise.resolve(pages.map((page) => drawsText(page, text))),
    };
  }

  readFirst(): Promise<SavedDocument> {
    throw new Error('reading in a new tab is checked on the core and in the component tests');
  }

  askOutsidePlan(): Promise<string> {
    throw new Error('an item outside the plan shows no attachment to ask for in the browser');
  }

  savedCount(): Promise<number> {
    throw new Error('not observed in the browser');
  }

  async mailFirstLink(): Promise<string> {
    const since = Date.now();
    await this.page.getByRole('button', { name: `Enviar link por e-mail: ${this.item.attachment}` }).click();
    const notice = this.page.locator('.link-sent');
    await notice.waitFor();
    // The link of the mail the reader received.
    const link = await latestMatch(this.page.request, this.email, since, /download-file\?token=[A-Za-z0-9_-]+/);
    this.token = link.slice(link.indexOf('=') + 1);
    return (await notice.innerText()).trim();
  }

  mailLink(): Promise<void> {
    throw new Error('the links are mailed by the server; the browser checks the unknown token');
  }

  async openLink(token?: string): Promise<void> {
    if (token !== undefined) this.token = token;
    await this.page.goto(`/pages/download-file?token=${encodeURIComponent(this.token)}`);
    await this.page.getByRole('heading', { level: 1, name: 'Download de arquivo' }).waitFor();
  }

  async downloadFromLink(): Promise<{ saved?: string; message?: string }> {
    await this.page.getByRole('button', { name: 'Baixar o arquivo' }).click();
    const outcome = this.page.getByRole('alert').or(this.page.getByRole('status'));
    await outcome.first().waitFor();
    const alert = this.page.locator('.download-file-page [role="alert"]');
    if ((await alert.count()) > 0) return { message: (await alert.first().innerText()).trim() };
    return { saved: (await this.page.getByRole('status').innerText()).trim() };
  }
}
