// Field messages of the forms (SPEC §5), in every locale, and how a field issue reads.
import { type Locale } from '../locale';
import { inEveryLocale as t, messageForCode, OTHER_MESSAGES, type OtherMessageKey, type Translations } from '../errors/catalogue';
import { ErrorCode } from '../errors/error-codes';

/** The messages of the form rules, by stable key. */
export const VALIDATION_MESSAGES = {
  fieldsMustMatch: t('Os campos devem ser iguais', 'Fields must be the same', 'Los campos deben ser los mismos', 'Los campos deben ser los mismos', 'Os campos devem ser iguais'),
  invalidEmail: t('E-mail inválido', 'Invalid email', 'Email inválido', 'Email inválido', 'E-mail inválido'),
  required: t('Campo obrigatório', 'Required field', 'Campo obligatorio', 'Campo obligatorio', 'Campo obrigatório'),
  invalidPhone: t('Telefone inválido', 'Invalid phone', 'Teléfono inválido', 'Teléfono inválido', 'Telefone inválido'),
  termsRequired: t('É necessário aceitar os Termos de Uso', 'You must accept the Terms of Use', 'Debe aceptar los Términos de uso', 'Tenés que aceptar los Términos de uso', 'É necessário aceitar os Termos de Utilização'),
  titleTooLong: t('O título deve ter no máximo 120 caracteres', 'The title must have at most 120 characters', 'El título debe tener como máximo 120 caracteres', 'El título debe tener como máximo 120 caracteres', 'O título deve ter no máximo 120 caracteres'),
} as const satisfies Record<string, Translations>;

/** The key of a form-rule message. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** What an issue says: a form-rule message, an "other message" of the catalogue, or a business code. */
export type IssueBody = { message: ValidationMessageKey | OtherMessageKey } | { code: ErrorCode };

/** One problem with one field: a form-rule message, an "other message" of the catalogue, or a business code. */
export type FieldIssue<F extends string = string> =
  | { field: F; message: ValidationMessageKey | OtherMessageKey }
  | { field: F; code: ErrorCode };

/** The name of a business code (INVALID_CPF, …). */
export type ErrorCodeName = keyof typeof ErrorCode;

/** What a rule's issue says, as one typed key: the message's key, or the business code's name. */
export type IssueKey = ValidationMessageKey | OtherMessageKey | ErrorCodeName;

/** The key of an issue. */
export function issueKey(issue: IssueBody): IssueKey {
  if ('message' in issue) return issue.message;
  return (Object.keys(ErrorCode) as ErrorCodeName[]).find((name) => ErrorCode[name] === issue.code)!;
}

/** Whether a text is an issue key. */
export function isIssueKey(value: string): value is IssueKey {
  return [VALIDATION_MESSAGES, OTHER_MESSAGES, ErrorCode].some((table) => Object.hasOwn(table, value));
}

/** The issue an issue key stands for. */
export function issueOfKey(key: IssueKey): IssueBody {
  return Object.hasOwn(ErrorCode, key) ? { code: ErrorCode[key as ErrorCodeName] } : { message: key as ValidationMessageKey | OtherMessageKey };
}

/** The text of an issue in a locale. */
export function issueText(issue: FieldIssue | IssueBody, locale: Locale): string {
  if ('code' in issue) return messageForCode(issue.code, locale);
  const key = issue.message;
  return Object.hasOwn(VALIDATION_MESSAGES, key) ? VALIDATION_MESSAGES[key as ValidationMessageKey][locale] : OTHER_MESSAGES[key as OtherMessageKey][locale];
}

/** The confirmation-field message ('Os campos devem ser iguais', 'Fields must be the same', …) in a locale. */
export function confirmationMismatchMessage(locale: Locale): string {
  return VALIDATION_MESSAGES.fieldsMustMatch[locale];
}

/** The invalid e-mail message ('E-mail inválido', 'Invalid email', 'Email inválido') in a locale. */
export function invalidEmailMessage(locale: Locale): string {
  return VALIDATION_MESSAGES.invalidEmail[locale];
}
