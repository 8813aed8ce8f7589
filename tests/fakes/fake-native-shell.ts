import {
  type BiometryType,
  type ClockPort,
  type NativeBridgePort,
  type NativeEvent,
  type NativeMessage,
  type NativeReplies,
  NativeReplyError,
  type NativeRequests,
  NativeShellNotFoundError,
  withNativeTimeout,
} from '../../core';

/**
 * An in-memory native shell with a phone's behaviour: biometry available or not and its type, a keychain that keeps
 * the secret behind the biometric check and loses it on a new enrolment, a check the user passes or cancels, a shell
 * that never answers (rejected after 8 s through the clock), or no shell at all.
 */
export class FakeNativeShell implements NativeBridgePort {
  available = true;
  type: BiometryType | null = 'FaceID';
  /** The user passes the biometric check (false: cancels it). */
  passes = true;
  /** The shell never answers. */
  silent = false;
  /** There is no shell (a browser). */
  absent = false;
  /** The keychain can keep a secret. */
  keeps = true;
  private secret: string | null = null;
  private invalidated = false;
  readonly sent: { message: NativeMessage; fields: unknown }[] = [];
  readyCount = 0;
  /** The voices of the shell's speech; null: a shell without speech (it answers the unknown-message error). */
  speechVoices: { name: string; lang: string }[] | null = [{ name: 'Shell Luciana', lang: 'pt-BR' }];
  /** The texts the shell's speech was given, and the one it is reading. */
  readonly spoken: NativeRequests['speak'][] = [];
  private readingNow: string | null = null;
  private readonly listeners = new Set<(event: NativeEvent) => void>();

  constructor(private readonly clock: ClockPort) {}

  /** The secret the keychain holds. */
  kept(): string | null {
    return this.secret;
  }

  /** A new fingerprint or face enrolled on the device: the kept secret is invalidated. */
  enrolAgain(): void {
    if (this.secret !== null) this.invalidated = true;
    this.secret = null;
  }

  /** The shell's speech reaches the end of the text it reads, and says so. */
  endSpeech(finished = true): void {
    const utterance = this.readingNow;
    this.readingNow = null;
    if (utterance !== null) this.tell({ event: 'speechEnded', utterance, finished });
  }

  /** The text the shell's speech is reading, if any. */
  reading(): string | null {
    return this.spoken.find((spoken) => spoken.utterance === this.readingNow)?.text ?? null;
  }

  /** The shell tells the app something unasked. */
  tell(event: NativeEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  present(): boolean {
    return !this.absent;
  }

  request<M extends NativeMessage>(message: M, fields: NativeRequests[M]): Promise<NativeReplies[M]> {
    if (this.absent) return Promise.reject(new NativeShellNotFoundError(message));
    this.sent.push({ message, fields });
    if (this.silent) return withNativeTimeout(new Promise<NativeReplies[M]>(() => undefined), this.clock);
    if ((message === 'speechVoices' || message === 'speak' || message === 'stopSpeaking') && !this.speechVoices)
      return Promise.reject(new NativeReplyError(message, 'unknown message'));
    return Promise.resolve(this.reply(message, fields) as NativeReplies[M]);
  }

  listen(listener: (event: NativeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  announceReady(): void {
    this.readyCount += 1;
  }

  private reply(message: NativeMessage, fields: unknown): NativeReplies[NativeMessage] {
    switch (message) {
      case 'isBiometryAvailable':
        return { available: this.available, type: this.available ? this.type : null };
      case 'displayBiometry':
        return { passed: this.available && this.passes };
      case 'getBiometrySecret':
        return { secret: this.secret, invalidated: this.invalidated };
      case 'saveBiometrySecret': {
        // A keychain entry that would survive a new enrolment or go to a backup is not kept.
        const { secret, invalidateOnNewEnrollment, disableBackup } = fields as NativeRequests['saveBiometrySecret'];
        if (!this.keeps || invalidateOnNewEnrollment !== true || disableBackup !== true) return { saved: false };
        this.secret = secret;
        this.invalidated = false;
        return { saved: true };
      }
      case 'speechVoices':
        return { voices: [...(this.speechVoices ?? [])] };
      case 'speak': {
        const speak = fields as NativeRequests['speak'];
        const started = (this.speechVoices ?? []).some((voice) => voice.lang === speak.lang);
        if (started) {
          this.spoken.push(speak);
          this.readingNow = speak.utterance;
        }
        return { started };
      }
      case 'stopSpeaking':
        this.endSpeech(false);
        return { stopped: true };
      default:
        return { opened: true };
    }
  }
}
