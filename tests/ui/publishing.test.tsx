// @vitest-environment jsdom
// The desk's form edits a publication's attachments: added, put in order and removed, each field checked by the core's
// rules with its message beside it (the server's too), what was typed kept on a refusal, at most ten, and none changed
// once the publication is sent. The desk runs over the in-memory publishing API.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPublishingDraft, PUBLISHING_LIMITS, PublishingApiPort, type ContentAttachment } from '../../core';
import { bindOnce } from '../../ui/di/binding';
import { bindPublishing } from '../../ui/di/publishing-bindings';
import { FakePublishingApi } from '../fakes/fake-publishing-api';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const COFFEE = 7;

/** The app signed in as a publisher of Coffee, the desk over an in-memory API. */
function deskKit() {
  const kit = createTestKit();
  const api = new FakePublishingApi([], () => kit.clock.now(), new Set([COFFEE]));
  bindOnce(kit.container, bindPublishing);
  kit.container.rebind(PublishingApiPort).toConstantValue(api);
  signInBefore(kit, { roles: ['publisher'], rights: [{ id: COFFEE, nome: 'Café', habilitado: true }] });
  return { kit, api };
}

/** A draft stored on the desk, with attachments. */
async function stored(api: FakePublishingApi, attachments: ContentAttachment[]) {
  return api.create({
    ...emptyPublishingDraft(),
    publicationType: 'report',
    commodities: [COFFEE],
    title: 'Relatório semanal do café',
    body: '<p>Preços firmes.</p>',
    attachments,
  });
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const rows = () => within(screen.getByTestId('publishing-attachments')).queryAllByRole('listitem');

async function openNew(kit: ReturnType<typeof deskKit>['kit']) {
  const app = renderApp(kit, '/admin/publishing/register');
  await screen.findByRole('heading', { level: 1, name: 'Escrever publicação' });
  const { user } = app;
  // The commodities to choose from come with the publisher's rights, which may draw a moment after the heading.
  await user.click(await screen.findByLabelText('Café'));
  await user.type(screen.getByLabelText('Título'), 'Relatório semanal do café');
  await user.type(screen.getByLabelText('Texto (HTML)'), 'Preços firmes.');
  return app;
}

describe("the desk's attachments", () => {
  it('adds attachments, puts them in order and removes one; the draft keeps them in that order', async () => {
    const { kit, api } = deskKit();
    const { user } = await openNew(kit);
    expect(screen.getByText('Nenhum anexo.')).toBeTruthy();

    const add = screen.getByRole('button', { name: 'Adicionar anexo' });
    const files = [
      ['Relatório semanal.pdf', 'https://arquivos.example.com/cafe/relatorio.pdf'],
      ['Rascunho antigo.pdf', '/arquivos/cafe/rascunho.pdf'],
      ['Tabelas de preços.xlsx', '/arquivos/cafe/precos.xlsx'],
    ];
    for (const [index, [name, url]] of files.entries()) {
      await user.click(add);
      // The new attachment's name takes the focus.
      await waitFor(() => expect(document.activeElement).toBe(field(`publishing-attachment-${index}-name`)));
      await user.type(field(`publishing-attachment-${index}-name`), name!);
      await user.type(field(`publishing-attachment-${index}-url`), url!);
    }
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('group', { name: 'Anexo 3' })).toBeTruthy();

    // The tables go up to second place; the old draft goes.
    await user.click(screen.getByRole('button', { name: 'Subir o anexo 3' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir o anexo 2' })));
    await waitFor(() => expect(field('publishing-attachment-1-name').value).toBe('Tabelas de preços.xlsx'));
    // At the top it moves up no further: the focus goes to the button that still moves it.
    await user.click(screen.getByRole('button', { name: 'Subir o anexo 2' }));
    await waitFor(() => expect(field('publishing-attachment-0-name').value).toBe('Tabelas de preços.xlsx'));
    expect(screen.getByRole('button', { name: 'Subir o anexo 1' }).matches(':disabled')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer o anexo 1' })));
    await user.click(screen.getByRole('button', { name: 'Descer o anexo 1' }));
    await waitFor(() => expect(field('publishing-attachment-1-name').value).toBe('Tabelas de preços.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Remover o anexo 3' }));
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    expect(api.items.get(1)?.attachments).toEqual([
      {
        name: 'Relatório semanal.pdf',
        url: 'https://arquivos.example.com/cafe/relatorio.pdf',
        mimeType: 'application/pdf',
        size: 0,
      },
      {
        name: 'Tabelas de preços.xlsx',
        url: '/arquivos/cafe/precos.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 0,
      },
    ]);
  });

  it("says beside each attachment's field what is wrong, keeps what was typed, and stores nothing until it is right", async () => {
    const { kit, api } = deskKit();
    const { user } = await openNew(kit);
    await user.click(screen.getByRole('button', { name: 'Adicionar anexo' }));
    await user.type(field('publishing-attachment-0-url'), 'ftp://arquivos.example.com/geada.pdf');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    await waitFor(() => expect(messageOf('publishing-attachment-0-name')).toBe('Campo obrigatório'));
    expect(messageOf('publishing-attachment-0-url')).toBe(
      'Informe um endereço https:// ou um caminho deste site começando com /',
    );
    expect(field('publishing-attachment-0-url').getAttribute('aria-invalid')).toBe('true');
    expect(field('publishing-attachment-0-url').value).toBe('ftp://arquivos.example.com/geada.pdf');
    expect(field('publishing-attachment-0-name').value).toBe('');
    expect(api.items.size).toBe(0);

    await user.type(field('publishing-attachment-0-name'), 'Geada.pdf');
    await user.clear(field('publishing-attachment-0-url'));
    await user.type(field('publishing-attachment-0-url'), 'https://arquivos.example.com/geada.pdf');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    expect(api.items.get(1)?.attachments.map((file) => file.url)).toEqual(['https://arquivos.example.com/geada.pdf']);
  });

  it("shows the server's refusal of an attachment's field beside that field, in the server's words", async () => {
    const { kit, api } = deskKit();
    const { user } = await openNew(kit);
    await user.click(screen.getByRole('button', { name: 'Adicionar anexo' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar anexo' }));
    for (const index of [0, 1]) {
      await user.type(field(`publishing-attachment-${index}-name`), `Anexo ${index}.pdf`);
      await user.type(field(`publishing-attachment-${index}-url`), `/arquivos/anexo-${index}.pdf`);
    }
    api.refuseNext('attachments.1.url', 'Campo em formato inválido.');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(messageOf('publishing-attachment-1-url')).toBe('Campo em formato inválido.'));
    expect(messageOf('publishing-attachment-0-url')).toBeNull();
    expect(field('publishing-attachment-1-url').value).toBe('/arquivos/anexo-1.pdf');
  });

  it('shows the attachments a publication has, in order, and keeps the size of one whose address stays', async () => {
    const { kit, api } = deskKit();
    const item = await stored(api, [
      { name: 'Relatório.pdf', url: '/arquivos/relatorio.pdf', mimeType: 'application/pdf', size: 52_000 },
      { name: 'Mapa.png', url: 'https://mapas.example.com/safra.png', mimeType: 'image/png', size: 8_000 },
    ]);
    const { user } = renderApp(kit, `/admin/publishing/register?id=${item.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar publicação' });
    await waitFor(() => expect(field('publishing-attachment-0-name').value).toBe('Relatório.pdf'));
    expect(field('publishing-attachment-1-url').value).toBe('https://mapas.example.com/safra.png');

    await user.clear(field('publishing-attachment-0-name'));
    await user.type(field('publishing-attachment-0-name'), 'Relatório semanal.pdf');
    await user.click(screen.getByRole('button', { name: 'Remover o anexo 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    expect(api.items.get(item.id)?.attachments).toEqual([
      { name: 'Relatório semanal.pdf', url: '/arquivos/relatorio.pdf', mimeType: 'application/pdf', size: 52_000 },
    ]);
  });

  it('holds at most ten: the add button then says the publication has the most it can have', async () => {
    const { kit } = deskKit();
    const { user } = await openNew(kit);
    const add = screen.getByRole('button', { name: 'Adicionar anexo' });
    for (let i = 0; i < PUBLISHING_LIMITS.attachments; i++) await user.click(add);
    expect(rows()).toHaveLength(10);
    expect(add.matches(':disabled')).toBe(true);
    expect(screen.getByText('A publicação já tem 10 anexos, o máximo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover o anexo 10' }));
    await waitFor(() => expect(add.matches(':disabled')).toBe(false));
  });

  it('leaves the attachments of a sent publication as they are', async () => {
    const { kit, api } = deskKit();
    const item = await stored(api, [
      { name: 'Relatório.pdf', url: '/arquivos/relatorio.pdf', mimeType: 'application/pdf', size: 0 },
    ]);
    await api.sendNow(item.id);
    renderApp(kit, `/admin/publishing/register?id=${item.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar publicação' });
    await waitFor(() => expect(field('publishing-attachment-0-name').value).toBe('Relatório.pdf'));
    for (const control of [
      field('publishing-attachment-0-name'),
      field('publishing-attachment-0-url'),
      screen.getByRole('button', { name: 'Remover o anexo 1' }),
      screen.getByRole('button', { name: 'Adicionar anexo' }),
    ])
      expect(control.matches(':disabled')).toBe(true);
  });
});
