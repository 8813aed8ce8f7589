// CPF and CNPJ (SPEC §5): masks and check digits, shared by the app and the reference server.
import { applyMask, MASK_PATTERNS } from './masks';

/** Characters a CPF or CNPJ mask adds: dots, slash, hyphen and blanks. */
const MASK_CHARACTERS = /[.\-/\s]/g;

/** Mod-11 check digit of SPEC §5: remainder < 2 gives 0, otherwise 11 − remainder. */
function checkDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((acc, value, i) => acc + value * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A CPF without its mask: the input minus dots, hyphens and blanks (other characters are kept, so they fail validation). */
export function stripCpf(value: string): string {
  return value.replace(MASK_CHARACTERS, '');
}

/** A CNPJ without its mask, upper-cased (the alphanumeric CNPJ is case-insensitive). */
export function stripCnpj(value: string): string {
  return value.replace(MASK_CHARACTERS, '').toUpperCase();
}

/** The two CPF check digits of nine base digits. */
export function cpfCheckDigits(base: string): string {
  const digits = [...base].map(Number);
  const first = checkDigit(digits, CPF_WEIGHTS_1);
  return `${first}${checkDigit([...digits, first], CPF_WEIGHTS_2)}`;
}

/**
 * Whether a CPF (masked 000.000.000-00 or bare) is valid: 11 digits, two valid check digits, and not
 * the same digit repeated. SPEC §5 names all zeros; the other repeated numbers (111.111.111-11 …) also
 * pass the check digits but are never issued, so they are rejected too.
 */
export function isValidCpf(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const cpf = stripCpf(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/** The value of a CNPJ character: its ASCII code minus 48 ('0'–'9' → 0–9, 'A'–'Z' → 17–42). */
function cnpjValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

/** The two CNPJ check digits of twelve base characters (digits, or A–Z for the alphanumeric CNPJ). */
export function cnpjCheckDigits(base: string): string {
  const values = [...base.toUpperCase()].map(cnpjValue);
  const first = checkDigit(values, CNPJ_WEIGHTS_1);
  return `${first}${checkDigit([...values, first], CNPJ_WEIGHTS_2)}`;
}

/**
 * Whether a CNPJ (masked 00.000.000/0000-00 or bare) is valid: 14 characters whose first 12 are 0–9 or
 * A–Z (the alphanumeric CNPJ of IN RFB 2.229/2024; lower case is accepted) and whose last two are the
 * mod-11 check digits. A numeric CNPJ is the special case; the same digit repeated 14 times is rejected.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const cnpj = stripCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/**
 * A CPF with the mask 000.000.000-00. Only digits are kept, at most 11; a partial number gets a
 * partial mask (as it is typed), e.g. '5299822' → '529.982.2'.
 */
export function formatCpf(value: string): string {
  return applyMask(MASK_PATTERNS.cpf[0], value.replace(/\D/g, '').slice(0, 11));
}

/**
 * A CNPJ with the mask 00.000.000/0000-00. Digits and letters are kept (letters upper-cased, for the
 * alphanumeric CNPJ), at most 14; a partial number gets a partial mask.
 */
export function formatCnpj(value: string): string {
  return applyMask(
    MASK_PATTERNS.cnpj[0],
    value
      .replace(/[^0-9A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 14),
  );
}

/** The kind of person registering: an individual (CPF) or a company (CNPJ). */
export type UserType = 'individual' | 'company';

/** Whether the document fits the user type: a CPF for an individual, a CNPJ for a company. */
export function isValidDocument(userType: UserType, value: string | null | undefined): boolean {
  return userType === 'individual' ? isValidCpf(value) : isValidCnpj(value);
}

/** A CPF or CNPJ without its mask, by the user type (upper case for the alphanumeric CNPJ). */
export function bareDocument(userType: UserType, value: string): string {
  return userType === 'individual' ? stripCpf(value) : stripCnpj(value);
}

/** A CPF or CNPJ with its mask, by the user type. */
export function formatDocument(userType: UserType, value: string): string {
  return userType === 'individual' ? formatCpf(value) : formatCnpj(value);
}
