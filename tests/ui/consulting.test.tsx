// @vitest-environment jsdom
// The consulting view-model over the fake consulting and document APIs (grouping, filters, pages, the upsell on the
// plan's refusal, a failed choice keeping what is shown, documents opened and downloaded), and the page through the
// app's routes and user menu.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GetDocumentUseCase } from '../../core';
import { ConsultingViewModel } from '../../ui/content/consulting.view-model';
import { FakeClock } from '../fakes/fake-clock';
import { consultingItem, FakeConsultingApi } from '../fakes/fake-consulting-api';
import { FakeDocumentApi, RecordingFileSaver } from '../fakes/fake-document-api';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp, signInBefore } from './support/test-app';

afterEach(() => cleanup());

const ITEMS = [
  consultingItem({ id: 1, kind: 'hedge', date: '2026-11-11', title: 'Recomendação de hedge de soja' }),
  consultingItem({ id: 2, kind: 'supply-demand', date: '2026-11-19', title: 'Balanço de soja: novembro' }),
  consultingItem({ id: 3, kind: 'supply-demand', date: '2026-12-19', status: 'scheduled', documents: [] }),
  consultingItem({
    id: 4,
    kind: 'cost-of-production',
    commodity: { id: 1, nome: 'Açúcar e Etanol' },
    title: 'Custo de produção de açúcar',
  }),
];

function setUp(items = ITEMS) {
  const api = new FakeConsultingApi(items);
  const documents = new FakeDocumentApi(new FakeClock(), { name: 'Mariana', email: 'assinante@example.com' });
  for (const item of items)
    for (const doc of item.documents) {
      documents.files.set(doc.id, [doc.name]);
      documents.allowed.add(doc.id);
    }
  const saver = new RecordingFileSaver();
  const viewModel = new ConsultingViewModel(api, new GetDocumentUseCase(documents, saver));
  return { api, documents, saver, viewModel };
}

describe('consulting (view-model)', () => {
  it("groups the plan's deliverables by service, in the services' order", async () => {
    const { viewModel } = setUp();
    await viewModel.load();
    expect(viewModel.state).toBe('ready');
    expect(viewModel.groups.map((group) => group.kind)).toEqual(['supply-demand', 'hedge', 'cost-of-production']);
    expect(viewModel.groups[0]?.items.map((item) => item.id)).toEqual([3, 2]);
    expect(viewModel.commodities.map((commodity) => commodity.id)).toEqual([16, 1]);
  });

  it('shows the plans instead when the server refuses the plan (no consulting)', async () => {
    const { api, viewModel } = setUp();
    api.allowed = false;
    await viewModel.load();
    expect(viewModel.state).toBe('upsell');
    expect(viewModel.groups).toEqual([]);
  });

  it('asks the server again for each filter, from the first page, and clears them', async () => {
    const { api, viewModel } = setUp();
    await viewModel.load();
    await viewModel.chooseCommodity(1);
    expect(viewModel.groups.flatMap((group) => group.items).map((item) => item.id)).toEqual([4]);
    await viewModel.chooseKind('hedge');
    expect(viewModel.groups).toEqual([]);
    expect(viewModel.filtered).toBe(true);
    expect(api.calls.at(-1)).toEqual({ commodity: 1, kind: 'hedge', page: 1 });
    await viewModel.clear();
    expect(api.calls.at(-1)).toEqual({ page: 1 });
    expect(viewModel.groups.flatMap((group) => group.items)).toHaveLength(ITEMS.length);
  });

  it('pages a long list', async () => {
    const many = Array.from({ length: 120 }, (_, index) => consultingItem({ id: index + 1 }));
    const { api, viewModel } = setUp(many);
    await viewModel.load();
    expect(viewModel.pages).toBe(3);
    await viewModel.goTo(3);
    expect(api.calls.at(-1)).toEqual({ page: 3 });
    expect(viewModel.groups[0]?.items).toHaveLength(20);
    await viewModel.goTo(9);
    expect(viewModel.page).toBe(3);
  });

  it('keeps the deliverables shown when a choice fails, and says so', async () => {
    const { api, viewModel } = setUp();
    await viewModel.load();
    api.failNext = true;
    await viewModel.chooseKind('hedge');
    expect(viewModel.state).toBe('ready');
    expect(viewModel.choiceFailed).toBe(true);
    expect(viewModel.groups.flatMap((group) => group.items)).toHaveLength(ITEMS.length);
  });

  it('a later choice wins over an earlier answer', async () => {
    const { viewModel } = setUp();
    await viewModel.load();
    const first = viewModel.chooseCommodity(1);
    const second = viewModel.chooseCommodity(16);
    await Promise.all([first, second]);
    expect(viewModel.groups.flatMap((group) => group.items).every((item) => item.commodity.id === 16)).toBe(true);
  });

  it('opens a document and downloads its stamped copy through the document calls', async () => {
    const { documents, saver, viewModel } = setUp();
    await viewModel.load();
    const doc = ITEMS[1]!.documents[0]!;
    await viewModel.fetchDocument(doc, 'read');
    await viewModel.fetchDocument(doc, 'download');
    expect(documents.calls).toEqual([`read-document ${doc.id} 1`, `download-document-watermark ${doc.id} 1`]);
    expect(saver.opened.map((file) => file.name)).toEqual([doc.name]);
    expect(saver.saved.map((file) => file.name)).toEqual([doc.name]);
    expect(viewModel.fetching).toBeNull();
  });

  it("keeps why a document failed (the document route's refusal) beside that document", async () => {
    const { documents, viewModel } = setUp();
    await viewModel.load();
    const doc = ITEMS[0]!.documents[0]!;
    documents.allowed.delete(doc.id);
    await viewModel.fetchDocument(doc, 'download');
    expect(viewModel.documentFailure?.key).toBe(ConsultingViewModel.fetchKey(doc, 'download'));
  });
});

describe('the consulting page', () => {
  it('is reached from the user menu, and shows the deliverables by service with their documents', async () => {
    const kit = createTestKit();
    kit.consulting.items = ITEMS;
    for (const doc of ITEMS.flatMap((item) => item.documents)) {
      kit.documents.files.set(doc.id, [doc.name]);
      kit.documents.allowed.add(doc.id);
    }
    signInBefore(kit);
    const { user, router } = renderApp(kit, '/informative/1');
    await user.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('link', { name: 'Consultoria' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultoria' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/consulting');
    const balances = await screen.findByRole('region', { name: /Balanço de oferta e demanda/ });
    expect(within(balances).getByText('2 entregas')).toBeTruthy();
    expect(within(balances).getByText('Agendado')).toBeTruthy();
    const doc = ITEMS[1]!.documents[0]!;
    await user.click(screen.getByRole('button', { name: `Ler ${doc.name}` }));
    await waitFor(() => expect(kit.saver.opened.map((file) => file.name)).toEqual([doc.name]));
  });

  it('shows a user without consulting the plans instead', async () => {
    const kit = createTestKit();
    kit.consulting.allowed = false;
    signInBefore(kit);
    renderApp(kit, '/consulting');
    expect(await screen.findByText('Consultoria não incluída no seu plano')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/pages/plans');
  });
});
