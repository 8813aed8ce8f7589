// @vitest-environment jsdom
// The quotes module in the app: a subscriber's table moved by the live feed without a reload, the state of the market
// in words, each number's details on hover and on a press, a free user's upsell, a demo's delayed state.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKit, renderApp, signInBefore } from './support/test-app';
import './support/jsdom-polyfills';

function open(path = '/quotes') {
  const kit = createTestKit();
  signInBefore(kit);
  return { kit, ...renderApp(kit, path) };
}

describe('the quotes module', () => {
  it('shows the futures of the plan live, and applies a tick without a reload', async () => {
    const { kit } = open();
    const table = await screen.findByRole('table', { name: 'Mercado futuro' });
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    const soy = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Soja'))!;
    expect(soy.textContent).toContain('1.000,00');
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    kit.market.push([
      {
        id: 'ZS1',
        last: 1012.5,
        change: 17.5,
        changePct: 1.76,
        high: 1013,
        low: 990,
        volume: 1300,
        time: '2026-03-02T15:01:00.000Z',
        status: 'live',
      },
    ]);
    await waitFor(() => expect(soy.textContent).toContain('1.012,50'));
    expect(soy.textContent).toContain('+17,50');
    expect(soy.textContent).toContain('Alta');
  });

  it('tells where each number comes from, on a press as on hover', async () => {
    const { user } = open();
    const details = await screen.findByRole('button', { name: 'Detalhes de Soja' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const tip = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('CBOT');
    expect(tip.textContent).toContain('USc/bu');
    expect(tip.textContent).toContain('USX');
    expect(tip.textContent).toContain('Ajuste diário');
  });

  it("shows one row's details at a time: a press on another row's closes the first, pinned or not", async () => {
    const { user } = open();
    const soy = await screen.findByRole('button', { name: 'Detalhes de Soja' });
    const rows = screen.getAllByRole('button', { name: /^Detalhes de / });
    const other = rows.find((button) => button !== soy)!;
    await user.click(soy);
    expect(soy.getAttribute('aria-expanded')).toBe('true');
    await user.click(other);
    expect(other.getAttribute('aria-expanded')).toBe('true');
    expect(soy.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    // A second press on the open one closes it; Escape closes one that shows.
    await user.click(other);
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
    await user.click(soy);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
  });

  it('switches markets by tab', async () => {
    const { user, kit } = open();
    await screen.findByRole('table', { name: 'Mercado futuro' });
    await user.click(screen.getByRole('tab', { name: 'Câmbio' }));
    expect(await screen.findByRole('table', { name: 'Câmbio' })).toBeTruthy();
    expect(screen.getByText('Dólar comercial')).toBeTruthy();
    expect(kit.market.calls).toContain('table fx');
  });

  it('offers a free user the plans instead of quotes, and opens no stream', async () => {
    const kit = createTestKit();
    kit.market.menu = { hasQuotesRights: false, delayed: false, markets: [] };
    signInBefore(kit);
    renderApp(kit, '/tmnquotes');
    expect(await screen.findByRole('heading', { name: 'Cotações fazem parte dos planos de assinatura' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver os planos' }).getAttribute('href')).toBe('/pages/plans');
    expect(screen.queryByRole('table')).toBeNull();
    expect(kit.market.calls).toEqual(['menu']);
  });

  it('follows the user-info check: quotes taken back show the plans and stop the live prices; given back, the table returns', async () => {
    const kit = createTestKit();
    kit.auth.userInfo = { ...kit.auth.userInfo, hasQuotesRights: true };
    signInBefore(kit, { hasQuotesRights: true });
    renderApp(kit, '/quotes');
    await screen.findByRole('table', { name: 'Mercado futuro' });
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    const menu = kit.market.menu;

    kit.auth.userInfo = { ...kit.auth.userInfo, hasQuotesRights: false };
    kit.market.menu = { hasQuotesRights: false, delayed: false, markets: [] };
    kit.clock.advance(kit.config.checkUserInfoPoolingTime);
    expect(await screen.findByRole('heading', { name: 'Cotações fazem parte dos planos de assinatura' })).toBeTruthy();
    expect(kit.market.openStreams).toBe(0);
    expect(screen.queryByRole('table')).toBeNull();

    kit.auth.userInfo = { ...kit.auth.userInfo, hasQuotesRights: true };
    kit.market.menu = menu;
    kit.clock.advance(kit.config.checkUserInfoPoolingTime);
    expect(await screen.findByRole('table', { name: 'Mercado futuro' })).toBeTruthy();
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
  });

  it('shows a demo that its prices are 15 minutes late', async () => {
    const kit = createTestKit();
    kit.market.menu = { ...kit.market.menu, delayed: true };
    kit.market.tables.futures = kit.market.tables.futures!.map((row) => ({ ...row, status: 'delayed' }));
    signInBefore(kit);
    renderApp(kit, '/quotes');
    await screen.findByRole('table', { name: 'Mercado futuro' });
    expect(screen.getByText('Com atraso de 15 minutos')).toBeTruthy();
  });
});

describe("the quotes module's session (acceptor)", () => {
  it('opens a session for this browser, and its live prices go to that token', async () => {
    const { kit } = open();
    await screen.findByRole('table', { name: 'Mercado futuro' });
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-1']));
    expect(kit.acceptor.calls.slice(0, 2)).toEqual([`newtoken ${navigator.userAgent}`, 'check-token acp-1']);
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says another station connected when the module opens elsewhere, and reconnects here on a press', async () => {
    const { kit, user } = open();
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    kit.acceptor.openElsewhere();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Outra estação se conectou, por isso você foi desconectado.');
    expect(screen.getByText('Cotações ao vivo pausadas')).toBeTruthy();
    expect(kit.market.openStreams).toBe(0);
    // The table stays, with its last prices.
    expect(screen.getByRole('table', { name: 'Mercado futuro' }).textContent).toContain('Soja');

    await user.click(within(alert).getByRole('button', { name: 'Reconectar aqui' }));
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-2']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Ao vivo')).toBeTruthy();
  });

  it('keeps its live prices through a refresh of the token', async () => {
    const { kit } = open();
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-1']));
    kit.clock.advance(kit.acceptor.lifetimeMs);
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-2']));
    expect(kit.acceptor.calls).toContain('refresh-token');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the module with the keep-alive logout of its token when the page goes away, and opens it again when back', async () => {
    const { kit } = open();
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-1']));
    globalThis.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    await waitFor(() => expect(kit.acceptor.calls).toContain('logout acp-1'));
    expect(kit.market.openStreams).toBe(0);
    expect(kit.acceptor.liveToken).toBeUndefined();
    globalThis.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-2']));
  });

  it('shows why it could not open its session, and tries again on a press', async () => {
    const kit = createTestKit();
    kit.acceptor.offline = true;
    signInBefore(kit);
    const { user } = renderApp(kit, '/quotes');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível abrir a sessão de cotações ao vivo.');
    expect(screen.getByRole('table', { name: 'Mercado futuro' })).toBeTruthy();
    kit.acceptor.offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Reconectar aqui' }));
    await waitFor(() => expect(kit.market.streamTokens).toEqual(['acp-1']));
  });
});
