// @vitest-environment jsdom
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContainer } from '../../ui/di/container';

/** Every service identifier the composition root binds, recorded as it binds them. */
function boundIdentifiers(): unknown[] {
  const ids: unknown[] = [];
  const bind = Container.prototype.bind;
  vi.spyOn(Container.prototype, 'bind').mockImplementation(function (this: Container, id) {
    ids.push(id);
    return bind.call(this, id);
  });
  createContainer();
  vi.restoreAllMocks();
  return ids;
}

afterEach(() => vi.restoreAllMocks());

describe('the composition root', () => {
  const ids = boundIdentifiers();

  it('binds the ports and use cases of the app', () => {
    expect(ids.length).toBeGreaterThan(20);
  });

  it.each(ids.map((id) => [typeof id === 'function' ? id.name : String(id), id]))('resolves %s', (_name, id) => {
    const container = createContainer();
    expect(container.get(id as symbol)).toBeDefined();
  });
});
