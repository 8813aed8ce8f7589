// @vitest-environment jsdom
// The back office's user form through the app's routes: its plan is chosen from the plans the server has
// (dropdown/plan), a plan a record names that no plan has any more stays shown, the plan's subjects are ticked among
// those there are (dropdown/subjects/filter), and the form is not offered when its lists cannot be read (with a retry).
// The tag form suggests the categories the tags have (dropdown/category/filter) and still takes a new one.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminApiPort, type AdminUserCreate, type AdminUserFields, Profile } from '../../core';
import { bindAdmin } from '../../ui/di/admin-bindings';
import { bindOnce } from '../../ui/di/binding';
import { FakeAdminApi } from '../fakes/fake-admin-api';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

afterEach(() => cleanup());

function setUp() {
  const kit = createTestKit();
  const admin = new FakeAdminApi();
  // Bound before the admin routes load, so their bindings keep this one.
  bindOnce(kit.container, bindAdmin);
  kit.container.rebind(AdminApiPort).toConstantValue(admin);
  signInBefore(kit, { roles: ['admin'] });
  return { kit, admin };
}

const READER: AdminUserFields = {
  email: 'leitor@example.com',
  name: 'Leitor Antigo',
  personType: null,
  document: '',
  phone: '',
  country: 'BR',
  groups: [],
  language: 'PtBr',
  profile: Profile.SUBSCRIBER,
  signature: 'Plano Café Premium',
  enabledSubjects: [],
  hasQuotesRights: false,
  roles: [],
  disabled: false,
};

describe('the user form’s plan', () => {
  it('is chosen from the plans the server has, the free plan for a new reader, and saved as chosen', async () => {
    const { kit, admin } = setUp();
    const { user } = renderApp(kit, '/admin/users/register');
    const plan = await screen.findByLabelText<HTMLSelectElement>('Plano');
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Escolha', 'Gratuito', 'Plano Grãos e Açúcar', 'Plano Corporativo']),
    );
    expect(plan.value).toBe('Gratuito');

    await user.type(screen.getByLabelText('E-mail'), 'novo@example.com');
    await user.type(screen.getByLabelText('Nome'), 'Novo Leitor');
    await user.type(screen.getByLabelText('Senha inicial'), 'colheita-de-cafe-2026');
    await user.selectOptions(plan, 'Plano Corporativo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(admin.sent).toHaveLength(1));
    expect((admin.sent[0] as AdminUserCreate).signature).toBe('Plano Corporativo');
  });

  it('keeps showing a plan the record names that no plan has any more, so saving loses nothing', async () => {
    const { kit, admin } = setUp();
    await admin.updateUser(5, READER);
    const { user } = renderApp(kit, '/admin/users/register?id=5');
    const plan = await screen.findByLabelText<HTMLSelectElement>('Plano');
    await waitFor(() => expect(plan.value).toBe('Plano Café Premium'));
    expect(within(plan).getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(admin.sent).toHaveLength(2));
    expect((admin.sent[1] as AdminUserFields).signature).toBe('Plano Café Premium');
  });

  it('includes the subjects ticked among those there are, and keeps a code no subject has for the server to name', async () => {
    const { kit, admin } = setUp();
    await admin.updateUser(5, { ...READER, enabledSubjects: [13, 99] });
    const { user } = renderApp(kit, '/admin/users/register?id=5');
    const subjects = await screen.findByRole('group', { name: 'Assuntos do plano' });
    await waitFor(() => expect(within(subjects).getAllByRole('checkbox')).toHaveLength(3));
    expect(within(subjects).getByLabelText<HTMLInputElement>('Milho').checked).toBe(true);
    await user.click(within(subjects).getByLabelText('Café'));
    await user.click(within(subjects).getByLabelText('Milho'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(admin.sent).toHaveLength(2));
    expect((admin.sent[1] as AdminUserFields).enabledSubjects).toEqual([7, 99]);
  });

  it('is not offered while the plans cannot be read, and a retry reads them', async () => {
    const { kit, admin } = setUp();
    const plans = admin.dropdowns.plan;
    delete admin.dropdowns.plan;
    const { user } = renderApp(kit, '/admin/users/register');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByLabelText('Plano')).toBeNull();
    admin.dropdowns.plan = plans;
    await user.click(retry);
    expect(await screen.findByLabelText<HTMLSelectElement>('Plano')).toHaveProperty('value', 'Gratuito');
  });
});

describe('the tag form’s category', () => {
  it('suggests the categories the tags have, and takes a new one as typed', async () => {
    const { kit, admin } = setUp();
    const { user } = renderApp(kit, '/admin/tags/register');
    const category = await screen.findByLabelText<HTMLInputElement>('Categoria');
    const suggestions = document.getElementById(category.getAttribute('list') ?? '');
    await waitFor(() =>
      expect(Array.from(suggestions?.querySelectorAll('option') ?? [], (option) => option.value)).toEqual([
        'Clima',
        'Macroeconomia',
      ]),
    );
    for (const [label, name] of [
      ['Nome em português (Brasil)', 'Chuva'],
      ['Nome em inglês', 'Rain'],
      ['Nome em espanhol (Espanha)', 'Lluvia'],
      ['Nome em espanhol (Argentina)', 'Lluvia'],
      ['Nome em português (Portugal)', 'Chuva'],
    ] as const)
      await user.type(screen.getByLabelText(label), name);
    await user.type(category, 'Safra');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(admin.sent).toHaveLength(1));
    expect(admin.sent[0]).toMatchObject({ category: 'Safra' });
  });
});
