import { type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { type PrivacyTasks } from '../privacy.tasks';
import { mailsTo } from '../../../tests/support/mailbox';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { accountFor } from '../../../tests/support/accounts';

type Device = 'desk' | 'phone';

/** A phone's browser: its own user agent, so the device list names it apart from the desk. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};
const DESK: BrowserContextOptions = { viewport: { width: 1366, height: 800 } };

/** My account's my-data and devices tabs in Chromium, each device a browser of its own, in Portuguese. */
export class BrowserPrivacy implements PrivacyTasks {
  private readonly pages = new Map<Device, Page>();
  private asked = 0;
  private link = '';
  /** The devices ended from another one: their next page must say so before it signs them out. */
  private readonly endedElsewhere = new Set<Device>();

  constructor(private readonly newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>) {}

  async signInOn(device: Device, email: string): Promise<void> {
    const page = await (await this.newContext(device === 'phone' ? PHONE : DESK)).newPage();
    await signInThroughPage(page, email);
    const cookies = page.getByRole('button', { name: 'Aceitar cookies' });
    if (await cookies.isVisible()) await cookies.click();
    this.pages.set(device, page);
  }

  private on(device: Device): Page {
    const page = this.pages.get(device);
    if (!page) throw new Error(`not signed in on the ${device}`);
    return page;
  }

  async askForCopy(): Promise<void> {
    const page = this.on('desk');
    await page.goto('/account/my-data');
    await page.getByRole('heading', { level: 2, name: 'Meus dados' }).waitFor();
    this.asked = Date.now();
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  }

  async copyNotice(): Promise<{ email: string; minutes: number; hours: number }> {
    const status = this.on('desk').getByRole('status').filter({ hasText: 'Cópia pedida' });
    await status.waitFor();
    const text = (await status.textContent()) ?? '';
    const match = /Em até (\d+) minuto enviaremos para (\S+) o link .* vale por (\d+) horas/.exec(text);
    if (!match) throw new Error(`unexpected notice: ${text}`);
    return { minutes: Number(match[1]), email: match[2]!, hours: Number(match[3]) };
  }

  private async openList(device: Device) {
    const page = this.on(device);
    await page.goto('/account/devices');
    const list = page.getByRole('list', { name: 'Dispositivos conectados' });
    await list.getByRole('listitem').first().waitFor();
    return list;
  }

  async deviceList(device: Device): Promise<{ current: boolean; lastUse: string }[]> {
    const items = await (await this.openList(device)).getByRole('listitem').allTextContents();
    return items.map((text) => ({
      current: text.includes('Este dispositivo'),
      lastUse: text.includes('Último uso: agora') ? 'now' : 'earlier',
    }));
  }

  async endDevice(from: Device, target: Device): Promise<void> {
    const list = await this.openList(from);
    const page = this.on(from);
    const confirm = page.getByRole('alertdialog');
    if (from === target) {
      await list.getByRole('listitem').filter({ hasText: 'Este dispositivo' }).getByRole('button').click();
      await confirmSays(confirm, 'Este é o dispositivo que você está usando');
      await confirm.getByRole('button', { name: 'Sair deste dispositivo' }).click();
      await page.waitForURL(/\/pages\/login/);
      return;
    }
    const others = list.getByRole('listitem').filter({ hasNotText: 'Este dispositivo' });
    const before = await others.count();
    const item = others.filter({ hasText: target === 'phone' ? 'Android' : 'Linux' }).first();
    await item.getByRole('button').click();
    await confirmSays(confirm, 'Encerrar este dispositivo?');
    await confirm.getByRole('button', { name: 'Encerrar' }).click();
    await page.getByText('Dispositivo encerrado').first().waitFor();
    // The ended device leaves the list.
    for (let attempt = 0; (await others.count()) !== before - 1; attempt++) {
      if (attempt === 40)
        throw new Error(`the list still shows ${await others.count()} other devices, not ${before - 1}`);
      await page.waitForTimeout(250);
    }
    this.endedElsewhere.add(target);
  }

  async isSignedIn(device: Device): Promise<boolean> {
    const page = this.on(device);
    await page.goto('/my-account');
    const signedIn = page.getByRole('heading', { level: 2, name: 'Dados da conta', exact: true });
    const ended = page.getByRole('alertdialog', { name: 'Sessão encerrada' });
    await signedIn
      .or(ended)
      .or(page.getByRole('heading', { level: 1, name: 'Entrar' }))
      .first()
      .waitFor();
    if (this.endedElsewhere.has(device)) {
      // A device ended from another one is told so; its OK takes it to the sign-in page.
      if (!(await ended.isVisible())) throw new Error(`the ended ${device} did not say 'Sessão encerrada'`);
      await ended.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/pages\/login/);
      return false;
    }
    return signedIn.isVisible();
  }

  async downloadMailedCopy(): Promise<Buffer> {
    const page = this.on('desk');
    const pattern = /https?:\/\/\S+\/api\/user\/data-export\/download\?token=[A-Za-z0-9_-]+/;
    const email = accountFor('assinante@example.com').email;
    for (let attempt = 0; attempt < 240 && !this.link; attempt++) {
      const mail = (await mailsTo(page.request, email)).find(
        (m) => Date.parse(m.sentAt) >= this.asked && pattern.test(m.text),
      );
      if (mail)
        this.link = new URL(mail.text.match(pattern)![0]).pathname + new URL(mail.text.match(pattern)![0]).search;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!this.link) throw new Error('no copy was mailed within a minute');
    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(this.link).catch(() => undefined)]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return readFile(path);
  }

  async openMailedLinkAgain(): Promise<string> {
    const page = this.on('desk');
    await page.goto(this.link);
    await page.getByRole('heading', { level: 1, name: 'Este link não funciona mais' }).waitFor();
    return (await page.locator('#reason').textContent()) ?? '';
  }
}

/** Waits for the confirmation dialog and checks that it asks what it should. */
async function confirmSays(dialog: Locator, text: string): Promise<void> {
  await dialog.waitFor();
  const shown = (await dialog.textContent()) ?? '';
  if (!shown.includes(text)) throw new Error(`the confirmation says "${shown}", not "${text}"`);
}
