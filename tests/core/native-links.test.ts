import { describe, expect, it } from 'vitest';
import { externalAddress, imageMimeType, openImageInShell, openOutside } from '../../core';
import { FakeClock } from '../fakes/fake-clock';
import { FakeNativeShell } from '../fakes/fake-native-shell';
import { RecordingLogger } from '../fakes/recorders';

const APP = 'https://app.celeiro.example';

describe('links that leave the app (opened in the shell’s in-app browser)', () => {
  it('are http or https addresses of another origin', () => {
    expect(externalAddress('https://www.cepea.esalq.usp.br/br/indicador/soja.aspx', APP)).toBe(
      'https://www.cepea.esalq.usp.br/br/indicador/soja.aspx',
    );
    expect(externalAddress('http://example.org/a?b=1#c', APP)).toBe('http://example.org/a?b=1#c');
  });

  it('are not the app’s own addresses, relative or absolute, nor other schemes', () => {
    for (const href of [
      '/informative/1/42',
      'informative/1',
      `${APP}/pages/login?isApp=true`,
      'mailto:a@b.c',
      'tel:+551199',
      'javascript:alert(1)',
      '#top',
    ])
      expect(externalAddress(href, APP)).toBeNull();
  });

  it('tell an image’s type by its extension, JPEG otherwise', () => {
    expect(imageMimeType('/media/mapa-chuva.PNG')).toBe('image/png');
    expect(imageMimeType('https://cdn.example/x.webp?w=640')).toBe('image/webp');
    expect(imageMimeType('https://cdn.example/foto.jpg')).toBe('image/jpeg');
    expect(imageMimeType('https://cdn.example/render?id=4')).toBe('image/jpeg');
  });
});

/** A shell on a fake clock, the new tabs its fallback opened, and the log. */
function shellParts() {
  const clock = new FakeClock();
  const shell = new FakeNativeShell(clock);
  const newTabs: string[] = [];
  const logger = new RecordingLogger();
  return { clock, shell, newTabs, logger, newTab: (url: string) => void newTabs.push(url) };
}

/** Opens `first` with no shell, then `second` with a shell that never answers, and lets the 8 s pass. */
async function openWithoutAnswer(
  { clock, shell, open }: ReturnType<typeof shellParts> & { open: (address: string) => unknown },
  first: string,
  second: string,
): Promise<void> {
  shell.absent = true;
  open(first);
  await new Promise((resolve) => setTimeout(resolve, 0));
  shell.absent = false;
  shell.silent = true;
  open(second);
  clock.advance(8000);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('opening a link that leaves the app inside the shell', () => {
  const setUp = () => {
    const parts = shellParts();
    const open = (href: string) => openOutside(parts.shell, href, APP, parts.newTab, parts.logger);
    return { ...parts, open };
  };

  it('asks the shell’s in-app browser, and leaves the app’s own links to the page', async () => {
    const { shell, newTabs, open } = setUp();
    expect(open('https://www.cepea.esalq.usp.br/br/indicador/soja.aspx')).toBe(true);
    expect(open('/informative/1/42')).toBe(false);
    await Promise.resolve();
    expect(shell.sent).toEqual([
      { message: 'openExternalURL', fields: { url: 'https://www.cepea.esalq.usp.br/br/indicador/soja.aspx' } },
    ]);
    expect(newTabs).toEqual([]);
  });

  it('opens a new tab when there is no shell, or it does not answer in 8 s', async () => {
    const parts = setUp();
    await openWithoutAnswer(parts, 'https://example.org/a', 'https://example.org/b');
    expect(parts.newTabs).toEqual(['https://example.org/a', 'https://example.org/b']);
  });
});

describe('opening a news item’s image inside the shell', () => {
  const setUp = () => {
    const parts = shellParts();
    const open = (url: string) => openImageInShell(parts.shell, url, parts.newTab, parts.logger);
    return { ...parts, open };
  };

  it('asks the shell’s viewer with the image’s type', async () => {
    const { shell, newTabs, open } = setUp();
    open('https://cdn.example/mapa-chuva.png');
    await Promise.resolve();
    expect(shell.sent).toEqual([
      { message: 'openImage', fields: { url: 'https://cdn.example/mapa-chuva.png', mimeType: 'image/png' } },
    ]);
    expect(newTabs).toEqual([]);
  });

  it('opens a new tab when there is no shell, or it does not answer in 8 s, and says so in the log', async () => {
    const parts = setUp();
    await openWithoutAnswer(parts, 'https://cdn.example/a.jpg', 'https://cdn.example/b.jpg');
    expect(parts.newTabs).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']);
    expect(parts.logger.entries.map((entry) => entry.message)).toEqual([
      'the shell did not open the image: opened in a new tab',
      'the shell did not open the image: opened in a new tab',
    ]);
  });
});
