// @vitest-environment jsdom
// The header's search box with its suggestions: typed text asks for suggestions (after the debounce), the arrow keys
// move through them and Enter opens the one chosen, or the results page when none is.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ClockPort, SEARCH_RULES, SearchApiPort } from '../../core';
import { InjectionProvider } from '../../ui/kit/injection';
import { HeaderSuggestions } from '../../ui/search/header-suggestions';
import { HeaderSuggestionsViewModel } from '../../ui/search/header-suggestions.view-model';
import { HeaderSearch } from '../../ui/shell/header-search';
import { FakeClock } from '../fakes/fake-clock';
import { FakeSearchApi } from '../fakes/fake-search-api';
import './support/jsdom-polyfills';

/** The box on a page of its own, over a search API that knows two items about soy. */
function renderBox() {
  const clock = new FakeClock();
  const api = new FakeSearchApi()
    .add(7, { title: 'Soja sobe em Chicago', commodity: { id: 2, nome: 'Soja' } })
    .add(8, { title: 'Soja recua no porto', commodity: { id: 2, nome: 'Soja' } });
  const container = new Container();
  container.bind(ClockPort).toConstantValue(clock);
  container.bind(SearchApiPort).toConstantValue(api);
  container.bind(HeaderSuggestionsViewModel).toSelf();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HeaderSearch label="Buscar" loadSuggestions={() => Promise.resolve(HeaderSuggestions)} />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <InjectionProvider container={container}>
      <RouterProvider router={router} />
    </InjectionProvider>,
  );
  return { clock, router, user: userEvent.setup() };
}

/** Types `text` in the box and lets the debounce pass, until the suggestions are shown. */
async function typeAndWait(setup: ReturnType<typeof renderBox>, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Buscar' });
  await setup.user.click(box);
  await screen.findByRole('listbox', { hidden: true });
  await setup.user.type(box, text);
  await act(async () => setup.clock.advance(SEARCH_RULES.debounceMs));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
}

describe('the header search box', () => {
  it('opens the suggestion chosen with the arrow keys on Enter', async () => {
    const setup = renderBox();
    await typeAndWait(setup, 'soja');
    const chosen = screen.getAllByRole('option')[0]!;
    await setup.user.keyboard('{ArrowDown}{Enter}');
    const id = chosen.textContent?.includes('Chicago') ? 7 : 8;
    expect(`${setup.router.state.location.pathname}`).toBe(`/informative/2/${id}`);
  });

  it('opens the results page on Enter when no suggestion is chosen', async () => {
    const setup = renderBox();
    await typeAndWait(setup, 'soja');
    await setup.user.keyboard('{Enter}');
    expect(`${setup.router.state.location.pathname}${setup.router.state.location.search}`).toBe('/search?q=soja');
  });
});
