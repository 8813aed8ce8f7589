import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type DataExportDocument } from '../../core';
import { unzip } from '../support/unzip';
import { mailsTo } from './mailbox';
import { expectNoSidewaysScroll, SCREENS, signedInAt } from './screens';

const SUBSCRIBER = 'assinante@example.com';
const LINK = /https?:\/\/\S+\/api\/user\/data-export\/download\?token=[A-Za-z0-9_-]+/;
/** CPU throttling (CDP), for the run that checks the tests hold on a slow device: E2E_THROTTLE=4. */
const THROTTLE = Number(process.env.E2E_THROTTLE ?? 1);

async function throttled(page: Page): Promise<void> {
  if (THROTTLE > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

/** The link of the newest copy mailed to `to` after `since` (built within a minute). */
async function mailedLink(page: Page, to: string, since: number): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(page.request, to)).find((m) => Date.parse(m.sentAt) >= since && LINK.test(m.text));
        link = mail?.text.match(LINK)?.[0];
        return link;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeDefined();
  return new URL(link!);
}

test('the subscriber asks for the copy of their data in my account, downloads it by the mailed link once, and a second use is refused', async ({
  browser,
}) => {
  const { context, page } = await signedInAt(browser, SUBSCRIBER, SCREENS.desk);
  await throttled(page);
  await page.goto('/account/my-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Meus dados' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/my-data-desk.png', fullPage: true });
  const since = Date.now();
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cópia pedida' })).toContainText(
    `Em até 1 minuto enviaremos para ${SUBSCRIBER} o link da cópia dos seus dados.`,
  );
  const link = await mailedLink(page, SUBSCRIBER, since);
  const path = `${link.pathname}${link.search}`;

  const [download] = await Promise.all([page.waitForEvent('download'), page.goto(path).catch(() => undefined)]);
  expect(download.suggestedFilename()).toMatch(/^celeiro-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile((await download.path())!));
  expect([...files.keys()]).toEqual(['celeiro-data.json', 'celeiro-data.pdf']);
  expect(files.get('celeiro-data.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const data = JSON.parse(files.get('celeiro-data.json')!.toString('utf8')) as DataExportDocument;
  expect(data.account.email).toBe(SUBSCRIBER);
  // This browser is among the devices, with the session's address and user agent, and its cookie choice a consent.
  const sessions = data.devices.flatMap((device) => device.sessions);
  expect(sessions.some((session) => session.ip === '127.0.0.1' && /Chrom/.test(session.userAgent))).toBe(true);
  expect(data.consents).toContainEqual(expect.objectContaining({ kind: 'cookies', granted: true }));
  expect(data.consents).toContainEqual(expect.objectContaining({ kind: 'terms-and-privacy-policy', granted: true }));
  expect(Array.isArray(data.favourites)).toBe(true);

  // The link works once: a second use shows a page that says so.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Este link não funciona mais' })).toBeVisible();
  await expect(page.locator('#reason')).toHaveText(
    'Este link de download da cópia dos seus dados já foi usado. Cada link funciona uma única vez.',
  );
  await page.screenshot({ path: 'test-results/e2e/my-data-link-used.png', fullPage: true });
  await context.close();
});

test('the device list marks this browser, ends another device, and ending this one signs it out', async ({
  browser,
}) => {
  const first = await signedInAt(browser, SUBSCRIBER, SCREENS.phone);
  const second = await signedInAt(browser, SUBSCRIBER, SCREENS.desk);
  await throttled(first.page);

  await first.page.goto('/account/my-data');
  await expect(first.page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
  await expectNoSidewaysScroll(first.page);
  await first.page.screenshot({ path: 'test-results/e2e/my-data-phone.png', fullPage: true });

  await first.page.goto('/account/devices');
  const list = first.page.getByRole('list', { name: 'Dispositivos conectados' });
  await expect(list.getByRole('listitem').first()).toContainText('Este dispositivo');
  await expect(list.getByRole('listitem').first()).toContainText('Último uso: agora');
  await expect(list.getByRole('listitem')).not.toHaveCount(1);
  await expectNoSidewaysScroll(first.page);
  await first.page.screenshot({ path: 'test-results/e2e/devices-phone.png', fullPage: true });

  await second.page.goto('/account/devices');
  await expect(second.page.getByRole('list', { name: 'Dispositivos conectados' })).toBeVisible();
  await expectNoSidewaysScroll(second.page);
  await second.page.screenshot({ path: 'test-results/e2e/devices-desk.png', fullPage: true });

  // The first browser ends the second one: its next request finds its session ended.
  const others = list.getByRole('listitem').filter({ hasNotText: 'Este dispositivo' });
  const before = await others.count();
  await others.first().getByRole('button').click();
  await expect(first.page.getByRole('alertdialog')).toContainText('Encerrar este dispositivo?');
  await first.page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar' }).click();
  await expect(first.page.getByText('Dispositivo encerrado').first()).toBeVisible();
  await expect(others).toHaveCount(before - 1);
  await second.page.goto('/my-account');
  const ended = second.page.getByRole('alertdialog', { name: 'Sessão encerrada' });
  await expect(ended).toBeVisible({ timeout: 20_000 });
  await ended.getByRole('button', { name: 'OK' }).click();
  await expect(second.page).toHaveURL(/\/pages\/login/, { timeout: 20_000 });

  // Ending this browser's own device signs it out as a logout does.
  await list.getByRole('listitem').filter({ hasText: 'Este dispositivo' }).getByRole('button').click();
  await expect(first.page.getByRole('alertdialog')).toContainText('Este é o dispositivo que você está usando');
  await first.page.getByRole('alertdialog').getByRole('button', { name: 'Sair deste dispositivo' }).click();
  await expect(first.page).toHaveURL(/\/pages\/login/, { timeout: 20_000 });
  await first.context.close();
  await second.context.close();
});
