// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndexOverlay } from '../../../engine/shell/index-overlay/IndexOverlay';
import { favoritesAtom, logsAtom, navigationPendingAtom } from '../../../engine/state';
import { renderWithApp } from './harness';

afterEach(cleanup);

/** Renders the open index and waits for the focus trap's initial focus (it lands on the X, asynchronously). */
async function openIndex(options: Parameters<typeof renderWithApp>[1] = {}) {
  const onClose = vi.fn();
  const app = renderWithApp(<IndexOverlay opened onClose={onClose} />, options);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar el índice' })));
  return { ...app, onClose, dialog: () => screen.getByRole('dialog') };
}

const bookmark = (name: RegExp | string) => screen.getAllByRole('button', { name })[0];

describe('IndexOverlay', () => {
  it('shows the favourites block, then the sections in their columns with sub-sections, groups and links', async () => {
    await openIndex({ favorites: ['sales'] });
    const favorites = screen.getByTestId('index-favorites');
    expect(within(favorites).getByRole('link', { name: 'Ventas' })).toHaveProperty('href', expect.stringMatching(/\/sales$/));

    const columns = screen.getByTestId('index-columns');
    expect(columns.querySelectorAll('[data-column]')).toHaveLength(4);
    const column1 = columns.querySelector('[data-column="1"]')!;
    expect(within(column1 as HTMLElement).getByRole('heading', { name: 'Demanda' })).toBeTruthy();
    // The group under its sub-section, with its link.
    const group = columns.querySelector('[data-group="PROMOTION_PLANNING"]') as HTMLElement;
    expect(within(group).getByRole('heading', { name: 'Planificación de promociones' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Promociones' })).toBeTruthy();
  });

  it('lists each dimension under FORECASTS / FORECAST_DATA_MODEL', async () => {
    await openIndex({ dimensions: [{ Id: 3, Name: 'Región' }, { Id: 9, Name: 'Canal' }] });
    const dataModel = document.querySelector('[data-section="FORECASTS"] [data-sub-section="FORECAST_DATA_MODEL"]') as HTMLElement;
    expect(within(dataModel).getByRole('link', { name: 'Región' }).getAttribute('href')).toBe('/dimensions/3');
    expect(within(dataModel).getByRole('link', { name: 'Canal' }).getAttribute('href')).toBe('/dimensions/9');
  });

  it('shows only the routes the roles allow and hides sections left empty', async () => {
    await openIndex({ roles: [5] });
    const columns = screen.getByTestId('index-columns');
    expect(within(columns).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ventas', 'Promociones']);
    expect(within(columns).queryByRole('heading', { name: 'Previsiones' })).toBeNull();
    expect(within(columns).queryByRole('heading', { name: 'Administración' })).toBeNull();
  });

  it('shows the empty favourites text', async () => {
    await openIndex();
    expect(within(screen.getByTestId('index-favorites')).getByText('Aún no tienes favoritos.')).toBeTruthy();
  });

  it('toggles a favourite through the API, with aria-pressed and add/remove labels', async () => {
    const { request, store } = await openIndex();
    const add = bookmark('Añadir a favoritos: Compras');
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await act(async () => { fireEvent.click(add); });
    expect(request).toHaveBeenCalledWith('POST /api/favorites', expect.objectContaining({ body: { Path: 'purchases', Action: 'add' } }));
    expect(store.get(favoritesAtom)).toEqual(['purchases']);
    const removeButtons = screen.getAllByRole('button', { name: 'Quitar de favoritos: Compras' });
    expect(removeButtons).toHaveLength(2); // in the favourites block and in its section
    expect(removeButtons.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);

    await act(async () => { fireEvent.click(removeButtons[0]); });
    expect(request).toHaveBeenLastCalledWith('POST /api/favorites', expect.objectContaining({ body: { Path: 'purchases', Action: 'remove' } }));
    expect(store.get(favoritesAtom)).toEqual([]);
  });

  it('lists a favourite the user can no longer open greyed out, with the reason, and removes it', async () => {
    const { request, store } = await openIndex({ roles: [5], favorites: ['user-security', 'sales', 'gone-page'] });
    const favorites = screen.getByTestId('index-favorites');
    // The openable one is a link; the others are not, and say why.
    expect(within(favorites).getByRole('link', { name: 'Ventas' })).toBeTruthy();
    expect(within(favorites).queryByRole('link', { name: 'Seguridad de usuarios' })).toBeNull();
    const items = within(favorites).getAllByTestId('favorite-unavailable');
    expect(items.map((i) => [i.dataset.path, i.textContent])).toEqual([
      ['user-security', 'Seguridad de usuariosTus roles ya no te permiten abrirla'],
      ['gone-page', '/gone-pageEsta página ya no existe'],
    ]);
    const remove = within(items[0]).getByRole('button', { name: 'Quitar de favoritos: Seguridad de usuarios' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('Tus roles ya no te permiten abrirla');
    await act(async () => { fireEvent.click(remove); });
    expect(request).toHaveBeenLastCalledWith('POST /api/favorites', expect.objectContaining({ body: { Path: 'user-security', Action: 'remove' } }));
    expect(store.get(favoritesAtom)).toEqual(['sales', 'gone-page']);
    expect(within(favorites).getAllByTestId('favorite-unavailable')).toHaveLength(1);
  });

  it('refuses a favourite past the maximum with the favoriteItemsExcess alert', async () => {
    // The test config allows 3.
    const { request, store } = await openIndex({ favorites: ['sales', 'promotions', 'purchases'] });
    await act(async () => { fireEvent.click(bookmark('Añadir a favoritos: Previsión de la demanda')); });
    expect(request).not.toHaveBeenCalled();
    expect(store.get(favoritesAtom)).toEqual(['sales', 'promotions', 'purchases']);
    expect(store.get(logsAtom).map((l) => l.message)).toContain('Puedes tener como máximo 3 favoritos.');
    expect(bookmark('Añadir a favoritos: Previsión de la demanda').getAttribute('aria-pressed')).toBe('false');
  });

  it('navigates on click and shows a spinner on the clicked item until the navigation ends', async () => {
    const { store } = await openIndex();
    fireEvent.click(screen.getByRole('link', { name: 'Revisión de la previsión' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forecasts/review'));
    expect(store.get(navigationPendingAtom)).toBe('forecasts/review');
    const item = screen.getByRole('link', { name: 'Revisión de la previsión' }).closest('li')!;
    expect(within(item).getByTestId('index-link-spinner')).toBeTruthy();
    // The layout clears the pending path when the new page has rendered.
    act(() => store.set(navigationPendingAtom, null));
    expect(screen.queryByTestId('index-link-spinner')).toBeNull();
  });

  it('leaves a ctrl+click (new tab) to the browser', async () => {
    const { store } = await openIndex();
    fireEvent.click(screen.getByRole('link', { name: 'Compras' }), { ctrlKey: true });
    expect(store.get(navigationPendingAtom)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('closes with its labelled X button and with Escape', async () => {
    const { onClose } = await openIndex();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el índice' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is keyboard operable: Tab walks the close button, links and bookmarks; Enter or Space toggles a bookmark', async () => {
    const { store } = await openIndex({ roles: [5] });
    const close = screen.getByRole('button', { name: 'Cerrar el índice' });
    close.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ventas' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(bookmark('Añadir a favoritos: Ventas'));
    await act(async () => { await userEvent.keyboard('{Enter}'); });
    expect(store.get(favoritesAtom)).toEqual(['sales']);

    const add = bookmark('Añadir a favoritos: Promociones');
    add.focus();
    await act(async () => { await userEvent.keyboard(' '); });
    expect(store.get(favoritesAtom)).toEqual(['sales', 'promotions']);
    // Focus stays on the toggle (it is never disabled while saving).
    expect(document.activeElement).toBe(add);
    expect(add.getAttribute('aria-label')).toBe('Quitar de favoritos: Promociones');
  });

  it('keeps the focus in the favourites block when a favourite is removed from it', async () => {
    const { store } = await openIndex({ favorites: ['sales', 'promotions'] });
    const block = screen.getByTestId('index-favorites');
    const first = within(block).getByRole('button', { name: 'Quitar de favoritos: Ventas' });
    first.focus();
    await act(async () => { await userEvent.keyboard('{Enter}'); });
    expect(store.get(favoritesAtom)).toEqual(['promotions']);
    const second = within(block).getByRole('button', { name: 'Quitar de favoritos: Promociones' });
    expect(document.activeElement).toBe(second);
    await act(async () => { await userEvent.keyboard('{Enter}'); });
    expect(store.get(favoritesAtom)).toEqual([]);
    expect(document.activeElement).toBe(block);
  });

  it('names the dialog with its title', async () => {
    await openIndex();
    expect(screen.getByRole('dialog', { name: 'Índice' })).toBeTruthy();
  });
});
