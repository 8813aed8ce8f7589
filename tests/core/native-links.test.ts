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

describe('opening a link that leaves the app inside the shell', () => {
  const setUp = () => {
    const clock = new FakeClock();
    const shell = new FakeNativeShell(clock);
    const newTabs: string[] = [];
    const open = (href: string) => openOutside(shell, href, APP, (url) => newTabs.push(url), new RecordingLogger());
    return { clock, shell, newTabs, open };
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
    const { clock, shell, newTabs, open } = setUp();
    shell.absent = true;
    open('https://example.org/a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    shell.absent = false;
    shell.silent = true;
    open('https://example.org/b');
    clock.advance(8000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(newTabs).toEqual(['https://example.org/a', 'https://example.org/b']);
  });
});

describe('opening a news item’s image inside the shell', () => {
  const setUp = () => {
    const clock = new FakeClock();
    const shell = new FakeNativeShell(clock);
    const newTabs: string[] = [];
    const logger = new RecordingLogger();
    const open = (url: string) => openImageInShell(shell, url, (address) => newTabs.push(address), logger);
    return { clock, shell, newTabs, logger, open };
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
    const { clock, shell, newTabs, logger, open } = setUp();
    shell.absent = true;
    open('https://cdn.example/a.jpg');
    await new Promise((resolve) => setTimeout(resolve, 0));
    shell.absent = false;
    shell.silent = true;
    open('https://cdn.example/b.jpg');
    clock.advance(8000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(newTabs).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'the shell did not open the image: opened in a new tab',
      'the shell did not open the image: opened in a new tab',
    ]);
  });
});
