import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { browserAt, SCREENS } from './screens';
import { subscriberItemWithAttachment } from './seeded-documents';

// Listening to an item: the detail's listen control reads the title and then each paragraph with the browser's speech
// synthesis, in the item's language, at the rate the user keeps (changed, saved, and read at again after a reload);
// and says so where no voice reads the language. Headless Chromium has no voices and no audio: an init script stands
// in for the engine at the Web Speech API (it lists a pt-BR voice, records each utterance's text, lang and rate, and
// ends it after a moment), so what the app asks of the browser is what the test sees. The controls are shot on a
// phone (390×844) and on a desk (1366×800). BENCH_CPU_THROTTLE=4 runs them with the CPU slowed four times.

mkdirSync('test-results/e2e', { recursive: true });

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);

/** Slows the page's CPU when the run asks for it. */
async function throttle(page: Page): Promise<void> {
  if (THROTTLE <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

interface Spoken {
  text: string;
  lang: string;
  rate: number;
}

/** The stand-in speech engine: one pt-BR voice; each utterance recorded, and ended 600 ms later unless cancelled. */
function standInSpeech() {
  const spoken: Spoken[] = [];
  const voices = [{ name: 'Test Luciana', lang: 'pt-BR', default: true, localService: true, voiceURI: 'test-pt-br' }];
  let timer: ReturnType<typeof setTimeout> | undefined;
  Object.assign(window, { __spoken: spoken });
  speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
  speechSynthesis.speak = (utterance) => {
    spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
    timer = setTimeout(() => utterance.onend?.call(utterance, new Event('end') as SpeechSynthesisEvent), 600);
  };
  speechSynthesis.cancel = () => clearTimeout(timer);
}

const spokenOf = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

/** A context at a screen's size, signed in as the subscriber, with the stand-in engine in every document. */
async function subscriberAt(browser: Browser, baseURL: string | undefined, screen: (typeof SCREENS)['phone' | 'desk']) {
  const signed = await browserAt(browser, baseURL ?? '', screen);
  await signed.context.addInitScript(standInSpeech);
  await signIn(signed.page, 'assinante@example.com');
  await throttle(signed.page);
  return signed;
}

async function openItem(page: Page, id: number) {
  await page.goto(`/informative/0/${id}`);
  await expect(page.getByRole('button', { name: 'Ouvir a análise em voz alta' })).toBeVisible();
}

/** Every control of the player is at least 44 px square: usable by thumb. */
async function expectThumbSized(page: Page) {
  const boxes = await page
    .locator('.reading-player button, .reading-player select, .reading-tools-buttons button')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
  expect(boxes.length).toBeGreaterThanOrEqual(7);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

test('the listen and share controls on a desk leave the reading its room', async ({ browser, baseURL }) => {
  const item = subscriberItemWithAttachment();
  const { context, page } = await subscriberAt(browser, baseURL, SCREENS.desk);
  await openItem(page, item.id);
  await page.getByRole('button', { name: 'Ouvir a análise em voz alta' }).click();
  const player = page.getByRole('region', { name: 'Leitura em voz alta' });
  await expect(player).toBeVisible();
  await expect.poll(async () => (await spokenOf(page)).length).toBeGreaterThanOrEqual(1);
  await expectThumbSized(page);
  // The player is narrower than the text column's page, and leaves the body readable above it.
  const playerBox = (await player.boundingBox())!;
  expect(playerBox.width).toBeLessThanOrEqual(600);
  expect(playerBox.height).toBeLessThanOrEqual(120);
  await page.screenshot({ path: 'test-results/e2e/reading-desk-1366x800.png' });
  await player.getByRole('button', { name: 'Pausar' }).click();
  await page.getByRole('button', { name: 'Compartilhar a análise' }).click();
  const menu = page.getByRole('list', { name: 'Compartilhar a análise' });
  await expect(menu.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'PDF do relatório' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/share-desk-1366x800.png' });
  await context.close();
});

test('where no voice reads the language, the listen control says so', async ({ browser, baseURL }) => {
  const item = subscriberItemWithAttachment();
  // The headless browser's own speech: it lists no voice.
  const { context, page } = await browserAt(browser, baseURL ?? '', SCREENS.phone);
  await signIn(page, 'assinante@example.com');
  await throttle(page);
  await openItem(page, item.id);
  await page.getByRole('button', { name: 'Ouvir a análise em voz alta' }).click();
  await expect(page.getByRole('alert')).toContainText('Não há voz para ler em português');
  await expect(page.getByRole('region', { name: 'Leitura em voz alta' })).toHaveCount(0);
  await context.close();
});
