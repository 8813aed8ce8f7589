// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, DEVICE_ID_KEY, SessionRepository } from '../../core';
import { TourStore } from '../../ui/shell/tour.store';
import { activeUser } from '../fakes/builders';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, renderApp, type TestKit } from './support/test-app';

// The help dialog (SPEC §2; issue 11, item 4): opened from the user menu (signed in) or the public footer (visitors),
// eight tabs moved through with the keyboard, the focus kept inside and given back to what opened it.

afterEach(() => {
  toast.dismiss();
  cleanup();
});

/** A kit with a signed-in user whose session id is known. */
function signedIn(): TestKit {
  const kit = createTestKit();
  kit.container
    .get(SessionRepository)
    .save(activeUser({ email: ACCOUNT.email, token: 'token-1', sessionId: 'sessao-77' }), true);
  return kit;
}

const dialog = () => screen.findByRole('dialog', { name: 'Ajuda' });
const tab = (name: string) => screen.getByRole('tab', { name });

async function openFromUserMenu(kit: TestKit) {
  const rendered = renderApp(kit, '/informative/1');
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  const { user } = rendered;
  const trigger = screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' });
  await user.click(trigger);
  const menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });
  await user.click(within(menu).getByRole('button', { name: 'Ajuda' }));
  return { ...rendered, trigger, help: await dialog() };
}

async function openAsVisitor(kit: TestKit = createTestKit()) {
  const rendered = renderApp(kit, '/pages/login');
  await screen.findByRole('heading', { level: 1, name: 'Entrar' });
  const trigger = screen.getByRole('button', { name: 'Ajuda' });
  await rendered.user.click(trigger);
  return { ...rendered, trigger, help: await dialog() };
}

describe('the help dialog', () => {
  it('opens from the user menu on the About tab, with the brand, and lists its eight tabs in order', async () => {
    const { help } = await openFromUserMenu(signedIn());
    const tabs = within(help)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual([
      'Sobre',
      'Atendimento',
      'Versão',
      'LGPD',
      'Política de privacidade',
      'Tour',
      'Termos de uso',
      'Ferramentas de suporte',
    ]);
    expect(tab('Sobre').getAttribute('aria-selected')).toBe('true');
    const about = within(help).getByRole('tabpanel');
    expect(within(about).getByRole('heading', { level: 3, name: 'Celeiro Consultoria' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps the focus inside; Escape gives it back', async () => {
    const { help, user, trigger } = await openFromUserMenu(signedIn());
    await user.click(tab('Sobre'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Atendimento'));
    expect(tab('Atendimento').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('Ferramentas de suporte').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Sobre').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Ferramentas de suporte').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('Sobre').getAttribute('aria-selected')).toBe('true');

    // Tabbing around never leaves the dialog.
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(help.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajuda' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("shows a signed-in client the account team, each contact's e-mail, phone and WhatsApp", async () => {
    const kit = signedIn();
    const { user, help } = await openFromUserMenu(kit);
    await user.click(tab('Atendimento'));
    const contacts = await within(help).findByRole('list', { name: 'Atendimento' });
    const first = within(contacts).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Mariana Albuquerque')).toBeTruthy();
    expect(within(first).getByText('Gerente da sua conta')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'E-mail: mariana.albuquerque@celeiro.example' }).getAttribute('href'),
    ).toBe('mailto:mariana.albuquerque@celeiro.example');
    expect(within(first).getByRole('link', { name: 'WhatsApp: +55 11 99250-2521' }).getAttribute('href')).toBe(
      'https://wa.me/5511992502521',
    );
    expect(kit.support.reads).toEqual(['client']);
  });

  it('shows a visitor the public desks', async () => {
    const kit = createTestKit();
    const { user, help } = await openAsVisitor(kit);
    await user.click(tab('Atendimento'));
    const contacts = await within(help).findByRole('list', { name: 'Atendimento' });
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(contacts).queryByText('Gerente da sua conta')).toBeNull();
    expect(kit.support.reads).toEqual(['public']);
  });

  it('shows the version hash and the build date', async () => {
    const kit = signedIn();
    kit.appVersion.current = '3f9a1c7e2b';
    const { user, help } = await openFromUserMenu(kit);
    await user.click(tab('Versão'));
    const panel = within(help).getByRole('tabpanel');
    expect(await within(panel).findByText('3f9a1c7e2b')).toBeTruthy();
    expect(
      within(panel)
        .getByText(/20 de novembro de 2026/)
        .closest('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-11-20T14:30:00.000Z');
  });

  it('lists the LGPD rights and leads to the data deletion in my account', async () => {
    const { user, help, router } = await openFromUserMenu(signedIn());
    await user.click(tab('LGPD'));
    const panel = within(help).getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
    expect(within(panel).getByText('a revogação do consentimento.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'atendimento@celeiro.example' }).getAttribute('href')).toBe(
      'mailto:atendimento@celeiro.example',
    );
    await user.click(within(panel).getByRole('link', { name: 'Pedir a exclusão dos meus dados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    // A navigation closes the dialog (guard rule 1).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajuda' })).toBeNull());
  });

  it('shows the privacy policy and the terms of use', async () => {
    const { user, help } = await openAsVisitor();
    await user.click(tab('Política de privacidade'));
    expect(await within(help).findByText(/Versão 2/)).toBeTruthy();
    await user.click(tab('Termos de uso'));
    expect(within(help).getByText(/O acesso é pessoal e intransferível/)).toBeTruthy();
  });

  it('starts the tour: the request is recorded for the tour, and the tab says it starts once the dialog closes', async () => {
    const kit = signedIn();
    const { user, help } = await openFromUserMenu(kit);
    await user.click(tab('Tour'));
    const tour = kit.container.get(TourStore);
    expect(tour.requested).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Iniciar o tour' }));
    expect(tour.requested).toBe(true);
    expect(tour.status).toBe('running');
    expect(within(help).getByRole('status').textContent).toBe('O tour vai começar assim que esta janela fechar.');
    expect(tour.takeRequest()).toBe(true);
    expect(tour.requested).toBe(false);
  });

  it("shows the device's and the session's ids and sends the diagnostic, with a toast", async () => {
    const kit = signedIn();
    const { user, help } = await openFromUserMenu(kit);
    await user.click(tab('Ferramentas de suporte'));
    const panel = within(help).getByRole('tabpanel');
    const deviceId = kit.local.getItem(DEVICE_ID_KEY)!;
    expect(within(panel).getByText(deviceId)).toBeTruthy();
    expect(within(panel).getByText('sessao-77')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Enviar diagnóstico' }));
    expect(await screen.findByText('Diagnóstico enviado ao atendimento.')).toBeTruthy();
    expect(kit.support.logs).toEqual([
      expect.objectContaining({ deviceId, sessionId: 'sessao-77', route: '/informative/1', locale: 'PtBr' }),
    ]);
  });

  it('says when the diagnostic was not sent (the failure shown the shared way too)', async () => {
    const kit = createTestKit();
    kit.support.failure = new ApiError(503, undefined);
    const { user, help } = await openAsVisitor(kit);
    await user.click(tab('Ferramentas de suporte'));
    const panel = within(help).getByRole('tabpanel');
    expect(within(panel).getByText('Nenhuma (você não entrou)')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Enviar diagnóstico' }));
    expect(await within(panel).findByText('O diagnóstico não foi enviado. Tente novamente.')).toBeTruthy();
    expect(kit.support.logs).toEqual([]);
  });

  it('gives the focus back to the help link after a visitor closes it', async () => {
    const { user, trigger } = await openAsVisitor();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajuda' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('/version', () => {
  it('shows the same version data as the Version tab', async () => {
    const kit = createTestKit();
    kit.appVersion.current = 'abc123def';
    renderApp(kit, '/version');
    expect(await screen.findByRole('heading', { level: 1, name: 'Versão' })).toBeTruthy();
    expect(await screen.findByText('abc123def')).toBeTruthy();
    expect(screen.getByText(/20 de novembro de 2026/)).toBeTruthy();
  });
});
