// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { contentItem, newsDetail } from '../fakes/content-library';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

/** Three items of different days, each with its detail. */
function library(kit: TestKit): void {
  const items = [
    contentItem(1, { title: 'Soja: boletim de segunda', dt_publish: '2026-11-16T12:00:00.000Z' }),
    contentItem(2, { title: 'Milho: boletim de quarta', dt_publish: '2026-11-18T12:00:00.000Z' }),
    contentItem(3, { title: 'Café: boletim de terça', dt_publish: '2026-11-17T12:00:00.000Z' }),
  ];
  kit.content.library.items = items;
  for (const item of items) kit.content.library.details.set(item.id, newsDetail(item));
}

describe('the saved-news schedule', () => {
  it("saves a news from its detail once, to the account's layout, and takes it out again", async () => {
    const kit = createTestKit();
    signInBefore(kit);
    library(kit);
    const { user } = renderApp(kit, '/informative/1/1');
    const save = await screen.findByRole('button', { name: 'Salvar na agenda' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Na agenda' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(kit.layout.schedules).toEqual([['1']]));
    await user.click(saved);
    await waitFor(() => expect(kit.layout.schedules).toEqual([['1'], []]));
    expect(screen.getByRole('button', { name: 'Salvar na agenda' })).toBeTruthy();
  });

  it('lists the saved news by date, the newest first, takes one out and clears the rest', async () => {
    const kit = createTestKit();
    library(kit);
    await kit.layout.saveSchedule(['1', '2', '3']);
    signInBefore(kit, { savedNews: ['1', '2', '3'] });
    const { user } = renderApp(kit, '/schedule');
    const list = await screen.findByRole('list', { name: 'Agenda' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.querySelector('.content-title')?.textContent),
      ).toEqual(['Milho: boletim de quarta', 'Café: boletim de terça', 'Soja: boletim de segunda']),
    );
    await user.click(screen.getByRole('button', { name: 'Tirar Café: boletim de terça da agenda' }));
    await waitFor(() => expect(kit.layout.schedules.at(-1)).toEqual(['1', '2']));
    expect(within(list).queryByText('Café: boletim de terça')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpar a agenda' }));
    await waitFor(() => expect(kit.layout.schedules.at(-1)).toEqual([]));
    expect(await screen.findByText('Agenda vazia')).toBeTruthy();
  });
});
