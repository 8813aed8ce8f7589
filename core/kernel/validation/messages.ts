// Field messages of the forms (SPEC §5), in every locale, and how a field issue reads.
import { type Locale } from '../locale';
import {
  inEveryLocale as t,
  isOtherMessageKey,
  messageForCode,
  otherMessage,
  type CatalogueTexts,
  type OtherMessageKey,
  type Translations,
} from '../errors/catalogue';
import { ErrorCode } from '../errors/error-codes';
import { HIGHLIGHT_TITLE_MAX_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

/** The messages of the form rules, by stable key. */
export const VALIDATION_MESSAGES = {
  fieldsMustMatch: t(
    'Os campos devem ser iguais',
    'Fields must be the same',
    'Los campos deben ser los mismos',
    'Los campos deben ser los mismos',
    'Os campos devem ser iguais',
  ),
  invalidEmail: t('E-mail inválido', 'Invalid email', 'Email inválido', 'Email inválido', 'E-mail inválido'),
  required: t('Campo obrigatório', 'Required field', 'Campo obligatorio', 'Campo obligatorio', 'Campo obrigatório'),
  invalidPhone: t('Telefone inválido', 'Invalid phone', 'Teléfono inválido', 'Teléfono inválido', 'Telefone inválido'),
  termsRequired: t(
    'É necessário aceitar os Termos de Uso',
    'You must accept the Terms of Use',
    'Debe aceptar los Términos de uso',
    'Tenés que aceptar los Términos de uso',
    'É necessário aceitar os Termos de Utilização',
  ),
  passwordTooShort: t(
    `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`,
    `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
    `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    `A palavra-passe deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`,
  ),
  passwordTooCommon: t(
    'Esta senha é muito comum. Escolha outra',
    'This password is too common. Choose another one',
    'Esta contraseña es demasiado común. Elija otra',
    'Esta contraseña es demasiado común. Elegí otra',
    'Esta palavra-passe é demasiado comum. Escolha outra',
  ),
  titleTooLong: t(
    `O título deve ter no máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres`,
    `The title must have at most ${HIGHLIGHT_TITLE_MAX_LENGTH} characters`,
    `El título debe tener como máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres`,
    `El título debe tener como máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres`,
    `O título deve ter no máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres`,
  ),
} as const satisfies Record<string, Translations>;

/** The key of a form-rule message. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * The field messages of each area's own forms: each area adds its map here (`declare module`, beside the map), so the
 * key of an area's issue is typed, and a misspelled one fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's declaration
export interface AreaFieldMessages {}

/** An area's field messages, by `<area>.<name>` key. */
export type FieldMessages<Area extends string = string> = Readonly<Record<`${Area}.${string}`, Translations>>;

/** The key of a field message of one area's own forms, `<area>.<name>`. */
export type AreaMessageKey = {
  [Area in keyof AreaFieldMessages]: keyof AreaFieldMessages[Area];
}[keyof AreaFieldMessages];

/**
 * The catalogue with areas' field messages added: an area's issues are worded in it. The messages live with their
 * area, so only what loads the area carries them.
 */
export function withFieldMessages(texts: CatalogueTexts, ...areas: readonly FieldMessages[]): CatalogueTexts {
  return { ...texts, fields: Object.assign({}, texts.fields, ...areas) as CatalogueTexts['fields'] };
}

/** A message key: a form rule's, an "other message" of the catalogue, or an area's. */
type MessageKey = ValidationMessageKey | OtherMessageKey | AreaMessageKey;

/** What an issue says: a form-rule message, an "other message" of the catalogue, an area's message, or a business code. */
export type IssueBody = { message: MessageKey } | { code: ErrorCode };

/** One problem with one field: a form-rule message, an "other message" of the catalogue, an area's, or a business code. */
export type FieldIssue<F extends string = string> = { field: F; message: MessageKey } | { field: F; code: ErrorCode };

/** The name of a business code (INVALID_CPF, …). */
export type ErrorCodeName = keyof typeof ErrorCode;

/** What a rule's issue says, as one typed key: the message's key, or the business code's name. */
export type IssueKey = MessageKey | ErrorCodeName;

/** The key of an issue. */
export function issueKey(issue: IssueBody): IssueKey {
  if ('message' in issue) return issue.message;
  return (Object.keys(ErrorCode) as ErrorCodeName[]).find((name) => ErrorCode[name] === issue.code)!;
}

/** Whether a text is an issue key a catalogue can word (an area's only when the catalogue holds its messages). */
export function isIssueKey(value: string, texts: CatalogueTexts): value is IssueKey {
  return (
    Object.hasOwn(VALIDATION_MESSAGES, value) ||
    isOtherMessageKey(value) ||
    Object.hasOwn(ErrorCode, value) ||
    Object.hasOwn(texts.fields ?? {}, value)
  );
}

/** The issue an issue key stands for. */
export function issueOfKey(key: IssueKey): IssueBody {
  return Object.hasOwn(ErrorCode, key) ? { code: ErrorCode[key as ErrorCodeName] } : { message: key as MessageKey };
}

/**
 * The text of an issue in the language of a catalogue. An area's message needs a catalogue that holds the area's
 * messages ({@link withFieldMessages}): with any other it throws, rather than answer with another text.
 */
export function issueText(issue: FieldIssue | IssueBody, texts: CatalogueTexts): string {
  if ('code' in issue) return messageForCode(issue.code, texts);
  const key = issue.message;
  if (Object.hasOwn(VALIDATION_MESSAGES, key)) return VALIDATION_MESSAGES[key as ValidationMessageKey][texts.locale];
  if (isOtherMessageKey(key)) return otherMessage(key, texts);
  const area = texts.fields?.[key];
  if (!area) throw new Error(`The catalogue holds no field message ${key}: word it in withFieldMessages(…)`);
  return area[texts.locale];
}

/** The password rule as the forms show it before the user types. */
export const PASSWORD_RULE_HINT: Translations = t(
  `Use pelo menos ${MIN_PASSWORD_LENGTH} caracteres. Senhas muito comuns não são aceitas.`,
  `Use at least ${MIN_PASSWORD_LENGTH} characters. Very common passwords are not accepted.`,
  `Use al menos ${MIN_PASSWORD_LENGTH} caracteres. No se aceptan contraseñas muy comunes.`,
  `Usá al menos ${MIN_PASSWORD_LENGTH} caracteres. No se aceptan contraseñas muy comunes.`,
  `Use pelo menos ${MIN_PASSWORD_LENGTH} caracteres. Palavras-passe muito comuns não são aceites.`,
);

/** The password rule ('Use pelo menos 10 caracteres. …') in a locale. */
export function passwordRuleHint(locale: Locale): string {
  return PASSWORD_RULE_HINT[locale];
}
