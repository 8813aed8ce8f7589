// @vitest-environment jsdom
// The guided tour in the app (jsdom): offered on the first page after a sign-in, not on a reload or when put away;
// started from the help dialog; its end remembered on the device, in the stored user and on the account. The tour's
// own drawing (driver.js: steps, keyboard, focus) is checked in Chromium (tests/e2e/tour.spec.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionRepository, TOUR_SKIPPED_KEY } from '../../core';
import { presentTourSteps } from '../../ui/shell/tour-steps';
import { TourStore } from '../../ui/shell/tour.store';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  document.querySelectorAll('.driver-popover, .driver-overlay').forEach((node) => node.remove());
  cleanup();
});

/** A kit whose account (skipTour as given) signs in from a trusted device. */
function kitFor(skipTour: boolean): TestKit {
  const kit = createTestKit();
  kit.auth.accounts.get(ACCOUNT.email)!.fields.skipTour = skipTour;
  kit.auth.accounts.get(ACCOUNT.email)!.trustedDevices.add('id-1');
  return kit;
}

async function signIn(kit: TestKit) {
  const rendered = renderApp(kit, '/pages/login');
  const { user } = rendered;
  await screen.findByRole('heading', { level: 1, name: 'Entrar' });
  await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
  await user.type(screen.getByLabelText('Senha'), ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return rendered;
}

const tourDialog = () => screen.findByRole('dialog', { name: 'Boas-vindas ao Celeiro' });

describe('the guided tour', () => {
  it('starts on the first page after a sign-in of an account that has not put it away', async () => {
    const kit = kitFor(false);
    await signIn(kit);
    const popover = await tourDialog();
    expect(within(popover).getByRole('button', { name: 'Próximo' })).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Pular o tour' })).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Fechar o tour' })).toBeTruthy();
  });

  it('Skip puts it away on the device, in the stored user and on the account', async () => {
    const kit = kitFor(false);
    const { user } = await signIn(kit);
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Pular o tour' }));
    await waitFor(() => expect(kit.layout.tourChoices).toEqual([{ skipTour: true }]));
    expect(screen.queryByRole('dialog', { name: 'Boas-vindas ao Celeiro' })).toBeNull();
    expect(kit.local.getItem(TOUR_SKIPPED_KEY)).toBe('true');
    expect(kit.container.get(SessionRepository).current()?.skipTour).toBe(true);
    expect(kit.container.get(TourStore).status).toBe('skipped');
  });

  it('a failed save still puts it away on this device', async () => {
    const kit = kitFor(false);
    const { user } = await signIn(kit);
    kit.layout.failure = new Error('offline');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(kit.local.getItem(TOUR_SKIPPED_KEY)).toBe('true'));
    expect(kit.container.get(SessionRepository).current()?.skipTour).toBe(true);
    expect(kit.layout.tourChoices).toEqual([]);
  });

  it('does not start after a sign-in of an account that put it away', async () => {
    const kit = kitFor(true);
    await signIn(kit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Boas-vindas ao Celeiro' })).toBeNull();
    expect(kit.container.get(TourStore).requested).toBe(false);
  });

  it('does not start on a reload of a signed-in page (no sign-in)', async () => {
    const kit = kitFor(false);
    signInBefore(kit);
    renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Boas-vindas ao Celeiro' })).toBeNull();
  });

  it('starts from the help dialog once the dialog is closed', async () => {
    const kit = kitFor(true);
    signInBefore(kit);
    const { user } = renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu do usuário' })).getByRole('button', { name: 'Ajuda' }),
    );
    const help = await screen.findByRole('dialog', { name: 'Ajuda' });
    await user.click(within(help).getByRole('tab', { name: 'Tour' }));
    await user.click(within(help).getByRole('button', { name: 'Iniciar o tour' }));
    expect(screen.queryByRole('dialog', { name: 'Boas-vindas ao Celeiro' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await tourDialog()).toBeTruthy();
  });
});

describe('the steps the page shows', () => {
  it('points at the marked elements in order and leaves out those the page does not show', () => {
    document.body.innerHTML = `
      <button data-tour="menu-button">Menu</button>
      <button data-tour="filters">Filtros</button>
      <div data-tour="view-style" hidden></div>
      <aside data-tour="ticker"></aside>
      <button data-tour="notifications"></button>
      <button data-tour="user-menu"></button>`;
    expect(presentTourSteps().map((step) => step.key)).toEqual([
      'welcome',
      'menuButton',
      'filters',
      'ticker',
      'notifications',
      'userMenu',
    ]);
    document.body.innerHTML = '';
  });
});
