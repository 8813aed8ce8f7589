import { type SpeakOptions, type SpeechEnd, type SpeechPort, type SpeechVoice } from '../../core';

/** One text a speech engine was given, with how it was asked to speak it and how it ended. */
export interface SpokenText {
  text: string;
  lang: string;
  rate: number;
  voice: string;
  end?: SpeechEnd;
}

/**
 * A speech engine in memory: its voices, every text it was given, and the text being spoken, which ends when the test
 * says (`finish`) or at once (`instant`), or is cut by stop(); an engine that fails, or that does not exist here.
 */
export class FakeSpeech implements SpeechPort {
  voiceList: SpeechVoice[] = [{ name: 'Luciana', lang: 'pt-BR', default: true, localService: true }];
  /** The engine exists here. */
  present = true;
  /** Each text ends as soon as it is spoken. */
  instant = false;
  /** The next text fails. */
  failNext = false;
  readonly spoken: SpokenText[] = [];
  stops = 0;
  private pending: { spoken: SpokenText; settle: (end: SpeechEnd) => void } | null = null;

  supported(): boolean {
    return this.present;
  }

  voices(): Promise<SpeechVoice[]> {
    return Promise.resolve([...this.voiceList]);
  }

  speak(text: string, options: SpeakOptions): Promise<SpeechEnd> {
    const spoken: SpokenText = { text, lang: options.lang, rate: options.rate, voice: options.voice.name };
    this.spoken.push(spoken);
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('synthesis-failed'));
    }
    if (this.instant) {
      spoken.end = 'ended';
      return Promise.resolve('ended');
    }
    return new Promise((resolve) => {
      this.pending = {
        spoken,
        settle: (end) => {
          spoken.end = end;
          this.pending = null;
          resolve(end);
        },
      };
    });
  }

  stop(): void {
    this.stops += 1;
    this.pending?.settle('stopped');
  }

  /** The text being spoken, if any. */
  speaking(): string | null {
    return this.pending?.spoken.text ?? null;
  }

  /** The text being spoken reaches its end. */
  async finish(): Promise<void> {
    this.pending?.settle('ended');
    await settle();
  }
}

/** Lets the promises waiting on a settled one run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
