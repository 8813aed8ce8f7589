import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  stripCnpj,
  stripCpf,
} from '../../core';

const digit = fc.integer({ min: 0, max: 9 });
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
/** A valid bare CPF: nine random digits and their check digits (not all the same digit). */
const validCpf = digits(9)
  .map((base) => base + cpfCheckDigits(base))
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
/** A valid bare numeric CNPJ. */
const validNumericCnpj = digits(12)
  .map((base) => base + cnpjCheckDigits(base))
  .filter((cnpj) => !/^(\d)\1{13}$/.test(cnpj));
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A valid bare alphanumeric CNPJ (first 12 characters 0–9 or A–Z). */
const validAlnumCnpj = fc
  .array(fc.constantFrom(...ALNUM), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  .map((base) => base + cnpjCheckDigits(base))
  .filter((cnpj) => !/^(\d)\1{13}$/.test(cnpj));
const value = (char: string) => char.charCodeAt(0) - 48;
const replaceAt = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1);

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', ' 529.982.247-25 ', '529 982 247 25'])(
    'accepts the public vector %j, masked or bare',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['529.982.247-24', 'a wrong second check digit'],
    ['529.982.247-15', 'a wrong first check digit'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['000.000.000-00', 'all zeros (SPEC §5)'],
    ['111.111.111-11', 'the same digit repeated (passes the check digits, never issued)'],
    ['99999999999', 'the same digit repeated'],
    ['529.982.247-2a', 'a letter'],
    ['abc52998224725', 'extra characters'],
    ['', 'empty'],
  ])('rejects %j: %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('accepts every CPF built from nine digits and their check digits (not all the same digit)', () => {
    fc.assert(fc.property(validCpf, (cpf) => isValidCpf(cpf)));
  });

  it('rejects any change to one check digit of a valid CPF', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, i, delta) => {
        const changed = replaceAt(cpf, i, String((Number(cpf[i]) + delta) % 10));
        return !isValidCpf(changed);
      }),
    );
  });

  it('rejects any single-digit change of a valid CPF whose first check digit is not 0', () => {
    fc.assert(
      fc.property(
        validCpf.filter((cpf) => cpf[9] !== '0'),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, i, delta) => {
          const changed = replaceAt(cpf, i, String((Number(cpf[i]) + delta) % 10));
          return !isValidCpf(changed);
        },
      ),
    );
  });

  it('does not catch every single-digit change when a check digit is 0: remainders 0 and 1 both give 0 (a limit of the algorithm)', () => {
    expect(isValidCpf('100.047.514-00')).toBe(true);
    expect(isValidCpf('200.047.514-00')).toBe(true);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    '12abc34501de35',
  ])('accepts the public vector %j, masked or bare, any case', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'a wrong second check digit'],
    ['11.222.333/0001-71', 'a wrong first check digit'],
    ['12.ABC.345/01DE-36', 'a wrong check digit of an alphanumeric CNPJ'],
    ['12.ABC.345/01DE-3A', 'a letter in a check digit'],
    ['1122233300018', '13 characters'],
    ['112223330001811', '15 characters'],
    ['00.000.000/0000-00', 'all zeros'],
    ['11.111.111/1111-11', 'the same digit repeated'],
    ['12.AB*.345/01DE-35', 'a symbol'],
    ['', 'empty'],
  ])('rejects %j: %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isValidCnpj(null)).toBe(false);
  });

  it('accepts every numeric and alphanumeric CNPJ built from its base and check digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlnumCnpj),
        (cnpj) => isValidCnpj(cnpj) && isValidCnpj(cnpj.toLowerCase()),
      ),
    );
  });

  it('rejects any single-digit change of a valid numeric CNPJ whose first check digit is not 0', () => {
    fc.assert(
      fc.property(
        validNumericCnpj.filter((c) => c[12] !== '0'),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, i, delta) => {
          return !isValidCnpj(replaceAt(cnpj, i, String((Number(cnpj[i]) + delta) % 10)));
        },
      ),
    );
  });

  it('rejects any change to one check digit of a valid CNPJ', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlnumCnpj),
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, i, delta) => {
          return !isValidCnpj(replaceAt(cnpj, i, String((Number(cnpj[i]) + delta) % 10)));
        },
      ),
    );
  });

  it('rejects changing one of the first 12 characters of a valid alphanumeric CNPJ whose first check digit is not 0 to one whose value differs by other than a multiple of 11', () => {
    fc.assert(
      fc.property(
        validAlnumCnpj.filter((c) => c[12] !== '0'),
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom(...ALNUM),
        (cnpj, i, char) => {
          const diff = value(char) - value(cnpj[i]!);
          fc.pre(diff % 11 !== 0);
          return !isValidCnpj(replaceAt(cnpj, i, char));
        },
      ),
    );
  });

  it('cannot tell apart characters whose values differ by 11 (A and L, 6 and A …): changing one into the other still validates', () => {
    expect(value('L') - value('A')).toBe(11);
    expect(value('A') - value('6')).toBe(11);
    const valid = '12ABC34501DE35';
    expect(isValidCnpj(replaceAt(valid, 2, 'L'))).toBe(true); // A → L: a collision of the algorithm
    expect(isValidCnpj(replaceAt(valid, 0, 'C'))).toBe(false); // 1 → C differs by 18: caught
  });
});

describe('formatCpf and formatCnpj', () => {
  it('mask as 000.000.000-00 and 00.000.000/0000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('keep the letters of an alphanumeric CNPJ, upper-cased', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('mask partial input as far as it goes and ignore extra characters', () => {
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(formatCnpj('11222')).toBe('11.222');
  });

  it('format ∘ strip round-trips: strip(format(x)) = x for any 11-digit x, and format(strip(m)) = m for any masked m', () => {
    fc.assert(
      fc.property(
        digits(11),
        (bare) => stripCpf(formatCpf(bare)) === bare && formatCpf(stripCpf(formatCpf(bare))) === formatCpf(bare),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALNUM), { minLength: 14, maxLength: 14 }).map((c) => c.join('')),
        (bare) => stripCnpj(formatCnpj(bare)) === bare && formatCnpj(stripCnpj(formatCnpj(bare))) === formatCnpj(bare),
      ),
    );
  });

  it('formatted values validate like bare ones (for any 11 digits and any 14 alphanumerics)', () => {
    fc.assert(fc.property(fc.oneof(validCpf, digits(11)), (bare) => isValidCpf(formatCpf(bare)) === isValidCpf(bare)));
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlnumCnpj, digits(14)),
        (bare) => isValidCnpj(formatCnpj(bare)) === isValidCnpj(bare),
      ),
    );
  });
});

describe('isValidDocument', () => {
  it('asks a CPF of an individual and a CNPJ of a company', () => {
    expect(isValidDocument('individual', '529.982.247-25')).toBe(true);
    expect(isValidDocument('individual', '11.222.333/0001-81')).toBe(false);
    expect(isValidDocument('company', '11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('company', '529.982.247-25')).toBe(false);
  });
});
