import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type DataExportDocument } from '../../core';
import { COOKIE_CONSENT_NAME } from '../../core/shell/cookie-consent';
import { mailsTo } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { unzip } from '../support/unzip';

// The copy of one's data, as the file saved: the ZIP the mailed link downloads and what it holds. Asking for the copy,
// the notice, the second use of the link and the device list are user flows, checked by features/account/my-data.feature.

const SUBSCRIBER = 'assinante@example.com';
const LINK = /https?:\/\/\S+\/api\/user\/data-export\/download\?token=[A-Za-z0-9_-]+/;

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

test('the copy of the data the mailed link downloads is a ZIP of the account, its devices and consents', async ({
  page,
  baseURL,
}) => {
  await signIn(page, SUBSCRIBER);
  await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
  await page.goto('/account/my-data');
  const since = Date.now();
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const link = await mailedLink(page, SUBSCRIBER, since);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.goto(`${link.pathname}${link.search}`).catch(() => undefined),
  ]);
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
});
