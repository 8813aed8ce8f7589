import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ApiError,
  classifyTransportFailure,
  ContractError,
  decodeErrorBody,
  SessionEndedGate,
  type TransportOutcome,
} from '../../core';

// The messages are checked in every locale, which the app loads as the user switches to it.

const toasts = (outcome: TransportOutcome) => (outcome.kind === 'toasts' ? outcome.toasts : []);

describe('classifyTransportFailure (SPEC §8, transport handling)', () => {
  it.each([400, 403])('%i with a business code shows the message of the code under Aviso', (status) => {
    const outcome = classifyTransportFailure(
      { status, authenticated: true, body: { errorType: 'BusinessError', code: 5206, message: 'ignored' } },
      CATALOGUES.PtBr,
    );
    expect(outcome).toEqual({
      kind: 'toasts',
      toasts: [{ level: 'warning', title: 'Aviso', message: 'E-mail ou senha inválidos.' }],
    });
  });

  it('reads the code as a numeric string too', () => {
    expect(
      toasts(
        classifyTransportFailure(
          { status: 400, authenticated: false, body: { errorType: 'B', code: '5204' } },
          CATALOGUES.EnEu,
        ),
      )[0]?.message,
    ).toBe('Invalid CPF.');
  });

  it('with an erros list shows the first field and its message', () => {
    const outcome = classifyTransportFailure(
      {
        status: 400,
        authenticated: true,
        body: {
          errorType: 'ValidationError',
          code: 5204,
          message: 'x',
          erros: [
            { field: 'cpf', message: 'CPF inválido' },
            { field: 'phone', message: 'Telefone inválido' },
          ],
        },
      },
      CATALOGUES.PtBr,
    );
    expect(toasts(outcome)).toEqual([{ level: 'warning', title: 'cpf', message: 'CPF inválido' }]);
  });

  it("without an erros list, a message containing 'Access Denied' shows 'Acesso' / 'Acesso negado'", () => {
    const outcome = classifyTransportFailure(
      { status: 403, authenticated: true, body: { errorType: 'Forbidden', message: 'Access Denied: no right' } },
      CATALOGUES.PtBr,
    );
    expect(toasts(outcome)).toEqual([{ level: 'warning', title: 'Acesso', message: 'Acesso negado' }]);
  });

  it('an empty erros list counts as no list', () => {
    const outcome = classifyTransportFailure(
      { status: 403, authenticated: true, body: { errorType: 'Forbidden', message: 'Access Denied', erros: [] } },
      CATALOGUES.EnEu,
    );
    expect(toasts(outcome)).toEqual([{ level: 'warning', title: 'Access', message: 'Access denied' }]);
  });

  it("an array message shows one 'Aviso' per item", () => {
    const outcome = classifyTransportFailure(
      { status: 400, authenticated: true, body: { errorType: 'B', message: ['Primeiro', 'Segundo', 'Terceiro'] } },
      CATALOGUES.PtBr,
    );
    expect(toasts(outcome)).toEqual([
      { level: 'warning', title: 'Aviso', message: 'Primeiro' },
      { level: 'warning', title: 'Aviso', message: 'Segundo' },
      { level: 'warning', title: 'Aviso', message: 'Terceiro' },
    ]);
  });

  it("a single message shows 'Aviso' with the text", () => {
    expect(
      toasts(
        classifyTransportFailure(
          { status: 400, authenticated: true, body: { errorType: 'B', message: 'Algo falhou' } },
          CATALOGUES.PtBr,
        ),
      ),
    ).toEqual([{ level: 'warning', title: 'Aviso', message: 'Algo falhou' }]);
  });

  it.each([
    [{ errorType: 'B' }],
    [{ errorType: 'B', message: '' }],
    [{ errorType: 'B', message: [] }],
    [undefined],
    ['not json'],
  ])("no message (%j) shows 'Aviso' / 'Erro ao executar a operação'", (body) => {
    expect(toasts(classifyTransportFailure({ status: 400, authenticated: true, body }, CATALOGUES.PtBr))).toEqual([
      { level: 'warning', title: 'Aviso', message: 'Erro ao executar a operação' },
    ]);
  });

  it('401 while authenticated ends the session', () => {
    expect(
      classifyTransportFailure(
        { status: 401, authenticated: true, body: { errorType: 'Unauthorized', code: 5500 } },
        CATALOGUES.PtBr,
      ),
    ).toEqual({ kind: 'session-ended' });
  });

  it('401 with the disabled-user code while authenticated ends the session as a disabled user', () => {
    expect(
      classifyTransportFailure(
        { status: 401, authenticated: true, body: { errorType: 'Unauthorized', code: 5300 } },
        CATALOGUES.PtBr,
      ),
    ).toEqual({ kind: 'user-disabled' });
  });

  it('401 while signed out goes to the shared handler (no session to end)', () => {
    expect(
      toasts(
        classifyTransportFailure(
          { status: 401, authenticated: false, body: { errorType: 'Unauthorized', code: 5500 } },
          CATALOGUES.EnEu,
        ),
      ),
    ).toEqual([{ level: 'warning', title: 'Warning', message: 'Unauthorized.' }]);
  });

  it("503 shows the 'Error 503' warning: the system is unavailable, try again shortly", () => {
    expect(toasts(classifyTransportFailure({ status: 503, authenticated: true }, CATALOGUES.PtBr))).toEqual([
      { level: 'warning', title: 'Error 503', message: 'O sistema está indisponível. Tente novamente em instantes.' },
    ]);
    expect(toasts(classifyTransportFailure({ status: 503, authenticated: false }, CATALOGUES.EnEu))[0]?.message).toBe(
      'The system is unavailable. Please try again shortly.',
    );
  });

  it('an AcceptorError passes through unchanged, whatever the status', () => {
    for (const status of [400, 401, 403, 500, undefined]) {
      expect(
        classifyTransportFailure(
          { status, authenticated: true, body: { errorType: 'AcceptorError', code: 5500 } },
          CATALOGUES.PtBr,
        ),
      ).toEqual({ kind: 'pass-through' });
    }
  });

  it('no response is logged and rejected: nothing shown', () => {
    expect(classifyTransportFailure({ authenticated: true }, CATALOGUES.PtBr)).toEqual({ kind: 'no-response' });
  });

  it('demo-service errors are ignored', () => {
    expect(
      classifyTransportFailure(
        { status: 500, authenticated: true, body: { errorType: 'DemoSigaError' } },
        CATALOGUES.PtBr,
      ),
    ).toEqual({ kind: 'ignored' });
  });

  it.each([500, 502, 404, 418])("status %i shows a danger toast titled 'Erro' with the generic message", (status) => {
    expect(
      toasts(
        classifyTransportFailure(
          { status, authenticated: true, body: { errorType: 'ServerError', message: 'stack trace' } },
          CATALOGUES.PtBr,
        ),
      ),
    ).toEqual([{ level: 'danger', title: 'Erro', message: 'Erro ao executar a operação' }]);
  });

  it('other statuses with a business code are translated by the code', () => {
    expect(
      toasts(
        classifyTransportFailure(
          { status: 500, authenticated: true, body: { errorType: 'ServerError', code: 5000 } },
          CATALOGUES.EnEu,
        ),
      ),
    ).toEqual([{ level: 'danger', title: 'Error', message: 'Document not found.' }]);
  });
});

describe('decodeErrorBody', () => {
  const json = '{"errorType":"Forbidden","code":5006}';

  it('decodes a binary body (a 403 on a binary download) as JSON', () => {
    const bytes = new TextEncoder().encode(json);
    expect(decodeErrorBody(bytes)).toEqual({ errorType: 'Forbidden', code: 5006 });
    expect(decodeErrorBody(bytes.buffer)).toEqual({ errorType: 'Forbidden', code: 5006 });
    expect(decodeErrorBody(new DataView(new TextEncoder().encode(`  ${json}`).buffer, 2))).toEqual({
      errorType: 'Forbidden',
      code: 5006,
    });
  });

  it('decodes JSON text and keeps objects', () => {
    expect(decodeErrorBody(json)).toEqual({ errorType: 'Forbidden', code: 5006 });
    const body = {
      errorType: 'ValidationError',
      code: 400,
      message: ['a', 'b'],
      erros: [{ field: 'email', message: 'E-mail inválido' }],
    };
    expect(decodeErrorBody(body)).toEqual(body);
  });

  it('gives undefined for anything that is not an error object: text, a PDF, a number, a list, nothing', () => {
    for (const body of [
      '%PDF-1.7',
      'Bad Gateway',
      '<html>502</html>',
      '',
      '42',
      '"text"',
      '[1]',
      7,
      [],
      null,
      undefined,
    ]) {
      expect(decodeErrorBody(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('keeps only the fields of the error response with their types, so a malformed body never reaches a screen', () => {
    expect(decodeErrorBody({ a: 1 })).toEqual({ errorType: '' });
    expect(decodeErrorBody({ errorType: 5, code: '5206', message: { text: 'x' }, erros: 'email' })).toEqual({
      errorType: '',
      code: 5206,
    });
    expect(
      decodeErrorBody({
        errorType: 'E',
        code: 'FST_ERR_VALIDATION',
        message: ['ok', 3, null],
        erros: [{ field: 'cpf', message: 'CPF inválido' }, { field: 1 }, 'x'],
      }),
    ).toEqual({ errorType: 'E', message: ['ok'], erros: [{ field: 'cpf', message: 'CPF inválido' }] });
  });
});

describe('a response that breaks the contract', () => {
  it.each([true, false])('shows the generic error (signed in: %s), whatever the status', (authenticated) => {
    expect(classifyTransportFailure({ status: 200, authenticated, contract: true }, CATALOGUES.PtBr)).toEqual({
      kind: 'toasts',
      toasts: [{ level: 'danger', title: 'Erro', message: 'Erro ao executar a operação' }],
    });
  });

  it('is a ContractError carrying the call and the failed constraints, not an ApiError', () => {
    const error = new ContractError('GET my-account', 200, ['phone: isString']);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ContractError',
      call: 'GET my-account',
      status: 200,
      violations: ['phone: isString'],
    });
    expect(error.message).toBe('GET my-account: the response breaks the contract');
  });
});

describe('SessionEndedGate', () => {
  it('shows the dialog once per burst of 401s', () => {
    const gate = new SessionEndedGate();
    expect([gate.shouldShow(), gate.shouldShow(), gate.shouldShow()]).toEqual([true, false, false]);
  });

  it('shows it again after the user accepted', () => {
    const gate = new SessionEndedGate();
    gate.shouldShow();
    gate.accepted();
    expect(gate.shouldShow()).toBe(true);
    expect(gate.shouldShow()).toBe(false);
  });
});
