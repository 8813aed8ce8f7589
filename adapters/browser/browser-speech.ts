// Reading aloud with the browser's speech synthesis (Web Speech API): one utterance per text, in its language and at
// its rate; the voices as the browser lists them (Chromium lists them late: the first ask waits for voiceschanged).
import { type SpeakOptions, type SpeechEnd, type SpeechPort, type SpeechVoice } from '../../core';

/** What of the window reads aloud. */
export type SpeechHost = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> & {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
  SpeechSynthesisVoice?: typeof SpeechSynthesisVoice;
};

/** How long the first ask for the voices waits for a browser that lists them late. */
export const VOICES_WAIT_MS = 1500;

/** SpeechPort over the browser's speechSynthesis. */
export class BrowserSpeech implements SpeechPort {
  private settle: ((end: SpeechEnd) => void) | null = null;

  constructor(private readonly host: SpeechHost) {}

  supported(): boolean {
    return this.host.speechSynthesis !== undefined && typeof this.host.SpeechSynthesisUtterance === 'function';
  }

  async voices(): Promise<SpeechVoice[]> {
    const synthesis = this.host.speechSynthesis;
    if (!synthesis) return [];
    const listed = synthesis.getVoices();
    if (listed.length > 0) return listed;
    await new Promise<void>((resolve) => {
      const done = () => {
        synthesis.removeEventListener('voiceschanged', done);
        this.host.clearTimeout(timer);
        resolve();
      };
      synthesis.addEventListener('voiceschanged', done);
      const timer = this.host.setTimeout(done, VOICES_WAIT_MS);
    });
    return synthesis.getVoices();
  }

  speak(text: string, options: SpeakOptions): Promise<SpeechEnd> {
    const { speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance } = this.host;
    if (!synthesis || !Utterance) return Promise.reject(new Error('speech synthesis is not available'));
    return new Promise<SpeechEnd>((resolve, reject) => {
      const utterance = new Utterance(text);
      utterance.lang = options.lang;
      utterance.rate = options.rate;
      // A voice the browser listed (the engine's own object) is set; the language alone picks one otherwise.
      const Voice = this.host.SpeechSynthesisVoice;
      if (Voice && options.voice instanceof Voice) utterance.voice = options.voice;
      const settle = (end: SpeechEnd) => {
        if (this.settle === settle) this.settle = null;
        resolve(end);
      };
      this.settle = settle;
      utterance.onend = () => settle('ended');
      utterance.onerror = (event) => {
        if (event.error === 'interrupted' || event.error === 'canceled') return settle('stopped');
        if (this.settle === settle) this.settle = null;
        reject(new Error(`speech synthesis failed: ${event.error}`));
      };
      synthesis.speak(utterance);
    });
  }

  stop(): void {
    const settle = this.settle;
    this.settle = null;
    settle?.('stopped');
    this.host.speechSynthesis?.cancel();
  }
}
