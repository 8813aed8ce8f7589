// Issue 9, item 7: errors are logged without query parameters or bodies. A database error's message carries every
// parameter of its query (a registrant's scrypt hash, e-mail, CPF and phone) and PostgreSQL's detail the whole row;
// the log keeps neither, and a redaction list covers passwords, hashes, tokens, codes, CPF/CNPJ, phones and e-mails.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { loggableError, loggerOptions, REDACTED_FIELDS, redactUrl, scrub } from '../../server/logging';
import { buildTestServer } from '../../server/testing';

/** A log destination that keeps every line. */
function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

const REGISTRANT = {
  email: 'registrante.sigilosa@example.com',
  emailConfirmation: 'registrante.sigilosa@example.com',
  nome: 'Registrante Sigilosa',
  userType: 'individual',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
  password: 'Senha#Muito#Secreta9',
  acceptedTerms: true,
};
const SECRETS = [
  'registrante.sigilosa',
  '52998224725',
  '529.982.247-25',
  '11987654321',
  '98765-4321',
  'Senha#Muito#Secreta9',
  'scrypt$',
  'Registrante Sigilosa',
];

describe('a database error on a request', () => {
  let server: CeleiroServer;
  const log = capture();

  beforeAll(async () => {
    server = await buildTestServer({ logger: { ...(loggerOptions('info') as object), stream: log.stream } as never });
    // Every registration now fails in the database, with the whole row in the error.
    await server.db.execute(sql`alter table pending_registrations add constraint refuse_all check (false)`);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('is a 500 whose log line has the failed query but none of its parameters, the row or the body', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: REGISTRANT });
    expect(response.statusCode).toBe(500);
    const failed = log.lines.filter((line) => line.includes('request failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('pending_registrations');
    expect(failed[0]).toContain('params: [redacted]');
    for (const line of log.lines) for (const secret of SECRETS) expect(line, secret).not.toContain(secret);
  });
});

describe('the loggable error', () => {
  it('keeps the query of a drizzle error and drops its parameters and the cause detail', () => {
    const cause = Object.assign(
      new Error('new row for relation "pending_registrations" violates check constraint "refuse_all"'),
      {
        code: '23514',
        detail:
          'Failing row contains (abc, ana@example.com, Ana, individual, 52998224725, 11987654321, scrypt$32768$8$1$salt$hash).',
      },
    );
    const error = new Error(
      'Failed query: insert into "pending_registrations" ("email", "password_hash") values ($1, $2)\nparams: ana@example.com,scrypt$32768$8$1$salt$hash',
      { cause },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('Failed query: insert into \\"pending_registrations\\"');
    expect(logged).toContain('23514');
    for (const secret of ['ana@example.com', 'scrypt$', '52998224725', '11987654321', 'Failing row'])
      expect(logged, secret).not.toContain(secret);
  });

  it('scrubs values that a database message quotes, e-mails, hashes, documents, phones and tokens', () => {
    expect(scrub('invalid input syntax for type integer: "1e999"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(scrub('to ana@example.com and +55 (11) 98765-4321, CNPJ 12.345.678/0001-95')).not.toMatch(/ana@|98765|345/);
    expect(scrub('token Yq3dW1xL0v7mZt9bR2cK8sQ4pN6hJ5gF1aE0uT3yI2o')).toBe('token [token]');
  });
});

describe('the logger', () => {
  it('redacts the fields of the list wherever a log line carries them', async () => {
    const log = capture();
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream: log.stream } as never });
    app.log.info(
      {
        password: 'p1',
        user: { email: 'ana@example.com', phone: '11987654321', document: '52998224725' },
        body: { code: '123456', token: 't0k3n' },
        deep: { a: { passwordHash: 'scrypt$x' } },
      },
      'line',
    );
    await app.close();
    const line = log.lines.find((l) => l.includes('"line"'))!;
    for (const secret of ['p1', 'ana@example.com', '11987654321', '52998224725', '123456', 't0k3n', 'scrypt$x'])
      expect(line, secret).not.toContain(secret);
    expect(REDACTED_FIELDS).toEqual(
      expect.arrayContaining([
        'password',
        'passwordHash',
        'token',
        'code',
        'document',
        'cpf',
        'cnpj',
        'phone',
        'email',
      ]),
    );
  });

  it('blanks sensitive query values and path tokens in logged URLs', () => {
    expect(redactUrl('/api/auth/resend/two-factor-auth-token/abc.def?lang=PtBr')).toBe(
      '/api/auth/resend/two-factor-auth-token/[redacted]?lang=PtBr',
    );
    expect(redactUrl('/api/auth/send-confirm-email-token/abc')).toBe('/api/auth/send-confirm-email-token/[redacted]');
    expect(redactUrl('/pages/reset?token=s3cret&lang=EnEu')).toBe('/pages/reset?token=[redacted]&lang=EnEu');
    expect(redactUrl('/dev/mailbox.json?to=admin%40example.com')).toBe('/dev/mailbox.json?to=[redacted]');
    expect(redactUrl('/api/main/menu?lang=PtBr&page=2')).toBe('/api/main/menu?lang=PtBr&page=2');
  });
});
