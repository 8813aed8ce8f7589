// Core tasks of the errors feature: the transport outcomes and the catalogue.
import assert from 'node:assert/strict';
import {
  CATALOGUES,
  classifyTransportFailure,
  decodeErrorBody,
  ERROR_CODES,
  ErrorCode,
  messageForCode,
  otherMessage,
  type Locale,
  type ToastMessage,
  type TransportFailure,
  type TransportOutcome,
} from '../../../core';
import { type CeleiroWorld } from '../world';
import { language } from './common';

const STATUS = { refused: 400, forbidden: 403 } as const;

/** A failed request is classified in the user's language. */
function fail(world: CeleiroWorld, failure: TransportFailure): void {
  world.vars.set('outcome', classifyTransportFailure(failure, CATALOGUES[language(world)]));
}

function outcome(world: CeleiroWorld): TransportOutcome {
  return world.vars.get('outcome') as TransportOutcome;
}

function toasts(world: CeleiroWorld): ToastMessage[] {
  const current = outcome(world);
  return current.kind === 'toasts' ? current.toasts : [];
}

/** An operation is refused or forbidden with a business code. */
export function refuseWithCode(world: CeleiroWorld, refusal: keyof typeof STATUS, code: number): void {
  fail(world, {
    status: STATUS[refusal],
    authenticated: true,
    body: { errorType: 'BusinessError', code, message: String(code) },
  });
}

/** An operation is refused listing field errors. */
export function refuseWithFieldErrors(world: CeleiroWorld, erros: { field: string; message: string }[]): void {
  fail(world, { status: 400, authenticated: true, body: { errorType: 'ValidationError', erros } });
}

/** An operation is refused or forbidden with reasons (one, several, or none). */
export function refuseWithReasons(
  world: CeleiroWorld,
  refusal: keyof typeof STATUS,
  message: string | string[] | undefined,
): void {
  fail(world, {
    status: STATUS[refusal],
    authenticated: true,
    body: { errorType: 'BusinessError', ...(message === undefined ? {} : { message }) },
  });
}

/** The system answers with a status. */
export function failWithStatus(
  world: CeleiroWorld,
  status: number | undefined,
  authenticated = true,
  errorType = 'ServerError',
): void {
  fail(world, { ...(status === undefined ? {} : { status }), authenticated, body: { errorType } });
}

/** A signed-in request is refused because the account was disabled (401 with code 5300). */
export function refuseAsDisabled(world: CeleiroWorld): void {
  fail(world, { status: 401, authenticated: true, body: { errorType: 'Unauthorized', code: ErrorCode.USER_DISABLED } });
}

/** A toast of a level with this title and message is shown. */
export function expectToast(world: CeleiroWorld, level: 'warning' | 'danger', title: string, message: string): void {
  assert.ok(
    toasts(world).some((toast) => toast.level === level && toast.title === title && toast.message === message),
    JSON.stringify(outcome(world)),
  );
}

/** How many warnings are shown. */
export function expectToastCount(world: CeleiroWorld, count: number): void {
  assert.equal(toasts(world).length, count);
}

/** The outcome is of a kind (session-ended, pass-through, no-response). */
export function expectOutcome(world: CeleiroWorld, kind: TransportOutcome['kind']): void {
  assert.equal(outcome(world).kind, kind);
}

/** Every business code has a non-generic message in the locale. */
export function expectEveryCodeSpoken(locale: Locale): void {
  for (const code of ERROR_CODES) {
    const message = messageForCode(code, CATALOGUES[locale]);
    assert.ok(
      message.trim() !== '' && message !== otherMessage('genericError', CATALOGUES[locale]),
      `${code} in ${locale}`,
    );
  }
}

/** An unknown code reads as the generic message. */
export function expectUnknownCode(locale: Locale, generic: string): void {
  assert.equal(messageForCode(9999, CATALOGUES[locale]), generic);
}

/** An "other message" of the catalogue in the user's language. */
export function expectOtherMessage(world: CeleiroWorld, key: 'concurrentAccess', text: string): void {
  assert.equal(otherMessage(key, CATALOGUES[language(world)]), text);
}

/** A document download is forbidden: the binary body is decoded as JSON first. */
export function forbidDownload(world: CeleiroWorld, code: number): void {
  const bytes = new TextEncoder().encode(JSON.stringify({ errorType: 'BusinessError', code }));
  fail(world, { status: 403, authenticated: true, body: decodeErrorBody(bytes) });
}
