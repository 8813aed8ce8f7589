// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError } from '../../core';
import { withChunkTimeouts } from '../../ui/kit/route-chunks';
import { FakeClock } from '../fakes/fake-clock';
import './support/jsdom-polyfills';
import { createTestKit, renderApp } from './support/test-app';

// The code of the lost-access page never arrives (a stalled network).
vi.mock('../../ui/account/lost-access-page', () => new Promise(() => {}));

afterEach(cleanup);

describe('route chunks', () => {
  it('gives a route whose code has not come after 120 s the server-error page, and logs why', async () => {
    const kit = createTestKit();
    renderApp(kit, '/pages/lost-access');
    await act(async () => kit.clock.advance(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Erro no servidor' })).toBeNull();
    await act(async () => kit.clock.advance(1));
    expect(await screen.findByRole('heading', { name: 'Erro no servidor' })).toBeTruthy();
    expect(kit.logger.entries.some((entry) => entry.detail instanceof ChunkLoadTimeoutError)).toBe(true);
  });

  it('times every lazy route, nested ones too, and leaves the others as they are', async () => {
    const clock = new FakeClock();
    const stalled = () => new Promise<never>(() => {});
    const [root] = withChunkTimeouts(
      [{ path: '/', lazy: stalled, children: [{ index: true }, { path: 'a', lazy: stalled }] }],
      clock,
    );
    const [index, child] = (root as RouteObject).children ?? [];
    expect(index).toEqual({ index: true });
    const failures = [root?.lazy, child?.lazy].map((lazy) =>
      (lazy as () => Promise<unknown>)().catch((error: unknown) => error),
    );
    clock.advance(CHUNK_LOAD_TIMEOUT_MS);
    for (const failure of await Promise.all(failures)) expect(failure).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});
