// The guided tour's account setting: POST client/update/skip-tour keeps users.skip_tour, and the next sign-in answers it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  getUser,
  resetDatabase,
  SEED_PASSWORD,
  trustDevice,
} from '../../server/testing';

// The editor's account has not put the tour away in the seed.
const SUBSCRIBER = 'editor@example.com';
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await resetDatabase(server);
});

const skipTour = (token: string | null, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/client/update/skip-tour',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });

async function signInSkipTour(): Promise<boolean> {
  await trustDevice(server, SUBSCRIBER, 'desk');
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/auth/new-signin',
    payload: { email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'desk' },
  });
  expect(signIn.statusCode).toBe(200);
  return signIn.json()[0].skipTour;
}

describe('client/update/skip-tour', () => {
  it('keeps the tour put away on the account: the answer says so, and the next sign-in answers skipTour true', async () => {
    expect(await signInSkipTour()).toBe(false);
    const { token } = await createSession(server, SUBSCRIBER);
    const response = await skipTour(token, { skipTour: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ skipTour: true });
    expect((await getUser(server, SUBSCRIBER)).skipTour).toBe(true);
    expect(await signInSkipTour()).toBe(true);
  });

  it('can bring the tour back (skipTour false)', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    await skipTour(token, { skipTour: true });
    expect((await skipTour(token, { skipTour: false })).json()).toEqual({ skipTour: false });
    expect(await signInSkipTour()).toBe(false);
  });

  it('refuses a visitor (401) and a body that is not the choice (400), and keeps the account unchanged', async () => {
    expect((await skipTour(null, { skipTour: true })).statusCode).toBe(401);
    const { token } = await createSession(server, SUBSCRIBER);
    for (const body of [{}, { skipTour: 'yes' }]) {
      expect((await skipTour(token, body)).statusCode).toBe(400);
    }
    expect((await getUser(server, SUBSCRIBER)).skipTour).toBe(false);
  });
});
