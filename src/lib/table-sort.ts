// Sorting a table's rows by one column: numbers by value, text in the user's
// language (accents and case as a reader expects, 'item 2' before 'item 10'),
// empty cells always last whatever the direction. Stable: equal rows keep
// their order.

export type Cell = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';
export interface SortState { column: number; direction: SortDirection }

export function compareCells(a: Cell, b: Cell, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const isEmpty = (cell: Cell) => cell === null || cell === undefined || cell === '';

export function sortRows<R extends ReadonlyArray<Cell>>(rows: readonly R[], sort: SortState | null, locale?: string): R[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[sort.column];
      const b = y.row[sort.column];
      if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? x.index - y.index : isEmpty(a) ? 1 : -1;
      return sign * compareCells(a, b, collator) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The next state when a column header is clicked: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null, column: number): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** aria-sort of a header. */
export function ariaSort(current: SortState | null, column: number): 'ascending' | 'descending' | 'none' {
  if (!current || current.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
