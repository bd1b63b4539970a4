// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Searcher } from '../../../engine/shell/searcher/Searcher';
import { navigationPendingAtom } from '../../../engine/state';
import { renderWithApp, type HarnessOptions } from '../index-overlay/harness';

afterEach(cleanup);

async function openSearcher(options: HarnessOptions = {}) {
  const onClose = vi.fn();
  const onOpenIndex = vi.fn();
  const app = renderWithApp(<Searcher opened onClose={onClose} onOpenIndex={onOpenIndex} />, options);
  const input = await screen.findByRole('combobox', { name: 'Buscar páginas' });
  return { ...app, onClose, onOpenIndex, input: input as HTMLInputElement };
}

const options = () => screen.queryAllByRole('option');
const selectedTitle = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.querySelector('span span')?.textContent;
const key = (input: HTMLElement, code: 'ArrowDown' | 'ArrowUp' | 'Enter') => fireEvent.keyDown(input, { key: code, code });

describe('Searcher', () => {
  it('puts the focus in the search box when it opens', async () => {
    const { input } = await openSearcher();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('placeholder')).toBe('Busca una página…');
  });

  it('shows the favourites, grouped with a count, when there is no filter', async () => {
    await openSearcher({ favorites: ['sales', 'forecasts'] });
    const group = screen.getByRole('group', { name: /Favoritos/ });
    expect(within(group).getAllByRole('option').map((o) => o.querySelector('span span')?.textContent)).toEqual(['Ventas', 'Previsión de la demanda']);
    expect(within(group).getByTestId('searcher-group-count').textContent).toBe('2 resultados');
  });

  it('says there are no favourites yet', async () => {
    await openSearcher();
    expect(screen.getByTestId('searcher-empty').textContent).toBe('Aún no tienes favoritos.');
    expect(options()).toHaveLength(0);
  });

  it("finds 'Previsión' when typing 'prevision', grouped by section with a count", async () => {
    const { input } = await openSearcher();
    await userEvent.type(input, 'prevision');
    const groups = screen.getAllByTestId('searcher-group');
    expect(groups).toHaveLength(1);
    expect(within(groups[0]).getByText('Previsiones')).toBeTruthy();
    // The dimension 'Región' matches by its section title, Previsiones; title matches come first.
    expect(within(groups[0]).getByTestId('searcher-group-count').textContent).toBe('4 resultados');
    expect(options().map((o) => o.querySelector('span span')?.textContent)).toEqual([
      'Previsión de la demanda', 'Configuración de la previsión', 'Revisión de la previsión', 'Región',
    ]);
  });

  it('matches keywords and the section title, ignoring case and accents', async () => {
    const { input } = await openSearcher();
    await userEvent.type(input, 'HISTORICO');
    expect(options().map((o) => o.querySelector('span span')?.textContent)).toEqual(['Ventas']);
    await userEvent.clear(input);
    await userEvent.type(input, 'aprovisionamiento');
    expect(options().map((o) => o.querySelector('span span')?.textContent)).toEqual(['Compras']);
  });

  it('only lists what the roles allow', async () => {
    const { input } = await openSearcher({ roles: [5] });
    await userEvent.type(input, 'prevision');
    expect(options()).toHaveLength(0);
    expect(screen.getByTestId('searcher-empty').textContent).toBe('0 resultados');
  });

  it('moves the selection with ArrowDown/ArrowUp from 0, bounded by the result count', async () => {
    const { input } = await openSearcher();
    await userEvent.type(input, 'prevision');
    expect(selectedTitle()).toBe('Previsión de la demanda');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    key(input, 'ArrowUp');
    expect(selectedTitle()).toBe('Previsión de la demanda');
    key(input, 'ArrowDown');
    expect(selectedTitle()).toBe('Configuración de la previsión');
    for (let i = 0; i < 5; i++) key(input, 'ArrowDown');
    expect(selectedTitle()).toBe('Región');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[3].id);
    key(input, 'ArrowUp');
    expect(selectedTitle()).toBe('Revisión de la previsión');
  });

  it('starts again at 0 when the text changes', async () => {
    const { input } = await openSearcher();
    await userEvent.type(input, 'prevision');
    key(input, 'ArrowDown');
    await userEvent.type(input, ' ');
    expect(selectedTitle()).toBe('Previsión de la demanda');
  });

  it('opens the selected result with Enter (spinner until the navigation ends)', async () => {
    const { input, store } = await openSearcher();
    await userEvent.type(input, 'prevision');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forecasts/configuration'));
    expect(store.get(navigationPendingAtom)).toBe('forecasts/configuration');
  });

  it('opens a result on click', async () => {
    const { input } = await openSearcher();
    await userEvent.type(input, 'compras');
    await userEvent.click(options()[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/purchases'));
  });

  it('does nothing on Enter without results', async () => {
    const { input, store } = await openSearcher();
    await userEvent.type(input, 'zzzz');
    key(input, 'Enter');
    expect(store.get(navigationPendingAtom)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('closes with Escape', async () => {
    const { onClose } = await openSearcher();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the 'didn't find' text and an index link that opens the index", async () => {
    const { onOpenIndex } = await openSearcher();
    expect(screen.getByText('¿No encuentras lo que buscas?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el índice' }));
    expect(onOpenIndex).toHaveBeenCalledTimes(1);
  });

  it('follows the opened prop, and starts empty again when reopened', async () => {
    const onClose = vi.fn();
    const app = renderWithApp(<Searcher opened onClose={onClose} onOpenIndex={() => {}} />);
    await userEvent.type(await screen.findByRole('combobox'), 'ventas');
    app.update(<Searcher opened={false} onClose={onClose} onOpenIndex={() => {}} />);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    app.update(<Searcher opened onClose={onClose} onOpenIndex={() => {}} />);
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('');
  });
});
