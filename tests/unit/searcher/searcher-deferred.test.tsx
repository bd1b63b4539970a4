// @vitest-environment happy-dom
// The searcher's results follow the typed text in a transition (issue 10):
// the browser draws the letter in the uncontrolled search box at once. These
// tests run outside act(), which would flush the transition at once, to look
// at the moment before the results' render: the search box already shows
// the typed text, the list still shows the previous query's results, and the
// keys must act on the typed query's results, not on the ones on screen.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Searcher } from '../../../engine/shell/searcher/Searcher';
import { navigationPendingAtom } from '../../../engine/state';
import { renderWithApp } from '../index-overlay/harness';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeAll(() => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});
afterEach(cleanup);

const titles = () => screen.queryAllByRole('option').map((o) => o.querySelector('span span')?.textContent);

/** One 'input' event, as a paste or a keystroke sends it, bypassing React's value tracking like a browser does. */
function typeAtOnce(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const pressKey = (input: HTMLElement, key: 'ArrowDown' | 'Enter') =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));

/** Lets the keystroke's urgent render commit (a microtask) but not the deferred one (a later task). */
async function urgentRenderOnly() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

async function openSearcher(favorites: string[] = []) {
  const app = renderWithApp(<Searcher opened onClose={vi.fn()} onOpenIndex={vi.fn()} />, { favorites });
  const input = (await screen.findByRole('combobox', { name: 'Buscar páginas' })) as HTMLInputElement;
  await waitFor(() => expect(screen.queryByTestId('searcher-empty') ?? screen.queryByRole('listbox')).toBeTruthy());
  return { ...app, input };
}

describe('Searcher deferred results', () => {
  it('paints the typed text first and the results in the next render', async () => {
    const { input } = await openSearcher();
    typeAtOnce(input, 'prevision');
    await urgentRenderOnly();
    expect(input.value).toBe('prevision');
    // Still the previous (empty) query's list: the keystroke's render left the results alone.
    expect(screen.getByTestId('searcher-empty').textContent).toBe('Aún no tienes favoritos.');
    await waitFor(() => expect(titles()).toEqual(['Previsión de la demanda', 'Configuración de la previsión', 'Revisión de la previsión', 'Región']));
  });

  it('opens the first result of the typed query on Enter, even before the list shows it', async () => {
    const { input, store } = await openSearcher(['sales']);
    typeAtOnce(input, 'compras');
    await urgentRenderOnly();
    expect(titles()).toEqual(['Ventas']); // the favourites, still on screen
    pressKey(input, 'Enter');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/purchases'));
    expect(store.get(navigationPendingAtom)).toBe('purchases');
  });

  it('moves the selection within the typed query\'s results before the list shows them', async () => {
    const { input } = await openSearcher(['sales']);
    typeAtOnce(input, 'prevision');
    await urgentRenderOnly();
    expect(titles()).toEqual(['Ventas']); // one favourite: ArrowDown on it would stay at 0
    pressKey(input, 'ArrowDown');
    await urgentRenderOnly();
    pressKey(input, 'Enter');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forecasts/configuration'));
  });
});
