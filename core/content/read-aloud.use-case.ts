import { chooseVoice, contentSpeechLanguage, readingOf, type SpeechVoice } from './listen';
import { speechRateOf } from './speech-rate';
import { type SpeechPort } from './speech.port';
import { type Locale } from '../kernel/locale';

/** Where a reading stands: nothing read, reading, paused on a paragraph, no voice for the language, or failed. */
export type ReadAloudStatus = 'idle' | 'loading' | 'speaking' | 'paused' | 'no-voice' | 'unsupported' | 'failed';

/** What is read aloud: an item's title and body, in the languages the item is offered in. */
export interface ReadAloudItem {
  title: string;
  /** The body's HTML. */
  body: string;
  languages: readonly Locale[];
}

/** A reading's state, as the control shows it. */
export interface ReadAloudState {
  status: ReadAloudStatus;
  /** What is read: the title, then each paragraph of the body. */
  paragraphs: readonly string[];
  /** The paragraph being read (or paused on); -1 when none. */
  current: number;
  /** The BCP 47 tag of the language read in. */
  lang: string;
}

const IDLE: ReadAloudState = { status: 'idle', paragraphs: [], current: -1, lang: '' };

/**
 * Reads an item aloud, paragraph by paragraph (issue 17, part 2): the title, then each paragraph of the body, in the
 * item's language, at the user's rate. Pause stops at the paragraph being read and resume reads it again from its
 * start (every engine can do that, where a pause in mid-sentence is not kept by all); next and previous skip by
 * paragraph; stop ends the reading. Where no voice speaks the language, the reading does not start and says so.
 */
export class ReadAloudUseCase {
  private state: ReadAloudState = IDLE;
  private rate = 1;
  private voice: SpeechVoice | null = null;
  /** Each run of the reading loop: a stop, pause or skip starts another, and the old one ends at its next step. */
  private run = 0;
  private readonly listeners = new Set<(state: ReadAloudState) => void>();

  constructor(private readonly speech: SpeechPort) {}

  /** The reading's state now. */
  current(): ReadAloudState {
    return this.state;
  }

  /** Hears every change of the state; returns the way to stop. */
  subscribe(listener: (state: ReadAloudState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Starts reading an item from its title, in its language for a reader of `locale`, at `rate` (0.5–2). */
  async start(item: ReadAloudItem, locale: Locale, rate: number): Promise<void> {
    this.halt();
    const run = this.run;
    this.rate = speechRateOf(rate);
    const lang = contentSpeechLanguage(item.languages, locale);
    const paragraphs = readingOf(item.title, item.body);
    if (!this.speech.supported()) return this.set({ status: 'unsupported', paragraphs, current: -1, lang });
    this.set({ status: 'loading', paragraphs, current: -1, lang });
    let voices: SpeechVoice[];
    try {
      voices = await this.speech.voices();
    } catch {
      voices = [];
    }
    if (run !== this.run) return;
    this.voice = chooseVoice(voices, lang);
    if (!this.voice) return this.set({ status: 'no-voice', paragraphs, current: -1, lang });
    if (paragraphs.length === 0) return this.set({ ...this.state, status: 'idle' });
    await this.readFrom(0);
  }

  /** Pauses on the paragraph being read. */
  pause(): void {
    if (this.state.status !== 'speaking') return;
    this.halt();
    this.set({ ...this.state, status: 'paused' });
  }

  /** Reads on from the start of the paragraph paused on. */
  async resume(): Promise<void> {
    if (this.state.status !== 'paused') return;
    await this.readFrom(Math.max(0, this.state.current));
  }

  /** Skips to the next paragraph (read at once while reading; chosen while paused); nothing after the last. */
  async next(): Promise<void> {
    await this.skip(this.state.current + 1);
  }

  /** Goes back to the paragraph before (the first stays the first). */
  async previous(): Promise<void> {
    await this.skip(Math.max(0, this.state.current - 1));
  }

  /** Ends the reading. */
  stop(): void {
    this.halt();
    this.set({ ...this.state, status: 'idle', current: -1 });
  }

  /** Changes the rate; the next paragraph read goes at it. */
  setRate(rate: number): void {
    this.rate = speechRateOf(rate);
  }

  private async skip(index: number): Promise<void> {
    const { status, paragraphs } = this.state;
    if ((status !== 'speaking' && status !== 'paused') || index >= paragraphs.length) return;
    if (status === 'paused') return this.set({ ...this.state, current: index });
    this.halt();
    await this.readFrom(index);
  }

  /** Stops what is spoken and ends the running loop. */
  private halt(): void {
    this.run += 1;
    if (this.state.status === 'speaking') this.speech.stop();
  }

  private async readFrom(index: number): Promise<void> {
    const voice = this.voice;
    if (!voice) return;
    const run = ++this.run;
    const { paragraphs, lang } = this.state;
    for (let current = index; current < paragraphs.length; current += 1) {
      this.set({ ...this.state, status: 'speaking', current });
      try {
        await this.speech.speak(paragraphs[current]!, { lang, rate: this.rate, voice });
      } catch {
        if (run === this.run) this.set({ ...this.state, status: 'failed' });
        return;
      }
      if (run !== this.run) return;
    }
    this.set({ ...this.state, status: 'idle', current: -1 });
  }

  private set(state: ReadAloudState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
