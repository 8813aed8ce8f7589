// Reading aloud through the engines: the native shell's speech where it offers one (PROTOCOL.md, speech), else the
// WebView's; and the browser's speech synthesis, one utterance per text, stopped at once.
import { describe, expect, it } from 'vitest';
import { ReadAloudUseCase, type SpeechVoice } from '../../core';
import { BrowserSpeech, type SpeechHost } from '../../adapters/browser/browser-speech';
import { NativeSpeech } from '../../adapters/native/native-speech';
import { FakeClock } from '../fakes/fake-clock';
import { FakeNativeShell } from '../fakes/fake-native-shell';
import { FakeSpeech, settle } from '../fakes/fake-speech';
import { RecordingLogger, SequentialIds } from '../fakes/recorders';

const item = { title: 'Café', body: '<p>Geada no sul de Minas.</p>', languages: ['PtBr' as const] };

const setUp = () => {
  const shell = new FakeNativeShell(new FakeClock());
  const webview = new FakeSpeech();
  const speech = new NativeSpeech(shell, webview, new SequentialIds(), new RecordingLogger());
  return { shell, webview, speech, reading: new ReadAloudUseCase(speech) };
};

describe('NativeSpeech', () => {
  it("reads with the shell's speech when it offers one, paragraph after paragraph as the shell ends each", async () => {
    const { shell, webview, speech, reading } = setUp();
    void reading.start(item, 'PtBr', 1.25);
    await settle();
    expect(speech.using).toBe('shell');
    expect(shell.reading()).toBe('Café');
    expect(shell.spoken[0]).toMatchObject({ lang: 'pt-BR', rate: 1.25, voice: 'Shell Luciana' });
    shell.endSpeech();
    await settle();
    expect(shell.reading()).toBe('Geada no sul de Minas.');
    reading.stop();
    await settle();
    expect(shell.sent.map((sent) => sent.message)).toContain('stopSpeaking');
    expect(reading.current().status).toBe('idle');
    expect(webview.spoken).toEqual([]);
  });

  it("uses the WebView's speech when the shell has none, or when there is no shell", async () => {
    for (const shellless of [
      (shell: FakeNativeShell) => (shell.speechVoices = null),
      (shell: FakeNativeShell) => (shell.absent = true),
    ]) {
      const { shell, webview, speech, reading } = setUp();
      shellless(shell);
      void reading.start(item, 'PtBr', 1);
      await settle();
      expect(speech.using).toBe('webview');
      expect(webview.speaking()).toBe('Café');
    }
  });

  it("says there is no voice when the shell's speech has none for the language", async () => {
    const { shell, reading } = setUp();
    shell.speechVoices = [{ name: 'Shell Daniel', lang: 'en-GB' }];
    await reading.start(item, 'PtBr', 1);
    expect(reading.current().status).toBe('no-voice');
    expect(shell.spoken).toEqual([]);
  });
});

/** The browser's speech synthesis as a page sees it: voices listed late, utterances spoken until cancelled. */
class StandInSynthesis extends EventTarget {
  voices: SpeechVoice[] = [];
  readonly spoken: SpeechSynthesisUtterance[] = [];
  cancelled = 0;
  getVoices() {
    return this.voices;
  }
  speak(utterance: SpeechSynthesisUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.cancelled += 1;
    const last = this.spoken.at(-1);
    last?.onerror?.call(last, { error: 'interrupted' } as SpeechSynthesisErrorEvent);
  }
}

class StandInUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

const browserHost = (synthesis: StandInSynthesis): SpeechHost =>
  ({
    speechSynthesis: synthesis as unknown as SpeechSynthesis,
    SpeechSynthesisUtterance: StandInUtterance as unknown as typeof SpeechSynthesisUtterance,
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
  }) as SpeechHost;

describe('BrowserSpeech', () => {
  it('waits for voices listed late, then speaks each text in its language and at its rate', async () => {
    const synthesis = new StandInSynthesis();
    const speech = new BrowserSpeech(browserHost(synthesis));
    const voices = speech.voices();
    synthesis.voices = [{ name: 'Luciana', lang: 'pt-BR' }];
    synthesis.dispatchEvent(new Event('voiceschanged'));
    expect((await voices).map((voice) => voice.name)).toEqual(['Luciana']);
    const spoken = speech.speak('Olá', { lang: 'pt-BR', rate: 1.5, voice: synthesis.voices[0]! });
    expect(synthesis.spoken[0]).toMatchObject({ text: 'Olá', lang: 'pt-BR', rate: 1.5 });
    synthesis.spoken[0]!.onend?.call(synthesis.spoken[0]!, {} as SpeechSynthesisEvent);
    expect(await spoken).toBe('ended');
  });

  it('stops at once, and rejects a failure of the engine', async () => {
    const synthesis = new StandInSynthesis();
    const speech = new BrowserSpeech(browserHost(synthesis));
    const voice = { name: 'Luciana', lang: 'pt-BR' };
    const first = speech.speak('Um', { lang: 'pt-BR', rate: 1, voice });
    speech.stop();
    expect(await first).toBe('stopped');
    expect(synthesis.cancelled).toBe(1);
    const second = speech.speak('Dois', { lang: 'pt-BR', rate: 1, voice });
    synthesis.spoken[1]!.onerror?.call(synthesis.spoken[1]!, {
      error: 'synthesis-failed',
    } as SpeechSynthesisErrorEvent);
    await expect(second).rejects.toThrow('synthesis-failed');
    expect(new BrowserSpeech({ setTimeout, clearTimeout } as SpeechHost).supported()).toBe(false);
  });
});
