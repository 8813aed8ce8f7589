// @vitest-environment jsdom
// The watch list and price alerts on the quotes page: a row's star (a toggle button with its name) saves the list and
// the watch list tab shows the starred rows, moved by the feed; a row's bell opens the alert form, whose level errors
// are shown beside the field in the interface's language; the server's refusal is told; an alert that fires on the
// feed is shown as a notice and the alert as fired; an alert is deleted from the list.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKit, renderApp, signInBefore } from './support/test-app';
import './support/jsdom-polyfills';

function open(path = '/quotes') {
  const kit = createTestKit();
  signInBefore(kit);
  return { kit, ...renderApp(kit, path) };
}

describe('the watch list', () => {
  it('is saved by a row’s star and shown live in its tab', async () => {
    const { kit, user } = open();
    await screen.findByRole('table', { name: 'Mercado futuro' });
    const star = screen.getByRole('button', { name: 'Acompanhar Milho' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    star.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(kit.marketAlerts.instruments).toEqual(['ZC1']);
    await user.click(screen.getByRole('tab', { name: 'Minha lista' }));
    const table = await screen.findByRole('table', { name: 'Minha lista' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['ZC1']);
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    kit.market.push([
      {
        id: 'ZC1',
        last: 1042.25,
        change: 42.25,
        changePct: 4.2,
        high: 1050,
        low: 990,
        volume: 1300,
        time: '2026-03-02T15:01:00.000Z',
        status: 'live',
      },
    ]);
    await waitFor(() => expect(rows[0]!.textContent).toContain('1.042,25'));
    // Unstarred from the tab: the row leaves it.
    await user.click(within(table).getByRole('button', { name: 'Acompanhar Milho' }));
    await waitFor(() =>
      expect(screen.getByText('Marque instrumentos com a estrela para acompanhá-los aqui.')).toBeTruthy(),
    );
  });
});

describe('a price alert', () => {
  it('is set from a row’s form, with the level’s error in the interface’s language first', async () => {
    const { kit, user } = open();
    await screen.findByRole('table', { name: 'Mercado futuro' });
    await user.click(screen.getByRole('button', { name: 'Criar alerta de Soja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta de preço: Soja' });
    await user.click(within(dialog).getByRole('radio', { name: 'Variar no dia (%)' }));
    await user.type(within(dialog).getByLabelText('Variação (%)'), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Criar alerta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Informe uma variação entre 0,1% e 50%');
    expect(kit.marketAlerts.calls.filter((c) => c.startsWith('alert'))).toEqual([]);
    const field = within(dialog).getByLabelText('Variação (%)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.marketAlerts.calls).toContain('alert ZS1 move 2.5');
    const mine = screen.getByRole('region', { name: 'Meus alertas' });
    expect(within(mine).getByText('Variação de 2,5% no dia')).toBeTruthy();
    expect(within(mine).getByText('Ativo')).toBeTruthy();
  });

  it('tells the server’s refusal of an instrument outside the plan', async () => {
    const { kit, user } = open();
    await screen.findByRole('table', { name: 'Mercado futuro' });
    kit.marketAlerts.outsidePlan.add('ZS1');
    await user.click(screen.getByRole('button', { name: 'Criar alerta de Soja' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Preço (USc/bu)'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Criar alerta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Seu plano não inclui este instrumento.');
  });

  it('fires as a notice on the page, and is shown as fired; then it is deleted', async () => {
    const { kit, user } = open();
    await kit.marketAlerts.createAlert({ instrument: 'ZS1', kind: 'above', level: 1010 });
    await screen.findByRole('table', { name: 'Mercado futuro' });
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    const mine = screen.getByRole('region', { name: 'Meus alertas' });
    await within(mine).findByText('Ativo');
    kit.market.pushAlert({
      id: 1,
      instrument: 'ZS1',
      name: 'Soja',
      kind: 'above',
      level: 1010,
      value: 1012.5,
      unit: 'USc/bu',
      time: '2026-03-02T15:01:00.000Z',
    });
    expect(await screen.findByText('Soja subiu a 1.012,5 USc/bu e atingiu o seu alerta de 1.010.')).toBeTruthy();
    expect(within(mine).getByText('Disparado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fechar o aviso' }));
    expect(screen.queryByText(/atingiu o seu alerta/)).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Apagar o alerta de Soja' }));
    await waitFor(() => expect(within(mine).queryByText('Disparado')).toBeNull());
    expect(kit.marketAlerts.stored).toEqual([]);
  });
});
