// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '../../../engine/shell/layout/DropdownMenu';

afterEach(cleanup);

// The menu itself (MenuPopup) is a lazy chunk: it renders once its module has
// loaded, so each step waits for it.

function setup() {
  const onSignOut = vi.fn();
  render(
    <MemoryRouter>
      <DropdownMenu
        items={[
          { key: 'profile', label: 'Profile', to: '/user/profile' },
          { key: 'plugins', label: 'Plugins', to: '/plugins/catalog' },
          { key: 'out', label: 'Sign out', onSelect: onSignOut, dividerBefore: true },
        ]}
        trigger={(props) => <button type="button" {...props}>Account</button>}
      />
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: 'Account' }), onSignOut };
}

describe('DropdownMenu', () => {
  it('is a menu button: closed, then opened by a click with the menu focused', async () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu');
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    await waitFor(() => expect(document.activeElement).toBe(menu));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Profile', 'Plugins', 'Sign out']);
  });

  it('opens from the keyboard on the first (ArrowDown) or last (ArrowUp) item; arrows wrap; Home/End; letters jump', async () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 's' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'p' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const again = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(again[2]));
  });

  it('an action item runs and closes the menu, returning focus to the button', async () => {
    const { button, onSignOut } = setup();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a click outside closes it', async () => {
    const { button } = setup();
    fireEvent.click(button);
    await screen.findByRole('menu');
    act(() => { document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })); });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
