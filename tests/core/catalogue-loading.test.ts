import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ErrorCode,
  issueText,
  loadCatalogue,
  messageForCode,
  otherMessage,
  PT_BR_CATALOGUE,
} from '../../core';

// Each test file starts with fresh modules: here nothing has loaded a catalogue before the first test.
describe('the error catalogue, one locale at a time', () => {
  it('answers in the language of the catalogue it is given, whatever was loaded before', async () => {
    const english = await loadCatalogue('EnEu');
    expect(english.locale).toBe('EnEu');
    expect(messageForCode(ErrorCode.INVALID_CREDENTIALS, english)).toBe('Invalid e-mail or password.');
    expect(otherMessage('errorTitle', english)).toBe('Error');
    expect(messageForCode(9999, english)).toBe(CATALOGUES.EnEu.other.genericError);
    expect(messageForCode(ErrorCode.INVALID_CREDENTIALS, PT_BR_CATALOGUE)).toBe('E-mail ou senha inválidos.');
  });

  it('refuses a bare locale in place of a catalogue, at type check and when run', () => {
    // @ts-expect-error: a locale is not a catalogue; its messages must be loaded and passed in.
    expect(() => messageForCode(ErrorCode.INVALID_CREDENTIALS, 'EnEu')).toThrow(TypeError);
  });

  it('loads each locale as the same texts as the side-by-side table', async () => {
    for (const locale of ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const) {
      const texts = await loadCatalogue(locale);
      expect(texts).toEqual(CATALOGUES[locale]);
      expect(texts.locale).toBe(locale);
    }
    expect(messageForCode(5004, await loadCatalogue('PtPt'))).toBe('Utilizador não encontrado.');
  });

  it('gives a field issue in the language of the catalogue, rule texts and catalogue texts alike', async () => {
    const spanish = await loadCatalogue('EsAr');
    expect(issueText({ field: 'email', message: 'required' }, spanish)).toBe('Campo obligatorio');
    expect(issueText({ field: 'email', code: ErrorCode.INVALID_CREDENTIALS }, spanish)).toBe(
      CATALOGUES.EsAr.business[ErrorCode.INVALID_CREDENTIALS],
    );
  });
});
