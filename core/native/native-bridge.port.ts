// The native shell's bridge (SPEC §7 native shell messages, §8 its failures): the app asks the shell through
// postMessage and the shell answers each request by its id. The protocol is written out for the shell's developers in
// adapters/native/PROTOCOL.md.
import { type BiometryType } from '../kernel/enums';
import { type BIOMETRIC_SECRET_OPTIONS } from './native-timeout';

/** What the app sends with each message. */
export interface NativeRequests {
  /** Whether the device has a biometric sensor the shell can use, and which. */
  isBiometryAvailable: Record<string, never>;
  /** The biometric secret the shell keeps for this app, after the user passed the biometric check. */
  getBiometrySecret: Record<string, never>;
  /** Shows the device's biometric check. */
  displayBiometry: Record<string, never>;
  /**
   * Keeps a secret behind the device's biometry, invalidated on a new enrolment and never backed up (SPEC §4): the
   * options say so, and a shell that cannot keep it that way answers `saved: false`.
   */
  saveBiometrySecret: { secret: string } & typeof BIOMETRIC_SECRET_OPTIONS;
  /** Opens an address in the shell's in-app browser. */
  openExternalURL: { url: string };
  /** Opens an image in the shell's viewer. */
  openImage: { url: string; mimeType: string };
  /** Opens a document in the shell's viewer; `blob` is its content as base64 when the app already has it. */
  openDocument: { url: string; filename: string; extension: string; mimeType: string; blob?: string };
  /** The voices of the shell's own speech (a shell without speech answers the unknown-message error). */
  speechVoices: Record<string, never>;
  /**
   * Starts reading a text aloud with the shell's speech; the shell answers at once and tells `speechEnded` with the
   * same `utterance` when the text has been read or was stopped.
   */
  speak: { utterance: string; text: string; lang: string; rate: number; voice: string };
  /** Stops the shell's speech at once (the text being read ends with `speechEnded`, `finished: false`). */
  stopSpeaking: Record<string, never>;
}

/** What the shell answers to each message. */
export interface NativeReplies {
  isBiometryAvailable: { available: boolean; type: BiometryType | null };
  /** `secret` is null when none is kept, or when a new enrolment invalidated it (`invalidated`). */
  getBiometrySecret: { secret: string | null; invalidated: boolean };
  /** Whether the user passed the check (false: cancelled or failed). */
  displayBiometry: { passed: boolean };
  saveBiometrySecret: { saved: boolean };
  openExternalURL: { opened: boolean };
  openImage: { opened: boolean };
  openDocument: { opened: boolean };
  speechVoices: { voices: { name: string; lang: string }[] };
  /** Whether the shell began to read (false: it has no voice for the language). */
  speak: { started: boolean };
  stopSpeaking: { stopped: boolean };
}

/** A message of the native shell. */
export type NativeMessage = keyof NativeRequests;

/**
 * What the shell tells the app unasked: its push token, a push notification, received while the app is open or
 * tapped by the user (`opened`), with the push's `userdata` as it came, and the end of a text its speech read
 * (`finished` false when it was stopped).
 */
export type NativeEvent =
  | { event: 'pushToken'; token: string }
  | { event: 'push'; opened: boolean; userdata: unknown }
  | { event: 'speechEnded'; utterance: string; finished: boolean };

/** The native shell, as the app asks it. */
export interface NativeBridgePort {
  /** Whether the shell's JavaScript interface is there (false in a browser). */
  present(): boolean;
  /**
   * Sends a message and waits for its reply: rejected with NativeReplyTimeoutError after 8 s with no reply
   * ('Timeout: Nenhuma resposta recebida do postMessage.'), NativeShellNotFoundError without a shell, and
   * NativeReplyError when the shell answers with an error.
   */
  request<M extends NativeMessage>(message: M, fields: NativeRequests[M]): Promise<NativeReplies[M]>;
  /** Hears what the shell tells unasked; returns the way to stop. */
  listen(listener: (event: NativeEvent) => void): () => void;
  /**
   * Tells the shell the app is listening (`appReady`, no reply): the shell then sends its push token, and the
   * notification the user tapped to open the app (a cold start).
   */
  announceReady(): void;
}
/** Injection token of the NativeBridgePort. */
export const NativeBridgePort = Symbol('NativeBridgePort');

/** A request made where no native shell answers (a browser). */
export class NativeShellNotFoundError extends Error {
  constructor(readonly nativeMessage: NativeMessage) {
    super(`Native shell not found: ${nativeMessage} was not sent.`);
    this.name = 'NativeShellNotFoundError';
  }
}

/** The shell's own refusal of a request, in its words. */
export class NativeReplyError extends Error {
  constructor(
    readonly nativeMessage: NativeMessage,
    reason: string,
  ) {
    super(`${nativeMessage}: ${reason}`);
    this.name = 'NativeReplyError';
  }
}
