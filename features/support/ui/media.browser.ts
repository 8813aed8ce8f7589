import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { signIn } from '../../../tests/support/sign-in';
import { type MediaTasks, type NowPlaying } from '../media.tasks';
import { textsOf } from '../../../tests/support/texts';

const MEDIA = textsOf('media', 'PtBr');
const fill = (text: string, title: string) => text.replace('{{title}}', title);

/**
 * Media in Chromium against the reference server, in Portuguese: the cards of /media (badges, play, add to the
 * playlist, episodes), the playlist display of the same page, and the docked player (its media element, title and
 * episode) that lives beside the app.
 */
export class BrowserMedia implements MediaTasks {
  private page!: Page;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async signIn(email: string): Promise<void> {
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 1366, height: 800 });
    await signIn(this.page, email);
    await this.openMedia();
  }

  async badges(title: string): Promise<string[]> {
    await this.cards();
    const badges = this.card(title).locator('.media-badge[title]');
    return badges.evaluateAll((elements) =>
      elements.map((element) => `${element.getAttribute('title')} ${element.textContent?.trim()}`),
    );
  }

  async play(title: string): Promise<void> {
    await this.cards();
    await this.card(title)
      .getByRole('button', { name: fill(MEDIA.play, title), exact: true })
      .click();
    await this.player().waitFor();
    await this.startedPlaying();
  }

  /** The docked player's media element has its stream's data and plays. */
  private async startedPlaying(): Promise<void> {
    await this.page.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('#media-dock video, #media-dock audio');
      return !!media && !media.paused && media.readyState >= 2;
    });
  }

  async playEpisodeFor(title: string, episode: string, seconds: number): Promise<void> {
    await this.cards();
    const card = this.card(title);
    const details = card.locator('details');
    if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await card.locator('summary').click();
    await card.getByRole('button', { name: new RegExp(`^${episode} `) }).click();
    await this.player().getByText(`· ${episode}`).waitFor();
    await this.page.waitForFunction(
      (wanted) =>
        ((document.querySelector('#media-dock video, #media-dock audio') as HTMLMediaElement | null)?.currentTime ??
          0) >= wanted,
      seconds,
    );
    await this.player().getByRole('button', { name: MEDIA.pause, exact: true }).click();
    await this.page.waitForFunction(
      () =>
        (document.querySelector('#media-dock video, #media-dock audio') as HTMLMediaElement | null)?.paused === true,
    );
  }

  async episodes(title: string): Promise<string[]> {
    await this.cards();
    return this.card(title)
      .locator('.media-episodes button')
      .evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent?.trim() ?? ''));
  }

  async nowPlaying(): Promise<NowPlaying | null> {
    const player = this.player();
    if ((await player.count()) === 0) return null;
    const element = player.locator('video, audio');
    // A stream that plays has its data: wait for it, unless it was paused.
    await this.page.waitForFunction(() => {
      const media = document.querySelector('#media-dock video, #media-dock audio') as HTMLMediaElement | null;
      return !!media && (media.paused || media.readyState >= 2);
    });
    const state = await element.evaluate((media: HTMLMediaElement) => ({
      src: media.currentSrc || media.getAttribute('src') || '',
      time: media.currentTime,
      playing: !media.paused,
    }));
    const episodeText = await player.locator('.media-dock-title .media-muted').allInnerTexts();
    return {
      title: (await player.locator('.media-dock-title strong').innerText()).trim(),
      episode: episodeText[0]?.replace(/^\s*·\s*/, '').trim() ?? null,
      quality: Number(/\/api\/media\/stream\/[^/]+\/(\d+)/.exec(state.src)?.[1] ?? -1),
      time: state.time,
      playing: state.playing,
    };
  }

  async add(title: string): Promise<void> {
    await this.cards();
    const button = this.card(title).getByRole('button', { name: fill(MEDIA.addToPlaylist, title), exact: true });
    // A media already in the playlist cannot be added again: its button is off.
    if (await button.isDisabled()) return;
    await button.click();
    await this.card(title).getByText(MEDIA.inPlaylist).waitFor();
  }

  async remove(title: string): Promise<void> {
    await this.showPlaylist();
    await this.page
      .locator('.media-page')
      .getByRole('button', { name: fill(MEDIA.remove, title), exact: true })
      .click();
    await this.rows().filter({ hasText: title }).waitFor({ state: 'detached' });
  }

  async select(title: string): Promise<void> {
    await this.showPlaylist();
    await this.page
      .locator('.media-page')
      .getByRole('button', { name: fill(MEDIA.select, title), exact: true })
      .click();
    await this.player().getByText(title).waitFor();
    await this.startedPlaying();
  }

  async clear(): Promise<void> {
    await this.showPlaylist();
    await this.page.locator('.media-page').getByRole('button', { name: MEDIA.clear }).click();
    await this.page.locator('.media-page').getByText(MEDIA.emptyPlaylist).waitFor();
  }

  async playlist(): Promise<string[]> {
    await this.showPlaylist();
    return this.rows().locator('.media-playlist-title').allInnerTexts();
  }

  async selected(): Promise<string | null> {
    await this.showPlaylist();
    const selected = this.rows().and(this.page.locator('[aria-current="true"]'));
    return (await selected.count()) === 0 ? null : selected.locator('.media-playlist-title').innerText();
  }

  async playlistOpen(): Promise<boolean> {
    return this.page.locator('#media-dock .media-playlist-dock').isVisible();
  }

  async notices(): Promise<string[]> {
    const toasts = this.page.locator('[data-sonner-toast]');
    await toasts.first().waitFor();
    return (await toasts.allInnerTexts()).flatMap((text) => text.split('\n').map((line) => line.trim()));
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.openMedia();
  }

  async readAnotherPage(): Promise<void> {
    // The app's own navigation (the player lives beside the app and outlives its pages).
    await this.page.evaluate(() => {
      history.pushState({}, '', '/informative/1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await this.page.getByRole('list', { name: 'Conteúdos' }).waitFor();
    // Long enough for the time to move on.
    await this.page.waitForTimeout(1500);
  }

  async pause(): Promise<void> {
    await this.player().getByRole('button', { name: MEDIA.pause, exact: true }).click();
    // Settled: the media element has taken the pause (or the Then step finds it still playing).
    await this.page
      .waitForFunction(
        () => (document.querySelector('#media-dock video, #media-dock audio') as HTMLMediaElement | null)?.paused,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
  }

  private async openMedia(): Promise<void> {
    if (!new URL(this.page.url()).pathname.startsWith('/media')) await this.page.goto('/media');
    await this.page.getByRole('heading', { level: 1, name: MEDIA.title }).waitFor();
  }

  /** The cards display (the page opens with it). */
  private async cards(): Promise<void> {
    await this.openMedia();
    const toggle = this.page.getByRole('group', { name: MEDIA.display }).getByRole('button', { name: MEDIA.cards });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await this.page.locator('.media-card').first().waitFor();
  }

  /** The playlist display of the media page. */
  private async showPlaylist(): Promise<void> {
    await this.openMedia();
    const toggle = this.page
      .getByRole('group', { name: MEDIA.display })
      .getByRole('button', { name: MEDIA.playlist, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await this.page.locator('.media-page .media-playlist').waitFor();
  }

  private rows(): Locator {
    return this.page.locator('.media-page .media-playlist-row');
  }

  private card(title: string): Locator {
    return this.page
      .locator('.media-card')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  private player(): Locator {
    return this.page.locator('#media-dock').getByRole('region', { name: MEDIA.player });
  }
}
