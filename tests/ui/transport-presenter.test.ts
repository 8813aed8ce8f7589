import { describe, expect, it } from 'vitest';
import { CATALOGUES, ErrorCode, SessionEndedGate, type Locale, type TransportFailure } from '../../core';
import { SessionEndedStore } from '../../ui/shell/session-ended.store';
import { TransportFailurePresenter } from '../../ui/shell/transport-failure.presenter';
import { RecordingNotifier } from '../fakes/fake-apis';
import { RecordingLogger } from '../fakes/recorders';

function presenter(locale: Locale = 'PtBr') {
  const notifier = new RecordingNotifier();
  const logger = new RecordingLogger();
  const sessionEnded = new SessionEndedStore(new SessionEndedGate());
  const subject = new TransportFailurePresenter(
    { current: () => locale, catalogue: () => CATALOGUES[locale] },
    sessionEnded,
    notifier,
    logger,
  );
  return { subject, notifier, logger, sessionEnded };
}

const failure = (status: number | undefined, body?: unknown, authenticated = true): TransportFailure => ({
  status,
  body,
  authenticated,
});

describe('the transport presenter', () => {
  it('shows the message of a business code (400)', () => {
    const { subject, notifier } = presenter();
    subject.report(
      failure(400, { errorType: 'BusinessError', code: ErrorCode.INVALID_CREDENTIALS, message: '5206' }, false),
    );
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'Aviso', message: 'E-mail ou senha inválidos.' }]);
  });

  it('shows it in the interface language', () => {
    const { subject, notifier } = presenter('EnEu');
    subject.report(failure(400, { errorType: 'BusinessError', code: ErrorCode.INVALID_CREDENTIALS }, false));
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'Warning', message: 'Invalid e-mail or password.' }]);
  });

  it('shows the first field error of an erros list (403)', () => {
    const { subject, notifier } = presenter();
    subject.report(
      failure(403, {
        errorType: 'ValidationError',
        erros: [
          { field: 'email', message: 'E-mail inválido' },
          { field: 'phone', message: 'x' },
        ],
      }),
    );
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'email', message: 'E-mail inválido' }]);
  });

  it('shows one toast per message of a message list', () => {
    const { subject, notifier } = presenter();
    subject.report(failure(400, { errorType: 'Error', message: ['primeiro', 'segundo'] }));
    expect(notifier.notices.map((n) => [n.title, n.message])).toEqual([
      ['Aviso', 'primeiro'],
      ['Aviso', 'segundo'],
    ]);
  });

  it("shows 'Acesso negado' for an Access Denied message", () => {
    const { subject, notifier } = presenter();
    subject.report(failure(403, { errorType: 'Error', message: 'Access Denied for user' }));
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'Acesso', message: 'Acesso negado' }]);
  });

  it('shows the generic message when there is none', () => {
    const { subject, notifier } = presenter();
    subject.report(failure(400, {}));
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'Aviso', message: 'Erro ao executar a operação' }]);
  });

  it('shows the unavailable warning for 503', () => {
    const { subject, notifier } = presenter();
    subject.report(failure(503));
    expect(notifier.notices).toEqual([
      { level: 'warning', title: 'Error 503', message: 'O sistema está indisponível. Tente novamente em instantes.' },
    ]);
  });

  it('shows a danger toast for other server errors', () => {
    const { subject, notifier } = presenter();
    subject.report(failure(500, { errorType: 'SystemError', code: ErrorCode.USER_NOT_FOUND }));
    subject.report(failure(502, 'Bad gateway'));
    expect(notifier.notices).toEqual([
      { level: 'danger', title: 'Erro', message: 'Usuário não encontrado.' },
      { level: 'danger', title: 'Erro', message: 'Erro ao executar a operação' },
    ]);
  });

  it('passes acceptor errors through and ignores demo-service errors, showing nothing', () => {
    const { subject, notifier, logger, sessionEnded } = presenter();
    subject.report(failure(401, { errorType: 'AcceptorError', message: 'expired' }));
    subject.report(failure(400, { errorType: 'DemoSigaError', message: 'x' }));
    expect(notifier.notices).toEqual([]);
    expect(logger.entries).toEqual([]);
    expect(sessionEnded.open).toBe(false);
  });

  it('logs a request without a response (the server unreachable, or the configuration never loaded) and shows the communication failure once', () => {
    const { subject, notifier, logger } = presenter('EnEu');
    subject.report(failure(undefined, undefined, false));
    expect(notifier.notices).toEqual([
      {
        level: 'danger',
        title: 'Error',
        message: 'Failed to load the system: communication failure. Refresh the page or contact support.',
      },
    ]);
    expect(logger.entries.map((e) => [e.level, e.message])).toEqual([['error', 'request without response']]);
  });

  it('opens the session-ended dialog once for a burst of 401s while signed in', () => {
    const { subject, notifier, sessionEnded } = presenter();
    subject.report(failure(401, {}));
    sessionEnded.close();
    subject.report(failure(401, {}));
    subject.report(failure(401, {}));
    expect(sessionEnded.open).toBe(false);
    sessionEnded.settled();
    subject.report(failure(401, {}));
    expect(sessionEnded.open).toBe(true);
    expect(notifier.notices).toEqual([]);
  });

  it('treats a 401 while signed out as a refusal', () => {
    const { subject, notifier, sessionEnded } = presenter();
    subject.report(failure(401, { errorType: 'BusinessError', code: ErrorCode.UNAUTHORIZED }, false));
    expect(sessionEnded.open).toBe(false);
    expect(notifier.notices).toEqual([{ level: 'warning', title: 'Aviso', message: 'Não autorizado.' }]);
  });
});
