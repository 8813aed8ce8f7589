// The native shell's bridge over the WebView's JavaScript interface (adapters/native/PROTOCOL.md): a request goes out
// through `window.ReactNativeWebView.postMessage` as JSON with an id; the shell answers with a `message` event that
// carries the same id. No answer in 8 s rejects with SPEC §8's message.
import {
  type ClockPort,
  type IdPort,
  type LoggerPort,
  type NativeBridgePort,
  type NativeEvent,
  type NativeMessage,
  type NativeReplies,
  NativeReplyError,
  type NativeRequests,
  NativeShellNotFoundError,
  withNativeTimeout,
} from '../../core';

/** The shell's JavaScript interface, as the WebView injects it. */
interface ShellInterface {
  postMessage(message: string): void;
}

/** The page's window, with the shell's interface when the app runs inside the shell. */
export type ShellHost = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  ReactNativeWebView?: ShellInterface;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
};

interface Waiting {
  message: NativeMessage;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** A reply's data: a JSON text (as the shell posts it) or an object. */
function replyOf(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return isRecord(data) ? data : null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What the shell tells unasked, from a message's data; null for anything else. */
function eventOf(data: Record<string, unknown>): NativeEvent | null {
  if (data.event === 'pushToken' && typeof data.token === 'string' && data.token !== '')
    return { event: 'pushToken', token: data.token };
  if (data.event === 'push') return { event: 'push', opened: data.opened === true, userdata: data.userdata };
  if (data.event === 'speechEnded' && typeof data.utterance === 'string')
    return { event: 'speechEnded', utterance: data.utterance, finished: data.finished === true };
  return null;
}

/** The bridge to the native shell through postMessage. */
export class PostMessageBridge implements NativeBridgePort {
  private readonly waiting = new Map<string, Waiting>();
  private readonly listeners = new Set<(event: NativeEvent) => void>();

  constructor(
    private readonly host: ShellHost,
    private readonly clock: ClockPort,
    private readonly ids: IdPort,
    private readonly logger: LoggerPort,
  ) {
    // iOS's WebView posts replies to the window, Android's to the document.
    host.addEventListener('message', this.onReply);
    host.document?.addEventListener('message', this.onReply);
  }

  present(): boolean {
    return typeof this.host.ReactNativeWebView?.postMessage === 'function';
  }

  request<M extends NativeMessage>(message: M, fields: NativeRequests[M]): Promise<NativeReplies[M]> {
    const shell = this.host.ReactNativeWebView;
    if (!shell || typeof shell.postMessage !== 'function') {
      this.logger.warn(`native shell not found: ${message} not sent`);
      return Promise.reject(new NativeShellNotFoundError(message));
    }
    const id = this.ids.uuid();
    const reply = new Promise<unknown>((resolve, reject) => this.waiting.set(id, { message, resolve, reject }));
    try {
      shell.postMessage(JSON.stringify({ id, type: message, payload: fields }));
    } catch (error) {
      this.waiting.delete(id);
      this.logger.error(`native ${message} could not be sent`, error);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return withNativeTimeout(reply, this.clock).then(
      (result) => result as NativeReplies[M],
      (error: unknown) => {
        // A late reply finds nothing waiting and is dropped.
        this.waiting.delete(id);
        this.logger.error(`native ${message} failed`, error);
        throw error;
      },
    );
  }

  listen(listener: (event: NativeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  announceReady(): void {
    const shell = this.host.ReactNativeWebView;
    if (typeof shell?.postMessage !== 'function') this.logger.warn('native shell not found: appReady not sent');
    else shell.postMessage(JSON.stringify({ type: 'appReady' }));
  }

  /** Stops listening for replies. */
  dispose(): void {
    this.host.removeEventListener('message', this.onReply);
    this.host.document?.removeEventListener('message', this.onReply);
  }

  private readonly onReply = (event: Event): void => {
    const reply = replyOf((event as MessageEvent).data);
    if (reply === null) return;
    const told = eventOf(reply);
    if (told) for (const listener of this.listeners) listener(told);
    if (typeof reply.id !== 'string') return;
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (reply.ok === true) waiting.resolve(isRecord(reply.result) ? reply.result : {});
    else
      waiting.reject(
        new NativeReplyError(waiting.message, typeof reply.error === 'string' ? reply.error : 'no reason given'),
      );
  };
}
