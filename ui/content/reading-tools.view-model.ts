import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type Locale,
  type ReadAloudState,
  SavePreferencesUseCase,
  type ShareChannel,
  type ShareOutcome,
  speechRateOf,
} from '../../core';
import { attempt } from '../kit/outcome';
import { LocaleStore } from '../kit/i18n/locale.store';
import { SessionStore } from '../shell/session.store';
import { type LoadReadingEngines, type ReadingEngines, ReadingEnginesLoader } from './reading-engines';

/** The item the controls read and share. */
export interface ReadingItem {
  id: number;
  title: string;
  summary: string;
  /** The body's HTML; for a locked item, its summary. */
  body: string;
  languages: Locale[];
  /** Whether the item is a report the reader may open (its PDF is offered). */
  canPdf: boolean;
}

/** What the share control last said. */
export type ShareNotice = { kind: 'copied' | 'shared' | 'failed' } | { kind: 'pdf-saved'; name: string } | null;

const IDLE: ReadAloudState = { status: 'idle', paragraphs: [], current: -1, lang: '' };

/**
 * The listen and share controls of an item's detail: the reading aloud (its state as the use case tells it, the rate
 * the user keeps with the layout preferences) and the share menu. The engines load when the reader first presses one.
 */
@injectable('Transient')
export class ReadingToolsViewModel {
  reading: ReadAloudState = IDLE;
  /** The engines are loading (the first press). */
  starting = false;
  shareOpen = false;
  /** Whether the system share sheet is offered (known once the engines loaded). */
  hasShareSheet = false;
  sharing: ShareChannel | null = null;
  notice: ShareNotice = null;
  private item: ReadingItem | null = null;
  private engines: ReadingEngines | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @inject(ReadingEnginesLoader) private readonly loadEngines: LoadReadingEngines,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SavePreferencesUseCase) private readonly savePreferences: SavePreferencesUseCase,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<
      this,
      'item' | 'engines' | 'unsubscribe' | 'loadEngines' | 'session' | 'savePreferences' | 'locale'
    >(
      this,
      {
        item: false,
        engines: false,
        unsubscribe: false,
        loadEngines: false,
        session: false,
        savePreferences: false,
        locale: false,
      },
      { autoBind: true },
    );
  }

  load(item: ReadingItem): Promise<void> {
    this.item = item;
    return Promise.resolve();
  }

  dispose(): void {
    this.engines?.readAloud.stop();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The rate read at: the user's, kept with the layout preferences (the default, 1, until one is kept). */
  get rate(): number {
    return speechRateOf(this.session.user?.rateTextSpeech);
  }

  /** Whether the player shows (a reading under way or paused). */
  get playing(): boolean {
    return ['loading', 'speaking', 'paused'].includes(this.reading.status);
  }

  /** Starts reading the item aloud from its title. */
  async listen(): Promise<void> {
    const engines = await this.ready();
    if (!engines || !this.item) return;
    await engines.readAloud.start(this.item, this.locale.locale, this.rate);
  }

  pause(): void {
    this.engines?.readAloud.pause();
  }

  resume(): void {
    void this.engines?.readAloud.resume();
  }

  next(): void {
    void this.engines?.readAloud.next();
  }

  previous(): void {
    void this.engines?.readAloud.previous();
  }

  stop(): void {
    this.engines?.readAloud.stop();
  }

  /**
   * Changes the rate: the stored user shows it at once and the account keeps it with the layout preferences (a failed
   * save was shown by the transport); read at from the next paragraph.
   */
  setRate(rate: number): void {
    void attempt(() => this.savePreferences.execute({ rateTextSpeech: speechRateOf(rate) }));
    this.engines?.readAloud.setRate(speechRateOf(rate));
  }

  /** Opens or closes the share menu (the engines load at the first opening). */
  async toggleShare(): Promise<void> {
    if (this.shareOpen) {
      this.shareOpen = false;
      return;
    }
    const engines = await this.ready();
    if (!engines) return;
    runInAction(() => {
      this.hasShareSheet = engines.share.hasShareSheet();
      this.shareOpen = true;
      this.notice = null;
    });
  }

  closeShare(): void {
    this.shareOpen = false;
  }

  /** Shares the item by a channel, and says what it did. */
  async share(channel: ShareChannel): Promise<void> {
    const engines = this.engines;
    const item = this.item;
    if (!engines || !item || this.sharing) return;
    this.sharing = channel;
    this.notice = null;
    let outcome: ShareOutcome | 'failed';
    let name = '';
    try {
      outcome = await engines.share.execute(item, channel, window.location.origin);
      name = `${item.title}.pdf`;
    } catch {
      outcome = 'failed';
    }
    runInAction(() => {
      this.sharing = null;
      if (outcome === 'failed') this.notice = { kind: 'failed' };
      else if (outcome === 'saved') this.notice = { kind: 'pdf-saved', name };
      else if (outcome === 'shared') {
        this.notice = { kind: channel === 'copy' ? 'copied' : 'shared' };
        this.shareOpen = false;
      }
    });
  }

  private async ready(): Promise<ReadingEngines | null> {
    if (this.engines) return this.engines;
    this.starting = true;
    try {
      const engines = await this.loadEngines();
      runInAction(() => {
        this.engines = engines;
        this.starting = false;
      });
      this.unsubscribe = engines.readAloud.subscribe((state) => runInAction(() => (this.reading = state)));
      return engines;
    } catch {
      runInAction(() => {
        this.starting = false;
        this.reading = { ...IDLE, status: 'failed' };
      });
      return null;
    }
  }
}
