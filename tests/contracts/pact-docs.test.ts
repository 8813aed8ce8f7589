// The generated contract documents (contracts/COVERAGE.md, contracts/PROVIDER-STATES.md) say what the pacts and
// SPEC §7 say now, and every provider state the pacts use has a handler in the reference server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSUMER, PACT_DIR, PROVIDER } from '../../contracts/pact-names';
import { callMatches, parseSpecCalls, readPacts, stateValues } from '../../contracts/pact-docs';
import { generatedDocuments, handlerStates, SPEC_PATH } from '../../contracts/pact-docs-files';

const pacts = readPacts(PACT_DIR);
const interactions = pacts.flatMap(({ pact }) => pact.interactions);

describe('the contract documents', () => {
  it.each(generatedDocuments().map(({ file, content }) => [path.relative(process.cwd(), file), content]))(
    '%s is up to date (npm run pact:coverage writes it)',
    (file, content) => {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run pact:coverage and commit it`).toBe(content);
    },
  );

  it('finds a handler in the reference server for every provider state the pacts use', () => {
    const known = new Set(Object.values(handlerStates()).flat());
    const used = new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((state) => state.name)));
    expect([...used].filter((state) => !known.has(state))).toEqual([]);
  });

  it('names the pacts celeiro-web and celeiro-api, as their files do', () => {
    expect(pacts.length).toBeGreaterThan(0);
    for (const { file, pact } of pacts) {
      expect([pact.consumer.name, pact.provider.name]).toEqual([CONSUMER, PROVIDER]);
      expect(file).toBe(`${CONSUMER}-${PROVIDER}.json`);
    }
  });
});

describe("SPEC §7's calls", () => {
  const calls = parseSpecCalls(readFileSync(SPEC_PATH, 'utf8'));
  const named = (callPath: string) => calls.find((call) => call.path === callPath);

  it("reads the tables' rows, the cache service's paths and the other calls", () => {
    expect(named('auth/new-signin')).toMatchObject({ base: 'api', methods: ['POST'] });
    expect(named('acceptor/logout')).toMatchObject({ methods: ['POST'] });
    expect(named('auth/send-confirm-email-token/{x}')).toMatchObject({ methods: ['GET'] });
    expect(named('plans')).toMatchObject({ base: 'cache', methods: ['GET'] });
    expect(named('layout')).toMatchObject({ methods: ['GET', 'POST'] });
    expect(named('client/delete-account')).toMatchObject({ methods: ['DELETE'] });
    expect(named('forgot-password/client')).toMatchObject({ methods: ['POST'] });
    expect(named('user/count-sent-news')).toBeDefined();
    expect(named('reportData/consulting')).toBeDefined();
    expect(named('dropdown/category/filter')).toBeDefined();
    expect(named('layoutwdma-hist/{id}')).toBeDefined();
    expect(calls.some((call) => /isBiometryAvailable/.test(call.text))).toBe(false);
  });

  it('matches an interaction by base, method and path, a {placeholder} standing for one segment', () => {
    const resend = named('auth/resend/two-factor-auth-token/{x}')!;
    const request = (method: string, requestPath: string) => ({
      description: '',
      request: { method, path: requestPath },
    });
    expect(callMatches(resend, request('GET', '/api/auth/resend/two-factor-auth-token/abc'))).toBe(true);
    expect(callMatches(resend, request('POST', '/api/auth/resend/two-factor-auth-token/abc'))).toBe(false);
    expect(callMatches(resend, request('GET', '/api/auth/resend/two-factor-auth-token/a/b'))).toBe(false);
    expect(callMatches(named('plans')!, request('GET', '/cache/plans'))).toBe(true);
    expect(callMatches(named('plans')!, request('GET', '/api/plans'))).toBe(false);
  });

  it("reads the values an interaction takes from its state out of the request's generators", () => {
    expect(
      stateValues({
        description: '',
        request: {
          method: 'POST',
          path: '/api/services/live-sessions/ol-16-2026-11-24/registration',
          generators: {
            path: { type: 'ProviderState', expression: '/api/services/live-sessions/${sessionId}/registration' },
          },
        },
      }),
    ).toEqual({ sessionId: 'ol-16-2026-11-24' });
  });
});
