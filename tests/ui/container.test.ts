// @vitest-environment jsdom
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsultingApiPort, SearchUseCase } from '../../core';
import { bindAccountPrivacy } from '../../ui/di/account-privacy-bindings';
import { bindAdmin } from '../../ui/di/admin-bindings';
import { bindOnce } from '../../ui/di/binding';
import { type Binding } from '../../ui/kit/area-module';
import { bindConsulting } from '../../ui/di/consulting-bindings';
import { createContainer } from '../../ui/di/container';
import { bindDocuments } from '../../ui/di/document-bindings';
import { bindMarket } from '../../ui/di/market-bindings';
import { bindMedia } from '../../ui/di/media-bindings';
import { bindPublishing } from '../../ui/di/publishing-bindings';
import { bindReading } from '../../ui/di/reading-bindings';
import { bindSearch } from '../../ui/di/search-bindings';
import { bindServices } from '../../ui/di/services-bindings';

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

describe('the areas bound with their pages', () => {
  const AREAS: [string, Binding][] = [
    ['market', bindMarket],
    ['media', bindMedia],
    ['search', bindSearch],
    ['services', bindServices],
    ['consulting', bindConsulting],
    ['publishing', bindPublishing],
    ['admin', bindAdmin],
    ['account privacy', bindAccountPrivacy],
    ['documents', bindDocuments],
    ['reading', bindReading],
  ];

  it.each(AREAS)('%s: resolves everything it binds, once applied twice', (_area, binding) => {
    const container = createContainer();
    const ids: unknown[] = [];
    const bind = Container.prototype.bind;
    vi.spyOn(Container.prototype, 'bind').mockImplementation(function (this: Container, id) {
      ids.push(id);
      return bind.call(this, id);
    });
    bindOnce(container, binding);
    bindOnce(container, binding);
    vi.restoreAllMocks();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(container.get(id as symbol), String(id)).toBeDefined();
  });

  it('keeps a fake put in after the area was bound, when its page applies the binding again', () => {
    const container = createContainer();
    bindOnce(container, bindConsulting);
    const fake = { consulting: () => Promise.resolve([]) };
    container.rebind(ConsultingApiPort).toConstantValue(fake);
    bindOnce(container, bindConsulting);
    expect(container.get(ConsultingApiPort)).toBe(fake);
  });

  it('binds an area anew in another container', () => {
    const first = createContainer();
    const second = createContainer();
    bindOnce(first, bindSearch);
    bindOnce(second, bindSearch);
    expect(second.get(SearchUseCase)).not.toBe(first.get(SearchUseCase));
  });
});
