// Reading aloud inside the native shell (adapters/native/PROTOCOL.md, speech): the shell's own speech when it offers
// one (speechVoices answers), else the WebView's speech synthesis. The shell reads a text after `speak` and tells
// `speechEnded` when it has read it or was stopped.
import {
  type IdPort,
  type LoggerPort,
  type NativeBridgePort,
  type SpeakOptions,
  type SpeechEnd,
  type SpeechPort,
  type SpeechVoice,
} from '../../core';

/** The text the shell is reading, waiting for its end. */
interface Reading {
  utterance: string;
  settle: (end: SpeechEnd) => void;
}

/** SpeechPort of the native shell, with the WebView's speech where the shell has none. */
export class NativeSpeech implements SpeechPort {
  /** Which engine reads: unknown until the voices are asked. */
  private engine: 'unknown' | 'shell' | 'webview' = 'unknown';
  private reading: Reading | null = null;
  private readonly stopListening: () => void;

  constructor(
    private readonly shell: NativeBridgePort,
    private readonly webview: SpeechPort,
    private readonly ids: IdPort,
    private readonly logger: LoggerPort,
  ) {
    this.stopListening = shell.listen((told) => {
      if (told.event !== 'speechEnded' || told.utterance !== this.reading?.utterance) return;
      this.finish(told.finished ? 'ended' : 'stopped');
    });
  }

  /** Which engine reads here, once the voices were asked. */
  get using(): 'unknown' | 'shell' | 'webview' {
    return this.engine;
  }

  supported(): boolean {
    return this.shell.present() || this.webview.supported();
  }

  async voices(): Promise<SpeechVoice[]> {
    if (this.shell.present()) {
      try {
        const { voices } = await this.shell.request('speechVoices', {});
        this.engine = 'shell';
        return voices.filter((voice) => typeof voice?.lang === 'string' && typeof voice.name === 'string');
      } catch (error) {
        this.logger.warn('the shell offers no speech: the WebView reads aloud', error);
      }
    }
    this.engine = 'webview';
    return this.webview.supported() ? this.webview.voices() : [];
  }

  async speak(text: string, options: SpeakOptions): Promise<SpeechEnd> {
    if (this.engine !== 'shell') return this.webview.speak(text, options);
    const utterance = this.ids.uuid();
    const ended = new Promise<SpeechEnd>((settle) => {
      this.reading = { utterance, settle };
    });
    const { started } = await this.shell.request('speak', {
      utterance,
      text,
      lang: options.lang,
      rate: options.rate,
      voice: options.voice.name,
    });
    if (!started) {
      if (this.reading?.utterance === utterance) this.reading = null;
      throw new Error(`the shell did not read the text (${options.lang})`);
    }
    return ended;
  }

  stop(): void {
    if (this.engine !== 'shell') return this.webview.stop();
    this.finish('stopped');
    this.shell.request('stopSpeaking', {}).catch((error: unknown) => {
      this.logger.warn('the shell did not stop its speech', error);
    });
  }

  /** Stops listening to the shell. */
  dispose(): void {
    this.stopListening();
  }

  private finish(end: SpeechEnd): void {
    const reading = this.reading;
    this.reading = null;
    reading?.settle(end);
  }
}
