import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInWithCode } from './mailbox';
import { SCREENS, signedInAt } from './screens';
import { setTourAside } from './tour-aside';

// Sharing that respects rights: the publisher sends a Coffee flash; the subscriber shares it by a copied link and by
// WhatsApp (title, teaser and the link to its public page); the link opened in a fresh browser shows the public detail
// and the plans, never the body, and so it does for a signed-in reader without the right; the desk counts the shares
// by channel.

mkdirSync('test-results/e2e', { recursive: true });

/** BENCH_CPU_THROTTLE=4 runs the reader's page with the CPU slowed four times. */
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);

interface Mail {
  subject: string;
  text: string;
}

const SUMMARY = 'Perdas ainda em avaliação nas lavouras do sul de Minas.';
const BODY = 'As lavouras amanheceram cobertas de gelo, e as perdas serão medidas nesta semana.';

test('a shared link shows the public detail and the plans without the right, and the desk counts the shares', async ({
  browser,
  request,
}) => {
  const title = `Geada nos cafezais ${Date.now()}`;
  const desk = await browser.newContext({
    viewport: { width: SCREENS.desk.width, height: SCREENS.desk.height },
    locale: 'pt-BR',
  });
  const publisher = await desk.newPage();
  await signInWithCode(publisher, 'publicador@example.com');
  await setTourAside(publisher);
  await publisher.getByRole('button', { name: 'Aceitar cookies' }).click();
  await publisher.goto('/admin/publishing/register');
  await publisher.getByLabel('Título', { exact: true }).fill(title);
  await publisher.getByLabel('Tipo de publicação').selectOption('flash');
  await publisher.getByLabel('Café', { exact: true }).check();
  await publisher.getByLabel('Resumo').fill(SUMMARY);
  await publisher.getByLabel('Texto (HTML)').fill(`<p>${BODY}</p>`);
  await publisher.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(publisher.getByTestId('publishing-status')).toContainText('Enviada', { timeout: 30_000 });
  const mails = (await (
    await request.get(`/dev/mailbox.json?to=${encodeURIComponent('assinante@example.com')}`)
  ).json()) as Mail[];
  const id = Number(/\/informative\/7\/(\d+)/.exec(mails.find((mail) => mail.subject === title)?.text ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  // The subscriber copies the link and sends it by WhatsApp.
  const reader = await signedInAt(browser, 'assinante@example.com', SCREENS.phone);
  await reader.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  if (THROTTLE > 1) {
    const cdp = await reader.context.newCDPSession(reader.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  await reader.page.goto(`/informative/7/${id}`);
  await expect(reader.page.getByText(BODY)).toBeVisible();
  const share = reader.page.getByRole('button', { name: 'Compartilhar a análise' });
  await share.click();
  const menu = reader.page.getByRole('list', { name: 'Compartilhar a análise' });
  await reader.page.screenshot({ path: 'test-results/e2e/share-phone-390x844.png' });
  const counted = () =>
    reader.page.waitForResponse((r) => r.url().endsWith('/api/content/share') && r.request().method() === 'POST');
  let recorded = counted();
  await menu.getByRole('button', { name: 'Copiar o link' }).click();
  await expect(reader.page.getByRole('status').filter({ hasText: 'Link copiado.' })).toBeVisible();
  expect((await recorded).status()).toBe(200);
  const link = await reader.page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/details\\?id=${id}$`));

  // The network here is closed: WhatsApp's page is answered by the test, so the address the app opened shows.
  await reader.context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  await share.click();
  recorded = counted();
  const [whatsapp] = await Promise.all([
    reader.page.waitForEvent('popup'),
    menu.getByRole('button', { name: 'WhatsApp' }).click(),
  ]);
  const sent = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(sent).toBe(`${title}\n\n${SUMMARY}\n\n${link}`);
  expect(sent).not.toContain(BODY);
  await whatsapp.close();
  expect((await recorded).status()).toBe(200);
  await reader.context.close();

  // A fresh browser, signed out: the public detail and the plans, never the body.
  const visitor = await browser.newContext({ locale: 'pt-BR' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByText(SUMMARY)).toBeVisible();
  await expect(visitorPage.locator('.public-detail-upsell')).toBeVisible();
  await expect(visitorPage.getByText(BODY)).toHaveCount(0);
  await visitor.close();

  // A signed-in reader without the right (the free user): the same public detail and plans.
  const free = await signedInAt(browser, 'gratuito@example.com', SCREENS.phone);
  await free.page.goto(link);
  await expect(free.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(free.page.locator('.public-detail-upsell')).toBeVisible();
  await expect(free.page.getByText(BODY)).toHaveCount(0);
  await free.context.close();

  // The desk counts both shares, by channel.
  await publisher.goto(`/admin/publishing?title=${encodeURIComponent(title)}`);
  const row = publisher.getByRole('row', { name: new RegExp(title) });
  await expect(row.locator('.share-counts')).toHaveAttribute('data-total', '2');
  await expect(row.locator('.share-counts')).toContainText('WhatsApp 1');
  await expect(row.locator('.share-counts')).toContainText('Link copiado 1');
  await publisher.screenshot({ path: 'test-results/e2e/share-counts-desk.png' });
  await desk.close();
});
