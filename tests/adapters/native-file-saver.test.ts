// Documents inside the native shell: a file the app received opens in the shell's document viewer (openDocument, with
// its name, extension, type and content in base64); where the shell cannot (none, a refusal, no reply in 8 s), the
// browser's saver gives the user the file all the same.
import { describe, expect, it } from 'vitest';
import { type DocumentFile } from '../../core';
import { NativeFileSaver } from '../../adapters/native/native-file-saver';
import { FakeClock } from '../fakes/fake-clock';
import { RecordingFileSaver } from '../fakes/fake-document-api';
import { FakeNativeShell } from '../fakes/fake-native-shell';
import { RecordingLogger } from '../fakes/recorders';

const REPORT: DocumentFile = {
  name: 'Boletim Café 2026-11-20.pdf',
  mimeType: 'application/pdf',
  bytes: new TextEncoder().encode('%PDF-1.7 boletim'),
};

function setUp() {
  const clock = new FakeClock();
  const shell = new FakeNativeShell(clock);
  const browser = new RecordingFileSaver();
  return { clock, shell, browser, saver: new NativeFileSaver(shell, browser, new RecordingLogger()) };
}

describe('files inside the native shell', () => {
  it('open in the shell’s viewer with their name, extension, type and content, and nothing else happens', async () => {
    const { shell, browser, saver } = setUp();
    await saver.open(REPORT);
    await saver.save(REPORT);
    const sent = shell.sent.map(({ message, fields }) => ({ message, fields }));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      message: 'openDocument',
      fields: {
        url: '',
        filename: 'Boletim Café 2026-11-20.pdf',
        extension: 'pdf',
        mimeType: 'application/pdf',
        blob: Buffer.from('%PDF-1.7 boletim').toString('base64'),
      },
    });
    expect(browser.opened).toEqual([]);
    expect(browser.saved).toEqual([]);
  });

  it('carry a large file whole (its content is encoded in slices)', async () => {
    const { shell, saver } = setUp();
    const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
    await saver.open({ ...REPORT, bytes });
    const { blob } = shell.sent[0]!.fields as { blob: string };
    expect(Buffer.from(blob, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('fall back to the browser without a shell, and when it does not answer in 8 s', async () => {
    const { clock, shell, browser, saver } = setUp();
    shell.absent = true;
    await saver.open(REPORT);
    shell.absent = false;
    shell.silent = true;
    const saved = saver.save(REPORT);
    await Promise.resolve();
    clock.advance(8000);
    await saved;
    expect(browser.opened).toEqual([REPORT]);
    expect(browser.saved).toEqual([REPORT]);
  });
});
