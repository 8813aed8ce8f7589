// The server's own texts (transport and validation messages) per locale, and the request's locale.
import { type FastifyRequest } from 'fastify';
import {
  PIN_LENGTH,
  ADMIN_FIELD_MESSAGES,
  cataloguesWith,
  inEveryLocale as t,
  MARKET_FIELD_MESSAGES,
  parseLocale,
  PUBLISHING_FIELD_MESSAGES,
  SERVICES_FIELD_MESSAGES,
  type Locale,
  type Translations,
} from '../core';

/**
 * Each locale's error catalogue with the field messages of every area's forms: what the server words the issues of
 * a refused request in.
 */
export const SERVER_CATALOGUES = cataloguesWith(
  ADMIN_FIELD_MESSAGES,
  PUBLISHING_FIELD_MESSAGES,
  SERVICES_FIELD_MESSAGES,
  MARKET_FIELD_MESSAGES,
);

/** Transport and validation messages that are not business codes. */
export const SERVER_MESSAGES = {
  /** A refused quick sign-in: the secret is unknown, revoked or of another device. */
  biometricRefused: t(
    'A entrada rápida deste aparelho não vale mais. Entre com a sua senha.',
    "This device's quick sign-in is no longer valid. Sign in with your password.",
    'El acceso rápido de este dispositivo ya no es válido. Inicia sesión con tu contraseña.',
    'El acceso rápido de este dispositivo ya no es válido. Iniciá sesión con tu contraseña.',
    'A entrada rápida deste dispositivo já não é válida. Entre com a sua palavra-passe.',
  ),
  /** A wrong PIN at a quick sign-in. */
  pinWrong: t('PIN incorreto.', 'Wrong PIN.', 'PIN incorrecto.', 'PIN incorrecto.', 'PIN errado.'),
  /** A PIN that is not PIN_LENGTH digits. */
  pinFormat: t(
    `O PIN tem ${PIN_LENGTH} dígitos.`,
    `The PIN has ${PIN_LENGTH} digits.`,
    `El PIN tiene ${PIN_LENGTH} dígitos.`,
    `El PIN tiene ${PIN_LENGTH} dígitos.`,
    `O PIN tem ${PIN_LENGTH} algarismos.`,
  ),
  /** A PIN anyone would try first. */
  pinGuessable: t(
    'Escolha um PIN menos óbvio: nem um dígito repetido nem uma sequência.',
    'Choose a less obvious PIN: no repeated digit and no sequence.',
    'Elige un PIN menos obvio: ni un dígito repetido ni una secuencia.',
    'Elegí un PIN menos obvio: ni un dígito repetido ni una secuencia.',
    'Escolha um PIN menos óbvio: nem um algarismo repetido nem uma sequência.',
  ),
  requiredField: t(
    'Campo obrigatório.',
    'Required field.',
    'Campo obligatorio.',
    'Campo obligatorio.',
    'Campo obrigatório.',
  ),
  invalidField: t('Valor inválido.', 'Invalid value.', 'Valor inválido.', 'Valor inválido.', 'Valor inválido.'),
  controlCharacters: t(
    'Contém caracteres não permitidos.',
    'Contains characters that are not allowed.',
    'Contiene caracteres no permitidos.',
    'Contiene caracteres no permitidos.',
    'Contém caracteres não permitidos.',
  ),
  invalidRequest: t(
    'Requisição inválida.',
    'Invalid request.',
    'Solicitud inválida.',
    'Solicitud inválida.',
    'Pedido inválido.',
  ),
  malformedJson: t(
    'O corpo da requisição não é um JSON válido.',
    'The request body is not valid JSON.',
    'El cuerpo de la solicitud no es un JSON válido.',
    'El cuerpo de la solicitud no es un JSON válido.',
    'O corpo do pedido não é um JSON válido.',
  ),
  bodyTooLarge: t(
    'O corpo da requisição é grande demais.',
    'The request body is too large.',
    'El cuerpo de la solicitud es demasiado grande.',
    'El cuerpo de la solicitud es demasiado grande.',
    'O corpo do pedido é demasiado grande.',
  ),
  unsupportedMediaType: t(
    'Tipo de conteúdo não suportado; envie application/json.',
    'Unsupported content type; send application/json.',
    'Tipo de contenido no admitido; envíe application/json.',
    'Tipo de contenido no admitido; enviá application/json.',
    'Tipo de conteúdo não suportado; envie application/json.',
  ),
  notFound: t(
    'Recurso não encontrado.',
    'Resource not found.',
    'Recurso no encontrado.',
    'Recurso no encontrado.',
    'Recurso não encontrado.',
  ),
  tooManyRequests: t(
    'Muitas tentativas. Tente novamente em instantes.',
    'Too many attempts. Please try again shortly.',
    'Demasiados intentos. Inténtelo de nuevo en unos instantes.',
    'Demasiados intentos. Probá de nuevo en unos instantes.',
    'Demasiadas tentativas. Tente novamente dentro de instantes.',
  ),
  internalError: t(
    'Erro ao executar a operação',
    'Error performing the operation',
    'Error al ejecutar la operación',
    'Error al ejecutar la operación',
    'Erro ao executar a operação',
  ),
} as const satisfies Record<string, Translations>;

/** The key of a server message. */
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** A server message in a locale. */
export function serverMessage(key: ServerMessageKey, locale: Locale): string {
  return SERVER_MESSAGES[key][locale];
}

/** The locale a request asks for through its `lang` query parameter (a Locale name or code); PtBr otherwise. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return parseLocale(query?.lang);
}
