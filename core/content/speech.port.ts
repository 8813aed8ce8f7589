import { type SpeechVoice } from './listen';

/** How a text is spoken. */
export interface SpeakOptions {
  /** The BCP 47 tag of the text's language. */
  lang: string;
  /** The pace, 0.5 to 2 (1 is the voice's normal pace). */
  rate: number;
  /** The voice chosen for the language. */
  voice: SpeechVoice;
}

/** How a spoken text ended: read to its end, or cut by stop(). */
export type SpeechEnd = 'ended' | 'stopped';

/** A speech engine: the browser's speech synthesis, or the native shell's speech. */
export interface SpeechPort {
  /** Whether the engine exists here at all. */
  supported(): boolean;
  /** The voices the engine offers (waiting briefly for an engine that lists them late). */
  voices(): Promise<SpeechVoice[]>;
  /** Speaks a text; settles when it was read to its end or cut by stop(), rejects when the engine failed. */
  speak(text: string, options: SpeakOptions): Promise<SpeechEnd>;
  /** Stops speaking at once (the text being spoken settles as 'stopped'). */
  stop(): void;
}
/** Injection token of the SpeechPort. */
export const SpeechPort = Symbol('SpeechPort');
