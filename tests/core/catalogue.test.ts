import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CATALOGUES,
  ERROR_CODES,
  ErrorCode,
  LOCALES,
  isErrorCode,
  messageForCode,
  otherMessage,
  parseErrorCode,
} from '../../core';

// The catalogue keeps only Brazilian Portuguese until a locale is loaded (tests/core/catalogue-loading.test.ts).

const SPEC_CODES = [
  5000, 5001, 5002, 5003, 5004, 5005, 5006, 5007, 5200, 5201, 5202, 5203, 5204, 5205, 5206, 5207, 5300, 5350, 5351,
  5352, 5400, 5401, 5402, 5403, 5500, 5501,
];

describe('the business codes', () => {
  it('are exactly the codes of SPEC §8, ascending', () => {
    expect(ERROR_CODES).toEqual(SPEC_CODES);
  });

  it('fill the SPEC §9 ranges: 5000–5007, 5200–5207, 5300, 5350–5352, 5400–5403, 5500–5501', () => {
    const ranges: [number, number][] = [
      [5000, 5007],
      [5200, 5207],
      [5300, 5300],
      [5350, 5352],
      [5400, 5403],
      [5500, 5501],
    ];
    const inRanges = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    expect(ERROR_CODES).toEqual(inRanges);
  });

  it('have stable keys for the codes the app acts on', () => {
    expect(ErrorCode.INVALID_CREDENTIALS).toBe(5206);
    expect(ErrorCode.USER_DISABLED).toBe(5300);
    expect(ErrorCode.INVALID_CURRENT_PASSWORD).toBe(5207);
    expect(ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT).toBe(5350);
    expect(ErrorCode.PASSWORD_CONFIRMATION_MISMATCH).toBe(5351);
    expect(ErrorCode.USER_CANNOT_BE_DELETED).toBe(5501);
  });

  it('are recognised as numbers or numeric strings, nothing else', () => {
    expect(isErrorCode(5206)).toBe(true);
    expect(isErrorCode('5206')).toBe(false);
    expect(parseErrorCode('5206')).toBe(5206);
    expect(parseErrorCode(' 5300 ')).toBe(5300);
    expect(parseErrorCode(5208)).toBeUndefined();
    expect(parseErrorCode('abc')).toBeUndefined();
    expect(parseErrorCode(null)).toBeUndefined();
  });
});

describe('messageForCode', () => {
  it('has a non-empty message for every code in every locale', () => {
    for (const code of ERROR_CODES)
      for (const locale of LOCALES)
        expect(messageForCode(code, CATALOGUES[locale]).trim(), `${code} ${locale}`).not.toBe('');
  });

  it('gives the message of the code in the locale', () => {
    expect(messageForCode(5206, CATALOGUES.PtBr)).toBe('E-mail ou senha inválidos.');
    expect(messageForCode(5206, CATALOGUES.EnEu)).toBe('Invalid e-mail or password.');
    expect(messageForCode('5300', CATALOGUES.EsEs)).toBe(CATALOGUES.EsEs.business[5300]);
  });

  it.each([[9999], [0], ['x'], [null], [undefined], [5208]])(
    'gives the generic message for the unknown code %j',
    (code) => {
      for (const locale of LOCALES)
        expect(messageForCode(code, CATALOGUES[locale])).toBe(CATALOGUES[locale].other.genericError);
      expect(messageForCode(code, CATALOGUES.PtBr)).toBe('Erro ao executar a operação');
    },
  );

  it('speaks English in EnEu and Spanish in EsEs for every code (EnEu never equals PtBr or EsEs)', () => {
    for (const code of ERROR_CODES) {
      expect(CATALOGUES.EnEu.business[code], String(code)).not.toBe(CATALOGUES.PtBr.business[code]);
      expect(CATALOGUES.EnEu.business[code], String(code)).not.toBe(CATALOGUES.EsEs.business[code]);
    }
  });

  it('speaks Spanish, not Portuguese, in EsEs and EsAr wherever the languages differ', () => {
    const portugueseWords = /\b(não|usuário|senha|já|cadastrado|você)\b/i;
    for (const code of ERROR_CODES) {
      expect(CATALOGUES.EsEs.business[code], String(code)).not.toMatch(portugueseWords);
      expect(CATALOGUES.EsAr.business[code], String(code)).not.toMatch(portugueseWords);
    }
  });

  it('uses European Portuguese in PtPt (utilizador, palavra-passe, registado), never the Brazilian words', () => {
    for (const code of ERROR_CODES)
      expect(CATALOGUES.PtPt.business[code], String(code)).not.toMatch(/usuário|senha|cadastrad/i);
    expect(CATALOGUES.PtPt.business[5004]).toContain('Utilizador');
    expect(CATALOGUES.PtPt.business[5207]).toMatch(/palavra-passe/i);
    expect(CATALOGUES.PtPt.business[5400]).toContain('registado');
  });

  it('distinguishes the two e-mail-registered codes: 5402 points to access or support, 5403 does not', () => {
    expect(messageForCode(5402, CATALOGUES.EnEu)).toMatch(/sign in or contact support/);
    expect(messageForCode(5403, CATALOGUES.EnEu)).toBe('E-mail already registered in the system.');
  });
});

describe('the other messages', () => {
  it('are non-empty in every locale', () => {
    for (const locale of LOCALES)
      for (const [key, text] of Object.entries(CATALOGUES[locale].other))
        expect(text.trim(), `${key} ${locale}`).not.toBe('');
  });

  it('hold the exact transport texts of SPEC §8', () => {
    expect(otherMessage('warningTitle', CATALOGUES.PtBr)).toBe('Aviso');
    expect(otherMessage('accessTitle', CATALOGUES.PtBr)).toBe('Acesso');
    expect(otherMessage('accessDenied', CATALOGUES.PtBr)).toBe('Acesso negado');
    expect(otherMessage('genericError', CATALOGUES.PtBr)).toBe('Erro ao executar a operação');
    expect(otherMessage('unavailableTitle', CATALOGUES.PtBr)).toBe('Error 503');
    expect(otherMessage('errorTitle', CATALOGUES.EnEu)).toBe('Error');
    for (const locale of LOCALES)
      expect(otherMessage('biometricTimeout', CATALOGUES[locale])).toBe(
        'Timeout: Nenhuma resposta recebida do postMessage.',
      );
  });

  it('cover every other message of SPEC §8', () => {
    const keys = Object.keys(CATALOGUES.PtBr.other);
    for (const key of [
      'failedToLoad',
      'concurrentAccess',
      'maxConnections',
      'accessDeniedCredentials',
      'sessionExpired',
      'anotherStation',
      'demoActiveContract',
      'demoActiveDemo',
      'demoAlreadyUsed',
      'demoFieldNotFound',
      'demoFieldInvalidFormat',
      'downloadTokenNotFound',
      'downloadTokenInvalid',
      'downloadFailed',
      'biometricTimeout',
      'nativeShellNotFound',
      'userDisabledTitle',
      'sessionEndedTitle',
      'sessionEnded',
    ])
      expect(keys).toContain(key);
    expect(otherMessage('concurrentAccess', CATALOGUES.EnEu)).toMatch(/concurrent access/);
  });
});

describe('ApiError', () => {
  it('carries the status and the business code of the body', () => {
    const error = new ApiError(400, { errorType: 'BusinessError', code: 5206 });
    expect(error.status).toBe(400);
    expect(error.code).toBe(5206);
    expect(error.message).toBe('HTTP 400 (code 5206)');
  });

  it('has no code for an unknown one and says when no response came', () => {
    expect(new ApiError(400, { errorType: 'X', code: 1 }).code).toBeUndefined();
    expect(new ApiError(undefined, undefined).message).toBe('No response from the server');
  });
});
