import { expect, test } from '@playwright/test';

// The cookie notice on a phone: it never covers the sign-in button, and the choice made there is sent as the
// X-Cookies-Accepted header of the next API request, then on every request after a reload, with no notice.

test('a visitor accepts cookies on a phone; the next request carries the choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/login');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Entrar' });
  const [button, box] = [await signIn.boundingBox(), await notice.boundingBox()];
  expect(button && box && button.y + button.height <= box.y, `button ${button?.y}, notice ${box?.y}`).toBe(true);
  await page.screenshot({ path: 'artifacts/e2e/cookie-notice-390x844.png' });

  await notice.getByRole('button', { name: 'Aceitar cookies' }).click();
  await expect(notice).toBeHidden();
  const request = page.waitForRequest((sent) => sent.url().includes('/api/auth/new-signin'));
  await page.getByLabel('E-mail').fill('assinante@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('Celeiro#2026');
  await signIn.click();
  expect((await request).headers()['x-cookies-accepted']).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('a refusal is sent as false', async ({ page }) => {
  await page.goto('/pages/forgot-password');
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Recusar' }).click();
  const request = page.waitForRequest((sent) => sent.url().includes('/api/'));
  await page.getByLabel('E-mail').fill('assinante@example.com');
  await page.getByRole('button', { name: /Enviar/ }).click();
  expect((await request).headers()['x-cookies-accepted']).toBe('false');
});
