// The share call (issue 17, part 3): content/share counts one share of an item by a channel for the publishing desk,
// and answers how many times the item has been shared.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpShareApi } from '../adapters/http/http-share-api';
import { CONTENT_FIXTURES } from './provider-states/content';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { integer } = MatchersV3;

const SIGNED_IN = 'content is published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpShareApi(apiClientFor(url, EXAMPLE.sessionToken));

describe('content/share', () => {
  it('counts a share of an item by WhatsApp and answers its shares', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a share of an item by WhatsApp')
      .withRequest('POST', '/api/content/share', (b) =>
        b.headers(auth).jsonBody({ id: CONTENT_FIXTURES.open, channel: 'whatsapp' }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ shares: integer(1) }))
      .executeTest(async (mock) => {
        expect(await api(mock.url).record({ id: CONTENT_FIXTURES.open, channel: 'whatsapp' })).toEqual({ shares: 1 });
      });
  });

  it('counts the PDF of a report the reader may open', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving("a share of a report's PDF")
      .withRequest('POST', '/api/content/share', (b) =>
        b.headers(auth).jsonBody({ id: CONTENT_FIXTURES.open, channel: 'pdf' }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ shares: integer(1) }))
      .executeTest(async (mock) => {
        expect((await api(mock.url).record({ id: CONTENT_FIXTURES.open, channel: 'pdf' })).shares).toBeGreaterThan(0);
      });
  });
});
