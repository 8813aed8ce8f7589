import { mkdirSync } from 'node:fs';
import { type Browser, expect, test, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';
import { expectNoSidewaysScroll, SCREENS, signedInAt } from './screens';
import { setTourAside } from './tour-aside';

// The publishing desk in Chromium against the reference server: the publisher writes a Coffee flash (a refusal first
// keeps what was typed), sends it, and sees it sent; the dev mailbox holds it for the subscriber who follows Coffee,
// and the subscriber's notification centre shows it. The desk's pages are shot on a phone and on a desk.

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The publisher signed in on a desk: the guided tour of a first sign-in put away, the cookie notice answered. */
async function publisherAtDesk(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: SCREENS.desk.width, height: SCREENS.desk.height },
    locale: 'pt-BR',
  });
  const page: Page = await context.newPage();
  await signInWithCode(page, 'publicador@example.com');
  await setTourAside(page);
  await page.getByRole('button', { name: 'Aceitar cookies' }).click();
  return { context, page };
}

test('the publisher sends a Coffee flash that reaches the subscriber by e-mail and in the notification centre', async ({
  browser,
  request,
}) => {
  mkdirSync('test-results/e2e', { recursive: true });
  const title = `Geada atinge cafezais do sul de Minas ${Date.now()}`;
  const { context, page } = await publisherAtDesk(browser);

  await page.goto('/admin/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicações' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova publicação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Escrever publicação' })).toBeVisible();

  // Refused without a commodity and a body: the messages show beside their fields, the title typed stays.
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Escolha pelo menos uma commodity')).toBeVisible();
  await expect(page.getByText('Escreva o texto da publicação')).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);

  await page.getByLabel('Tipo de publicação').selectOption('flash');
  await page.getByLabel('Café', { exact: true }).check();
  await page.getByLabel('Resumo').fill('Perdas ainda em avaliação nas lavouras do sul de Minas.');
  await page.getByLabel('Texto (HTML)').fill('<p>As lavouras amanheceram cobertas de gelo.</p>');
  await page.getByLabel('Importante').check();
  await page.screenshot({ path: 'test-results/e2e/publishing-form-desk.png', fullPage: true });
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Enviar agora' }).click();
  const status = page.getByTestId('publishing-status');
  await expect(status).toContainText('Enviada');
  await expect(page).toHaveURL(/\/admin\/publishing\/register\?id=\d+$/);
  // Sent: nothing more to do with it.
  await expect(page.getByRole('button', { name: 'Enviar agora' })).toHaveCount(0);
  await expect(page.getByLabel('Título', { exact: true })).toBeDisabled();

  // The list shows it sent, on a desk and on a phone.
  await page.goto(`/admin/publishing?title=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Enviada');
  await page.screenshot({ path: 'test-results/e2e/publishing-list-desk.png' });
  // On a phone (the page opened there: the layout follows the screen it starts on).
  await page.setViewportSize({ width: SCREENS.phone.width, height: SCREENS.phone.height });
  await page.reload();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/publishing-list-phone.png' });
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('publishing-status')).toContainText('Enviada');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/publishing-form-phone.png', fullPage: true });
  await context.close();

  // The dev mailbox holds it for the subscriber, with a link that opens it.
  const mails = (await (
    await request.get(`/dev/mailbox.json?to=${encodeURIComponent('assinante@example.com')}`)
  ).json()) as Mail[];
  const mail = mails.find((m) => m.subject === title);
  expect(mail?.text).toMatch(/\/informative\/7\/\d+/);

  // The subscriber's notification centre shows it.
  const reader = await signedInAt(browser, 'assinante@example.com', SCREENS.desk);
  await reader.page.getByRole('button', { name: /^Notificações/ }).click();
  const panel = reader.page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await reader.context.close();
});
