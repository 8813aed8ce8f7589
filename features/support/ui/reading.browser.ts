import { type BrowserContext, type Page } from 'playwright-core';
import { subscriberItemWithAttachment } from '../../../tests/e2e/seeded-documents';
import { mailsTo } from '../../../tests/support/mailbox';
import { signIn } from '../../../tests/support/sign-in';
import { type ReadingTasks, type ReadText, type SharedView } from '../reading.tasks';

/**
 * The stand-in speech engine of a headless browser, which has no voices: one pt-BR voice; each utterance recorded (its
 * text, lang and rate, as the app gave them to the Web Speech API) and ended after a moment unless cancelled, or held
 * (`__holdSpeech`: the utterance goes on until cancelled, so a step can count what was read without a race).
 */
function standInSpeech() {
  const spoken: { text: string; lang: string; rate: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  Object.assign(window, { __spoken: spoken, __holdSpeech: false });
  const voices = [{ name: 'Test Luciana', lang: 'pt-BR', default: true, localService: true, voiceURI: 'test' }];
  speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
  speechSynthesis.speak = (utterance) => {
    spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
    if ((window as unknown as { __holdSpeech: boolean }).__holdSpeech) return;
    timer = setTimeout(() => utterance.onend?.call(utterance, new Event('end') as SpeechSynthesisEvent), 600);
  };
  speechSynthesis.cancel = () => clearTimeout(timer);
}

const LISTEN = 'Ouvir a análise em voz alta';
const PLAYER = 'Leitura em voz alta';
const SHARE = 'Compartilhar a análise';
const notInBrowser = (what: string) => Promise.reject(new Error(`${what}: a core scenario`));
const spokenOf = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: ReadText[] }).__spoken);
const shareRecorded = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/content/share') && r.request().method() === 'POST');

/** Polls `read` every 100 ms until it holds or `timeoutMs` passes; throws `what` then. */
async function until(read: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > end) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Listening and sharing in Chromium, on the news detail of a seeded analysis of the subscriber's plan. */
export class BrowserReading implements ReadingTasks {
  private readonly item = subscriberItemWithAttachment();
  private page: Page | null = null;
  private body = '';
  private rate = 1;
  /** The publication the publisher sent and readers shared, and the publisher's page. */
  private published: { title: string; desk: Page } | null = null;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  private get open(): Page {
    if (!this.page) throw new Error('no detail open');
    return this.page;
  }

  private async openDetail(email: string, path = `/informative/0/${this.item.id}`): Promise<Page> {
    const context = await this.newContext();
    await context.addInitScript(standInSpeech);
    const page = await context.newPage();
    await signIn(page, email, { at: path });
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
    await page.getByRole('region', { name: PLAYER }).waitFor();
    // The title first, the detail's own heading; then a paragraph, the one marked as being read.
    await until(async () => (await spokenOf(page)).length >= 2, 'fewer than 2 texts read');
    const [title, paragraph] = await spokenOf(page);
    const heading = ((await page.locator('.news-detail h1').textContent()) ?? '').trim();
    if (title!.text !== heading) throw new Error(`the first text read is "${title!.text}", not the title "${heading}"`);
    if (paragraph!.text.length === 0) throw new Error('the second text read is empty');
    await until(async () => {
      const marked = await page.locator('.news-detail .reading-now').allTextContents();
      const last = (await spokenOf(page)).at(-1)?.text;
      return marked.length === 1 && marked[0]!.replace(/\s+/g, ' ').trim() === last;
    }, 'the paragraph being read is not the one marked');
  }

  read(): Promise<ReadText[]> {
    return spokenOf(this.open);
  }

  async pause(): Promise<void> {
    const player = this.open.getByRole('region', { name: PLAYER });
    await player.getByRole('button', { name: 'Pausar' }).click();
    await player.getByRole('button', { name: 'Continuar' }).waitFor();
    // Paused, nothing more is read.
    const paused = (await spokenOf(this.open)).length;
    await this.open.waitForTimeout(900);
    const after = (await spokenOf(this.open)).length;
    if (after !== paused) throw new Error(`${after - paused} more text(s) read while paused`);
  }

  async resume(): Promise<void> {
    await this.heldAfter('Continuar');
  }

  async next(): Promise<void> {
    await this.heldAfter('Próximo parágrafo');
  }

  /** Presses a button of the player and waits for the one text it reads, held there so that nothing follows it. */
  private async heldAfter(button: string): Promise<void> {
    const page = this.open;
    await page.evaluate(() => Object.assign(window, { __holdSpeech: true }));
    const before = (await spokenOf(page)).length;
    await page.getByRole('region', { name: PLAYER }).getByRole('button', { name: button }).click();
    await until(async () => (await spokenOf(page)).length > before, `nothing read after '${button}'`);
  }

  async setRate(rate: number): Promise<void> {
    const saved = this.open.waitForResponse(
      (response) => response.url().endsWith('/api/layout') && response.request().method() === 'POST',
    );
    await this.open.getByLabel('Velocidade').selectOption(String(rate));
    if ((await saved).status() !== 200) throw new Error('the speech rate was not saved');
    this.rate = rate;
    // Stopping the reading takes the player away.
    await this.open.getByRole('button', { name: 'Parar a leitura' }).click();
    await this.open.getByRole('region', { name: PLAYER }).waitFor({ state: 'detached' });
  }

  async listenAgainAfterReload(): Promise<void> {
    await this.open.reload();
    await this.open.getByRole('button', { name: LISTEN }).click();
    await this.open.waitForFunction(() => (window as unknown as { __spoken: unknown[] }).__spoken.length > 0);
    // The player shows the rate it reads at.
    const shown = await this.open.getByLabel('Velocidade').inputValue();
    if (Number(shown) !== this.rate) throw new Error(`the player shows the rate ${shown}, not ${this.rate}`);
  }

  message = () => notInBrowser('message');

  bodyText(): string {
    return this.body;
  }

  async copyLink(email: string): Promise<string> {
    return this.copyLinkOf(await this.openDetail(email));
  }

  /** Copies the link of the detail open on a page, as the share menu does; the link, once the share is recorded. */
  private async copyLinkOf(page: Page): Promise<string> {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: SHARE }).click();
    const recorded = shareRecorded(page);
    await page.getByRole('button', { name: 'Copiar o link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copiado.' }).waitFor();
    if ((await recorded).status() !== 200) throw new Error('the copied link was not counted');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // An address that opens anywhere: the app's own origin, then the public page.
    if (!link.startsWith(`${new URL(page.url()).origin}/details?id=`))
      throw new Error(`the copied link ${link} is not the public page's full address`);
    return link;
  }

  async openSignedOut(link: string): Promise<SharedView> {
    return this.sharedView(await (await this.newContext()).newPage(), link);
  }

  async openAs(email: string, link: string): Promise<SharedView> {
    const page = await (await this.newContext()).newPage();
    await signIn(page, email);
    return this.sharedView(page, link);
  }

  private async sharedView(page: Page, link: string): Promise<SharedView> {
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

  async shareByWhatsapp(email: string): Promise<string> {
    return this.whatsappOf(await this.openDetail(email));
  }

  /** Shares the detail open on a page by WhatsApp; the message, once the share is recorded. */
  private async whatsappOf(page: Page): Promise<string> {
    // The network here is closed: WhatsApp's page is answered here, so the address the app opened shows.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await page.getByRole('button', { name: SHARE }).click();
    const recorded = shareRecorded(page);
    const [whatsapp] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'WhatsApp' }).click(),
    ]);
    const opened = new URL(whatsapp.url());
    await whatsapp.close();
    if ((await recorded).status() !== 200) throw new Error('the WhatsApp share was not counted');
    if (`${opened.origin}${opened.pathname}` !== 'https://wa.me/') throw new Error(`WhatsApp opened at ${opened.href}`);
    const text = opened.searchParams.get('text') ?? '';
    // The message starts with the detail's own title.
    const heading = ((await page.locator('.news-detail h1').textContent()) ?? '').trim();
    if (text.split('\n\n')[0] !== heading)
      throw new Error(`the message starts "${text.split('\n\n')[0]}", not "${heading}"`);
    return text;
  }

  sharePdfOutsidePlan = () => notInBrowser('sharePdfOutsidePlan');
  counted(): number {
    throw new Error('a core scenario');
  }

  async publishAndShare(): Promise<void> {
    const title = `Geada nos cafezais ${Date.now()}`;
    const desk = await (await this.newContext()).newPage();
    await desk.setViewportSize({ width: 1366, height: 800 });
    await signIn(desk, 'publicador@example.com', { at: '/admin/publishing/register' });
    await desk.getByLabel('Título', { exact: true }).fill(title);
    await desk.getByLabel('Tipo de publicação').selectOption('flash');
    await desk.getByLabel('Café', { exact: true }).check();
    await desk.getByLabel('Resumo').fill('Perdas ainda em avaliação nas lavouras do sul de Minas.');
    await desk.getByLabel('Texto (HTML)').fill('<p>As lavouras amanheceram cobertas de gelo.</p>');
    await desk.getByRole('button', { name: 'Enviar agora' }).click();
    await desk.getByTestId('publishing-status').filter({ hasText: 'Enviada' }).waitFor({ timeout: 30_000 });
    this.published = { title, desk };
    // The item it became, from the link of the mail the subscriber got.
    let path = '';
    await until(async () => {
      const mail = (await mailsTo(desk.request, 'assinante@example.com')).find((m) => m.subject === title);
      path = /\/informative\/7\/\d+/.exec(mail?.text ?? '')?.[0] ?? '';
      return path !== '';
    }, 'the subscriber got no mail of the publication');
    await this.whatsappOf(await this.openDetail('assinante@example.com', path));
    await this.copyLinkOf(await this.openDetail('demo@example.com', path));
  }

  async deskShares(): Promise<{ total: number; byChannel: Record<string, number> }> {
    if (!this.published) throw new Error('nothing published');
    const { title, desk } = this.published;
    await desk.goto(`/admin/publishing?title=${encodeURIComponent(title)}`);
    const counts = desk.getByRole('row', { name: new RegExp(title) }).locator('.share-counts');
    await counts.waitFor();
    const text = (await counts.textContent()) ?? '';
    const byChannel: Record<string, number> = {};
    for (const [channel, name] of [
      ['whatsapp', 'WhatsApp'],
      ['copy', 'Link copiado'],
    ] as const) {
      const count = new RegExp(`${name} (\\d+)`).exec(text)?.[1];
      if (count) byChannel[channel] = Number(count);
    }
    return { total: Number(await counts.getAttribute('data-total')), byChannel };
  }
}
