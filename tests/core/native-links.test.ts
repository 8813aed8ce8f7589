import { describe, expect, it } from 'vitest';
import { externalAddress, imageMimeType } from '../../core';

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
