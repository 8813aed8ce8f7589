// Quick sign-in (biometry or PIN on a device of the native shell): activation needs a session; a device's secret signs
// in on that device only, a new activation or a revocation ends it; a PIN must be six digits and not guessable, and
// five wrong ones in a row revoke the secret; a declined device is not offered biometry again; nothing is stored in
// clear.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIOMETRIC_ERROR, ErrorCode, MAX_PIN_ATTEMPTS } from '../../core';
import { serverMessage } from '../../server/messages';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  queryRows,
  resetDatabase,
  SEED_PASSWORD,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';
import { latestResetToken } from '../../server/testing-accounts';

const SUBSCRIBER = 'assinante@example.com';
const PHONE = 'celular-da-mariana';
const TABLET = 'tablet-da-mariana';
const PIN = '482913';
const clock = createTestClock();
let server: CeleiroServer;
let token: string;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
  ({ token } = await createSession(server, SUBSCRIBER));
});

/** The Authorization header of a bearer token (null: none). */
const auth = (bearer: string | null | undefined) => (bearer ? { authorization: `Bearer ${bearer}` } : {});
const post = (url: string, payload: object, bearer?: string | null) =>
  server.app.inject({ method: 'POST', url, payload, headers: auth(bearer) });
const activate = (body: object, bearer: string | null = token) => post('/api/auth/biometric/activate', body, bearer);
const quickSignIn = (body: object) => post('/api/auth/biometric/signin', body);
const decline = (deviceId: string, bearer: string | null = token) =>
  post('/api/auth/biometric/decline', { device_id: deviceId }, bearer);
const revoke = (deviceId: string, bearer: string | null = token) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/auth/biometric/${encodeURIComponent(deviceId)}`,
    headers: auth(bearer),
  });

/** Activates quick sign-in on a device and returns its secret. */
async function secretFor(deviceId: string, pin?: string): Promise<string> {
  const response = await activate(pin === undefined ? { device_id: deviceId } : { device_id: deviceId, pin });
  expect(response.statusCode, response.body).toBe(200);
  const issued = response.json() as { secret: string; method: string };
  expect(issued.method).toBe(pin === undefined ? 'biometry' : 'pin');
  return issued.secret;
}

/** The 401 of a refused quick sign-in, with its message in the default locale. */
function expectRefused(response: { statusCode: number; json: () => unknown }, key: 'biometricRefused' | 'pinWrong') {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    errorType: BIOMETRIC_ERROR,
    code: ErrorCode.UNAUTHORIZED,
    message: serverMessage(key, 'PtBr'),
    erros: key === 'pinWrong' ? [{ field: 'pin', message: 'pinWrong' }] : [],
  });
}

/** The login fields of a successful sign-in answer. */
function loginOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as Record<string, unknown>[];
  expect(list).toHaveLength(1);
  return list[0]!;
}

describe('activation', () => {
  it('needs a session', async () => {
    for (const bearer of [null, 'not-a-session']) {
      const response = await activate({ device_id: PHONE }, bearer);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'AuthError', code: ErrorCode.UNAUTHORIZED });
    }
    expect((await decline(PHONE, null)).statusCode).toBe(401);
    expect((await revoke(PHONE, null)).statusCode).toBe(401);
  });

  it('issues a random 32-byte secret, once per activation', async () => {
    const first = await secretFor(PHONE);
    const second = await secretFor(TABLET);
    for (const secret of [first, second]) expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(first).not.toBe(second);
  });
});

describe('quick sign-in with biometry', () => {
  it("signs in with the device's secret on that device, as the password sign-in does, without a code", async () => {
    const secret = await secretFor(PHONE);
    const fields = loginOf(await quickSignIn({ device_id: PHONE, secret }));
    expect(fields).toMatchObject({ email: SUBSCRIBER, auth: true, profile: 1, afterLoginShowBiometry: false });
    for (const key of ['token', 'acptoken', 'refresh_token', 'sessionId'])
      expect(fields[key], key).toEqual(expect.any(String));
    // The new session works.
    const info = await server.app.inject({
      url: '/api/check/info',
      headers: { authorization: `Bearer ${fields.token as string}` },
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses the secret on another device, and an unknown secret', async () => {
    const secret = await secretFor(PHONE);
    expectRefused(await quickSignIn({ device_id: TABLET, secret }), 'biometricRefused');
    expectRefused(await quickSignIn({ device_id: PHONE, secret: 'not-the-secret' }), 'biometricRefused');
  });

  it('ends the previous secret of the device at a new activation', async () => {
    const first = await secretFor(PHONE);
    const second = await secretFor(PHONE);
    expectRefused(await quickSignIn({ device_id: PHONE, secret: first }), 'biometricRefused');
    loginOf(await quickSignIn({ device_id: PHONE, secret: second }));
  });

  it('refuses a revoked secret with the biometricRefused message, in the request locale', async () => {
    const secret = await secretFor(PHONE);
    const revoked = await revoke(PHONE);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});
    expectRefused(await quickSignIn({ device_id: PHONE, secret }), 'biometricRefused');
    const english = await post('/api/auth/biometric/signin?lang=EnEu', { device_id: PHONE, secret });
    expect(english.json()).toMatchObject({ message: serverMessage('biometricRefused', 'EnEu') });
  });

  it('refuses a disabled user with the password sign-in answer (5300)', async () => {
    const secret = await secretFor(PHONE);
    await setUserDisabled(server, SUBSCRIBER);
    const response = await quickSignIn({ device_id: PHONE, secret });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'BusinessError', code: ErrorCode.USER_DISABLED });
  });
});

describe('revocation', () => {
  it('answers 5005 for a device without a secret, or one already revoked', async () => {
    const unknown = await revoke('nunca-ativado');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorType: 'BusinessError', code: ErrorCode.DEVICE_NOT_FOUND });
    await secretFor(PHONE);
    expect((await revoke(PHONE)).statusCode).toBe(200);
    expect((await revoke(PHONE)).json()).toMatchObject({ code: ErrorCode.DEVICE_NOT_FOUND });
    await decline(TABLET);
    expect((await revoke(TABLET)).json()).toMatchObject({ code: ErrorCode.DEVICE_NOT_FOUND });
  });

  it("revokes only the user's own devices", async () => {
    await secretFor(PHONE);
    const other = await createSession(server, 'gratuito@example.com');
    expect((await revoke(PHONE, other.token)).json()).toMatchObject({ code: ErrorCode.DEVICE_NOT_FOUND });
  });
});

describe('a new password', () => {
  const NEW_PASSWORD = 'Colheita#2027';

  it('changed by the user revokes the quick sign-in of every device, the one that changed it too', async () => {
    const phone = await secretFor(PHONE);
    const tablet = await secretFor(TABLET, PIN);
    const changed = await post(
      '/api/change-password/client',
      { currentPassword: SEED_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectRefused(await quickSignIn({ device_id: PHONE, secret: phone }), 'biometricRefused');
    expectRefused(await quickSignIn({ device_id: TABLET, secret: tablet, pin: PIN }), 'biometricRefused');
    // Turned on again with the new password, it signs in.
    const again = await secretFor(PHONE);
    loginOf(await quickSignIn({ device_id: PHONE, secret: again }));
  });

  it('set with a mailed reset link revokes the quick sign-in of every device', async () => {
    const phone = await secretFor(PHONE);
    await post('/api/forgot-password/client', { email: SUBSCRIBER });
    const reset = await post('/api/reset-password/client', {
      token: await latestResetToken(server, SUBSCRIBER),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectRefused(await quickSignIn({ device_id: PHONE, secret: phone }), 'biometricRefused');
  });

  it('refused (the current one wrong) revokes nothing', async () => {
    const phone = await secretFor(PHONE);
    const refused = await post(
      '/api/change-password/client',
      { currentPassword: 'not-the-password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token,
    );
    expect(refused.statusCode).toBe(400);
    loginOf(await quickSignIn({ device_id: PHONE, secret: phone }));
  });
});

describe('afterLoginShowBiometry', () => {
  /** Signs in with the password; the new session is the one the next calls use (the account's limit ends the oldest). */
  const passwordSignIn = async (deviceId?: string) => {
    const response = await post('/api/auth/new-signin', {
      email: SUBSCRIBER,
      password: SEED_PASSWORD,
      device_id: deviceId,
    });
    const fields = loginOf(response);
    token = fields.token as string;
    return fields.afterLoginShowBiometry;
  };

  it('is true at a sign-in from a device, false once the user declined biometry there', async () => {
    await trustDevice(server, SUBSCRIBER, PHONE);
    await trustDevice(server, SUBSCRIBER, TABLET);
    expect(await passwordSignIn(PHONE)).toBe(true);
    const declined = await decline(PHONE);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({});
    expect(await passwordSignIn(PHONE)).toBe(false);
    expect(await passwordSignIn(TABLET)).toBe(true);
    // Declining twice is fine; activating later clears it.
    expect((await decline(PHONE)).statusCode).toBe(200);
    await secretFor(PHONE);
    expect(await passwordSignIn(PHONE)).toBe(true);
  });

  it('is false for a sign-in without a device (its two-factor step too)', async () => {
    const response = await post('/api/auth/new-signin', { email: SUBSCRIBER, password: SEED_PASSWORD });
    expect((response.json() as [{ twoFactorRequired?: boolean }])[0].twoFactorRequired).toBe(true);
  });

  it('follows the device at the two-factor step and the s4 sign-in', async () => {
    await decline(PHONE);
    const challenge = await post('/api/auth/new-signin', {
      email: SUBSCRIBER,
      password: SEED_PASSWORD,
      device_id: TABLET,
    });
    const [{ twoFactorToken }] = challenge.json() as [{ twoFactorToken: string }];
    const [mail] = await queryRows<{ text: string }>(server.db, sql`select text from mails order by id desc limit 1`);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const validated = await post('/api/auth/validate-two-factor-auth-token', {
      token: twoFactorToken,
      code,
      device_id: TABLET,
    });
    expect(loginOf(validated).afterLoginShowBiometry).toBe(true);
    await trustDevice(server, SUBSCRIBER, PHONE);
    const s4 = await post('/api/signin/s4', { email: SUBSCRIBER, password: SEED_PASSWORD, device_id: PHONE });
    expect(loginOf(s4)).toMatchObject({ s4Login: true, afterLoginShowBiometry: false });
  });
});

describe('quick sign-in with a PIN', () => {
  it.each([
    ['12345', 'pinFormat'],
    ['12a456', 'pinFormat'],
    ['1234567', 'pinFormat'],
    ['111111', 'pinGuessable'],
    ['123456', 'pinGuessable'],
    ['987654', 'pinGuessable'],
  ] as const)('refuses the PIN %s with the field error %s', async (pin, key) => {
    const response = await activate({ device_id: PHONE, pin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: 'ValidationError',
      erros: [{ field: 'pin', message: serverMessage(key, 'PtBr') }],
    });
    const stored = await queryRows(server.db, sql`select * from biometric_credentials`);
    expect(stored).toEqual([]);
  });

  it('signs in with the right PIN, refuses a wrong or missing one', async () => {
    const secret = await secretFor(PHONE, PIN);
    expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: '000001' }), 'pinWrong');
    expectRefused(await quickSignIn({ device_id: PHONE, secret }), 'pinWrong');
    expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: null }), 'pinWrong');
    expect(loginOf(await quickSignIn({ device_id: PHONE, secret, pin: PIN }))).toMatchObject({ email: SUBSCRIBER });
    // The PIN does not replace the device's secret.
    expectRefused(await quickSignIn({ device_id: TABLET, secret, pin: PIN }), 'biometricRefused');
  });

  it(`revokes the secret at the ${MAX_PIN_ATTEMPTS}th wrong PIN in a row; the right PIN is refused after`, async () => {
    const secret = await secretFor(PHONE, PIN);
    for (let i = 1; i < MAX_PIN_ATTEMPTS; i++)
      expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: '000001' }), 'pinWrong');
    expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: '000001' }), 'biometricRefused');
    expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: PIN }), 'biometricRefused');
    const [row] = await queryRows<{ secret_hash: string | null; pin_hash: string | null }>(
      server.db,
      sql`select secret_hash, pin_hash from biometric_credentials`,
    );
    expect(row).toMatchObject({ secret_hash: null, pin_hash: null });
    // The password still signs in, and a new activation works again.
    const again = await secretFor(PHONE, PIN);
    loginOf(await quickSignIn({ device_id: PHONE, secret: again, pin: PIN }));
  });

  it('counts wrong PINs in a row only: a right PIN starts the count again', async () => {
    const secret = await secretFor(PHONE, PIN);
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < MAX_PIN_ATTEMPTS; i++)
        expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: '000001' }), 'pinWrong');
      loginOf(await quickSignIn({ device_id: PHONE, secret, pin: PIN }));
    }
  });

  it('never lets parallel guesses go past the limit', async () => {
    const secret = await secretFor(PHONE, PIN);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => quickSignIn({ device_id: PHONE, secret, pin: '000001' })),
    );
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const [row] = await queryRows<{ failed_pin_attempts: number }>(
      server.db,
      sql`select failed_pin_attempts from biometric_credentials`,
    );
    expect(Number(row!.failed_pin_attempts)).toBe(MAX_PIN_ATTEMPTS);
    expectRefused(await quickSignIn({ device_id: PHONE, secret, pin: PIN }), 'biometricRefused');
  });

  it('switches a device from a PIN to biometry at a new activation', async () => {
    await secretFor(PHONE, PIN);
    const secret = await secretFor(PHONE);
    loginOf(await quickSignIn({ device_id: PHONE, secret }));
  });
});

describe('what is stored', () => {
  it('holds neither the device id, the secret nor the PIN in clear', async () => {
    const secret = await secretFor(PHONE, PIN);
    await decline(TABLET);
    const rows = await queryRows<Record<string, unknown>>(
      server.db,
      sql`select * from biometric_credentials order by id`,
    );
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(rows);
    for (const clear of [PHONE, TABLET, secret, PIN]) expect(text).not.toContain(clear);
    expect(rows[0]).toMatchObject({ method: 'pin', declined: false });
    expect(rows[0]!.pin_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[1]).toMatchObject({ method: null, secret_hash: null, declined: true });
  });

  it("goes with the user's account", async () => {
    await secretFor(PHONE);
    await server.db.execute(sql`delete from users where email = ${SUBSCRIBER}`);
    expect(await queryRows(server.db, sql`select * from biometric_credentials`)).toEqual([]);
  });
});
