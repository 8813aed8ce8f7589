import { describe, expect, it } from 'vitest';
import { CATALOGUES, catalogueIn, loadCatalogue, loadEveryCatalogue, messageForCode, otherMessage } from '../../core';

// Module state starts afresh in each test file: here the catalogue holds only what this file loads, in this order.
describe('the error catalogue, one locale at a time', () => {
  it('starts with Brazilian Portuguese only, and answers another locale in it until that locale is loaded', () => {
    expect(otherMessage('errorTitle', 'PtBr')).toBe('Erro');
    expect(otherMessage('errorTitle', 'EnEu')).toBe('Erro');
    expect(messageForCode(5206, 'EsEs')).toBe('E-mail ou senha inválidos.');
  });

  it('answers in a locale once it is loaded, and only in that one', async () => {
    await loadCatalogue('EnEu');
    expect(otherMessage('errorTitle', 'EnEu')).toBe('Error');
    expect(messageForCode(5206, 'EnEu')).toBe('Invalid e-mail or password.');
    expect(messageForCode(9999, 'EnEu')).toBe(CATALOGUES.EnEu.other.genericError);
    expect(catalogueIn('EsAr')).toBe(CATALOGUES.PtBr);
  });

  it('loads every locale for the server, each the same texts as the side-by-side table', async () => {
    await loadEveryCatalogue();
    for (const locale of ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const)
      expect(catalogueIn(locale)).toEqual(CATALOGUES[locale]);
    expect(messageForCode(5004, 'PtPt')).toBe('Utilizador não encontrado.');
  });
});
