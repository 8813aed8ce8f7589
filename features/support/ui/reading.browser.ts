import { type BrowserContext, type Page } from 'playwright-core';
import { subscriberItemWithAttachment } from '../../../tests/e2e/seeded-documents';
import { signInWithCode } from './mailbox';
import { type ReadingTasks, type ReadText, type SharedView } from '../reading.tasks';

/**
 * The stand-in speech engine of a headless browser, which has no voices: one pt-BR voice; each utterance recorded (its
 * text, lang and rate, as the app gave them to the Web Speech API) and ended after a moment unless cancelled.
 */
function standInSpeech() {
  const spoken: { text: string; lang: string; rate: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  Object.assign(window, { __spoken: spoken });
  const voices = [{ name: 'Test Luciana', lang: 'pt-BR', default: true, localService: true, voiceURI: 'test' }];
  speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
  speechSynthesis.speak = (utterance) => {
    spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
    timer = setTimeout(() => utterance.onend?.call(utterance, new Event('end') as SpeechSynthesisEvent), 600);
  };
  speechSynthesis.cancel = () => clearTimeout(timer);
}

const LISTEN = 'Ouvir a análise em voz alta';
const notInBrowser = (what: string) => Promise.reject(new Error(`${what}: a core scenario`));

/** Listening and sharing in Chromium, on the news detail of a seeded analysis of the subscriber's plan. */
export class BrowserReading implements ReadingTasks {
  private readonly item = subscriberItemWithAttachment();
  private page: Page | null = null;
  private body = '';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  private get open(): Page {
    if (!this.page) throw new Error('no detail open');
    return this.page;
  }

  private async openDetail(email: string): Promise<Page> {
    const context = await this.newContext();
    await context.addInitScript(standInSpeech);
    const page = await context.newPage();
    await signInWithCode(page, email);
    await page.goto(`/informative/0/${this.item.id}`);
    await page.getByRole('button', { name: LISTEN }).waitFor();
    this.body = ((await page.locator('.news-body p').first().textContent()) ?? '').trim();
    this.page = page;
    return page;
  }

  withoutPortugueseVoice(): void {
    throw new Error('a core scenario');
  }

  async listen(email: string): Promise<void> {
    const page = await this.openDetail(email);
    await page.getByRole('button', { name: LISTEN }).click();
    await page.waitForFunction(() => (window as unknown as { __spoken: unknown[] }).__spoken.length > 0);
  }

  read(): Promise<ReadText[]> {
    return this.open.evaluate(() => (window as unknown as { __spoken: ReadText[] }).__spoken);
  }

  pause = () => notInBrowser('pause');
  resume = () => notInBrowser('resume');
  next = () => notInBrowser('next');

  async setRate(rate: number): Promise<void> {
    const saved = this.open.waitForResponse(
      (response) => response.url().endsWith('/api/layout') && response.request().method() === 'POST',
    );
    await this.open.getByLabel('Velocidade').selectOption(String(rate));
    await saved;
    await this.open.getByRole('button', { name: 'Parar a leitura' }).click();
  }

  async listenAgainAfterReload(): Promise<void> {
    await this.open.reload();
    await this.open.getByRole('button', { name: LISTEN }).click();
    await this.open.waitForFunction(() => (window as unknown as { __spoken: unknown[] }).__spoken.length > 0);
  }

  message = () => notInBrowser('message');

  bodyText(): string {
    return this.body;
  }

  async copyLink(email: string): Promise<string> {
    const page = await this.openDetail(email);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Compartilhar a análise' }).click();
    await page.getByRole('button', { name: 'Copiar o link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copiado.' }).waitFor();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  async openSignedOut(link: string): Promise<SharedView> {
    const page = await (await this.newContext()).newPage();
    await page.goto(link);
    const title = page.getByRole('heading', { level: 1 });
    await page.locator('.public-detail-upsell').waitFor();
    return {
      title: ((await title.textContent()) ?? '').trim(),
      teaser: ((await page.locator('.public-detail-summary').textContent()) ?? '').trim(),
      plans: await page.locator('.public-detail-upsell').isVisible(),
      body: this.body !== '' && (await page.getByText(this.body).count()) > 0,
    };
  }

  shareByWhatsapp = () => notInBrowser('shareByWhatsapp');
  sharePdfOutsidePlan = () => notInBrowser('sharePdfOutsidePlan');
  counted(): number {
    throw new Error('a core scenario');
  }
  publishAndShare = () => notInBrowser('publishAndShare');
  deskShares = () => notInBrowser('deskShares');
}
