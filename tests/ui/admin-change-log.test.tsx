// @vitest-environment jsdom
// The change log beside a subject's and a tag's register form, the one a user's record shows: who changed the record
// and when, created or changed, newest first, each field named by its label on the form, in the reader's language;
// a save shows its entry at once.
import { cleanup, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminSubject, AdminApiPort, type AdminTagFields } from '../../core';
import { bindAdmin } from '../../ui/di/admin-bindings';
import { bindOnce } from '../../ui/di/binding';
import { FakeAdminApi } from '../fakes/fake-admin-api';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const COCOA: AdminSubject = {
  id: 301,
  nome: 'Cacau',
  namePtBr: 'Cacau',
  nameEnEu: 'Cocoa',
  nameEsEs: 'Cacao',
  nameEsAr: 'Cacao',
  namePtPt: 'Cacau',
  icone: 'cocoa',
  iconSize: '24',
  habilitado: true,
  originCode: 250,
  mne: 'CAC',
  platformWdmaRoute: [{ country: 'BR', routeName: 'cacau' }],
};

const RAIN: AdminTagFields = {
  namePtBr: 'Chuva',
  nameEnEu: 'Rain',
  nameEsEs: 'Lluvia',
  nameEsAr: 'Lluvia',
  namePtPt: 'Chuva',
  category: 'Clima',
  contentIds: [12],
};

/** The app with the back office's API in memory, an editor signed in (in the browser's language). */
function openAs(api: FakeAdminApi, path: string, language?: string) {
  const kit = createTestKit(language ? { language } : {});
  bindOnce(kit.container, bindAdmin);
  kit.container.rebind(AdminApiPort).toConstantValue(api);
  signInBefore(kit, { email: 'editor@example.com', roles: ['editor'] });
  return renderApp(kit, path);
}

/** The change log's entries, newest first, each as its text. */
async function logEntries(heading: string): Promise<string[]> {
  const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
  return Array.from(section.querySelector('ol')?.children ?? [], (entry) => entry.textContent ?? '');
}

describe("a subject's change log", () => {
  it('shows who created and who changed the subject, newest first, each field by its label on the form', async () => {
    const api = new FakeAdminApi();
    api.actor = 'editor@example.com';
    await api.createSubject(COCOA);
    api.actor = 'admin@example.com';
    const { id: _id, ...fields } = COCOA;
    await api.updateSubject(301, {
      ...fields,
      nameEnEu: 'Cocoa beans',
      platformWdmaRoute: [...fields.platformWdmaRoute, { country: 'AR', routeName: 'cacao' }],
    });
    openAs(api, '/admin/subjects/register?id=301');
    const [changed, created] = await logEntries('Histórico de alterações');
    expect(changed).toMatch(/^Alteração admin@example\.com, /);
    expect(changed).toContain('Nome em inglês: Cocoa → Cocoa beans');
    expect(changed).toContain('Rotas da plataforma: BR:cacau → BR:cacau, AR:cacao');
    expect(changed).not.toMatch(/nameEnEu|platformWdmaRoute/);
    expect(created).toMatch(/^Cadastro editor@example\.com, /);
    expect(created).toContain('Sigla: — → CAC');
    expect(created).toContain('Tamanho do ícone: — → 24');
    // A yes-or-no field reads as the words, not as true or false.
    expect(created).toContain('(desativado, aparece bloqueado com "assine agora"): — → Sim');
  });

  it('shows the entry of a save at once, by the one who saved it', async () => {
    const api = new FakeAdminApi();
    api.subjectRows = [COCOA];
    api.actor = 'editor@example.com';
    const { user } = openAs(api, '/admin/subjects/register?id=301');
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeTruthy();
    const name = await screen.findByLabelText('Nome interno');
    await user.clear(name);
    await user.type(name, 'Cacau fino');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome interno: Cacau → Cacau fino')).toBeTruthy();
    const [entry] = await logEntries('Histórico de alterações');
    expect(entry).toMatch(/^Alteração editor@example\.com, /);
    expect(screen.queryByText('Nenhuma alteração registrada.')).toBeNull();
  });
});

describe("a tag's change log", () => {
  it('shows the change of a tag beside the content that carries it, in the reader’s language', async () => {
    const api = new FakeAdminApi();
    api.actor = 'editor@example.com';
    const { id } = await api.createTag(RAIN);
    await api.updateTag(id, { ...RAIN, category: 'Tiempo', contentIds: [12, 40] });
    openAs(api, `/admin/tags/register?id=${id}`, 'es-AR');
    const [changed, created] = await logEntries('Historial de cambios');
    expect(changed).toMatch(/^Cambio editor@example\.com, /);
    expect(changed).toContain('Categoría: Clima → Tiempo');
    expect(changed).toContain('Contenidos con esta etiqueta: 12 → 12,40');
    expect(created).toMatch(/^Alta editor@example\.com, /);
    expect(screen.getByRole('heading', { level: 2, name: /Contenidos con esta etiqueta/ })).toBeTruthy();
  });

  it('says when a tag has no change recorded', async () => {
    const api = new FakeAdminApi();
    const { contentIds: _content, ...names } = RAIN;
    api.tagRows = [{ id: 4, ...names, contentCount: 0 }];
    openAs(api, '/admin/tags/register?id=4', 'en-GB');
    const log = (await screen.findByRole('heading', { level: 2, name: 'Change log' })).closest('section')!;
    expect(within(log).getByText('No change recorded.')).toBeTruthy();
  });
});
