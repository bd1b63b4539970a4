// @vitest-environment happy-dom
// The table's keyboard and header: one tab stop for the rows, arrows move
// the focus, Enter opens, a header button sorts and says so (aria-sort);
// values are text (HTML in a value is not interpreted).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataRow } from '../../../engine/data/api';
import { DataGrid, type GridColumn } from '../../../engine/views/table/DataGrid';

afterEach(cleanup);
// happy-dom has no layout: give the scroll box a size so the virtualiser shows rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});

const rows: DataRow[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, version: 1, createdAt: '', updatedAt: '', code: `C${i + 1}`, name: i === 2 ? '<img src=x onerror=alert(1)>' : `Name ${i + 1}` }));
const columns: GridColumn[] = [
  { path: 'code', label: 'Code', numeric: false, sortable: true, text: (r) => String(r.code) },
  { path: 'name', label: 'Name', numeric: false, sortable: true, text: (r) => String(r.name) },
];

function setup() {
  const onOpen = vi.fn();
  const onSort = vi.fn();
  render(
    <MantineProvider env="test">
      <DataGrid columns={columns} rows={rows} sort={[{ field: 'code', desc: false }]} onSort={onSort} onOpen={onOpen} caption="Units" />
    </MantineProvider>,
  );
  const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
  return { onOpen, onSort, bodyRows };
}

describe('DataGrid', () => {
  it('headers: sortable buttons with aria-sort on the sorted column', () => {
    const { onSort } = setup();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', 'none']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('rows: one tab stop, arrows and Home/End move it, Enter opens the focused row', () => {
    const { onOpen, bodyRows } = setup();
    const list = bodyRows();
    expect(list.length).toBeGreaterThan(3);
    expect(list.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    list[0].focus();
    fireEvent.keyDown(list[0], { key: 'ArrowDown' });
    expect(bodyRows()[1].tabIndex).toBe(0);
    fireEvent.keyDown(bodyRows()[1], { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    fireEvent.keyDown(bodyRows()[1], { key: 'Home' });
    expect(bodyRows()[0].tabIndex).toBe(0);
    fireEvent.keyDown(bodyRows()[0], { key: 'ArrowUp' });
    expect(bodyRows()[0].tabIndex).toBe(0);
  });

  it('a click opens the row; HTML in a value shows as text', () => {
    const { onOpen, bodyRows } = setup();
    fireEvent.click(bodyRows()[2]);
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
    expect(document.querySelector('tbody img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
