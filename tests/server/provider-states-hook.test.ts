// The Pact provider-states hook: served with the providerStates option only, never in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer, UnsafeOptionsError } from '../../server/app';
import { buildTestServer } from '../../server/testing';
import { providerStatesRoutes } from '../../contracts/provider-states/routes';

const HOOK = '/_pact/provider-states';
const PRODUCTION = {
  production: true,
  publicUrl: 'https://app.celeiro.example',
  cacheKey: 'secret-key',
  configUser: 'u',
  configPassword: 'p',
} as const;

let withHook: CeleiroServer;
let withoutHook: CeleiroServer;
let production: CeleiroServer;

beforeAll(async () => {
  [withHook, withoutHook, production] = await Promise.all([
    buildTestServer({ providerStates: providerStatesRoutes }),
    buildTestServer({ devMailbox: true }),
    buildTestServer(PRODUCTION),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([withHook?.close(), withoutHook?.close(), production?.close()]);
});

const stateChange = (server: CeleiroServer, payload: object) =>
  server.app.inject({ method: 'POST', url: HOOK, payload });

describe('the provider-states hook', () => {
  it('sets a state up from its params and answers JSON', async () => {
    const token = 'hook-test-token';
    const before = await withHook.app.inject({ url: '/api/check/info', headers: { authorization: `Bearer ${token}` } });
    expect(before.statusCode).toBe(401);

    const setup = await stateChange(withHook, {
      state: 'the subscriber is signed in',
      params: { email: 'assinante@example.com', token },
      action: 'setup',
    });
    expect(setup.statusCode).toBe(200);
    // What the setup gives back (the session it opened), as a JSON object.
    expect(setup.json()).toMatchObject({ token });

    const after = await withHook.app.inject({ url: '/api/check/info', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(200);
  });

  it("answers the values a state gives the interaction (here the open line session's id)", async () => {
    const setup = await stateChange(withHook, {
      state: 'the user is signed in and an open line session has seats left',
      params: { email: 'assinante@example.com', token: 'hook-test-token' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ sessionId: expect.stringMatching(/^ol-/) });
  });

  it('tears a state down with nothing to undo', async () => {
    const teardown = await stateChange(withHook, {
      state: 'the subscriber is signed in',
      params: { email: 'assinante@example.com', token: 'x' },
      action: 'teardown',
    });
    expect(teardown.statusCode).toBe(200);
    expect(teardown.json()).toEqual({});
  });

  it('refuses a state it does not know, naming it', async () => {
    const unknown = await stateChange(withHook, { state: 'the moon is made of cheese', action: 'setup' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('the moon is made of cheese');
  });

  it('is not there without the option, even with the dev tools on', async () => {
    const response = await stateChange(withoutHook, { state: 'the subscriber exists' });
    expect(response.statusCode).toBe(404);
  });

  it('is not there in production', async () => {
    const response = await stateChange(production, { state: 'the subscriber exists' });
    expect(response.statusCode).toBe(404);
  });

  it('cannot be turned on in production: the server refuses to start', async () => {
    const refused = buildTestServer({ ...PRODUCTION, providerStates: providerStatesRoutes });
    await expect(refused).rejects.toBeInstanceOf(UnsafeOptionsError);
    await expect(refused).rejects.toThrow(/PACT_PROVIDER_STATES/);
  });
});
