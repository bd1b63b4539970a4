// A grid page: the rows of one level under a parent (and the parent's own
// numbers, the same statement's total), with what the page needs to draw
// them (months, frozen months, measures and who may edit); and the rows an
// edit asks to read again, one statement per shape of row.
import type { GridMeta, GridPage, GridRow, GridValue, RowFilter } from '../../engine/data/grid-api';
import { bucketWindow, monthOf, monthRange, yearWindow } from '../../engine/data/grid-buckets';
import { firstWindow } from '../../engine/data/grid-months';
import { rowKey } from '../../engine/data/grid-rows';
import type { Caller } from '../access/caller';
import type { CallerAccess } from '../data-engine/access';
import type { Queryable } from '../db/adapter';
import type { FrozenWindow } from './frozen';
import type { GridModel } from './model';
import type { RowsQuery } from './query';
import { readGrid, type ReadOptions } from './read';
import type { GridReadCache } from './read-cache';
import type { GridScope } from './scope';

export function monthsOf(model: GridModel, query: Pick<RowsQuery, 'from' | 'to'>, scopeYear: number | null, today: string): string[] {
  if (query.from && query.to) return monthRange(query.from, query.to);
  if (model.grid.buckets.scopeYear && scopeYear !== null) {
    const w = yearWindow(scopeYear);
    return monthRange(w.from, w.to);
  }
  const w = bucketWindow(today, model.grid.buckets.past, model.grid.buckets.future);
  return monthRange(w.from, w.to);
}

const condition = ([path, value]: [string, GridValue]): ReadOptions['filters'][number] => (value === null ? { path, op: 'null', value: null } : { path, op: 'eq', value });

/** The user's filter on the levels a row does not name already. */
const outside = (filter: RowFilter, row: RowFilter) => filter.filter(([p]) => !row.some(([q]) => q === p));

export async function readRows(db: Queryable, model: GridModel, access: CallerAccess, caller: Caller, query: RowsQuery, scope: GridScope, frozen: FrozenWindow | null, today: string, cache?: GridReadCache): Promise<GridPage> {
  const all = monthsOf(model, query, scope.year, today);
  // Asked for the first screen: the months around the first one that may be changed (where the page opens), the others asked after.
  const months = query.first ? firstWindow(all, frozen?.before ?? monthOf(today)) : all;
  const path = query.hierarchy.levels[query.level];
  const result = await readGrid(db, model, access, {
    group: [path], filters: [...query.parent, ...outside(query.filter, query.parent)].map(condition), months, scopeValue: scope.value, companyId: caller.companyId, today, total: true, only: query.only, cache,
  });
  const perms = access.of(model.entity);
  const canEdit = perms.write && perms.writable.has(model.editField.name);
  const meta: GridMeta = {
    months,
    ...(months.length < all.length ? { span: { from: all[0], to: all.at(-1)! } } : {}),
    frozenBefore: frozen?.before ?? null,
    frozen: frozen ? { start: frozen.start, months: frozen.months } : null,
    measures: result.measures.map((id) => ({
      id, format: model.grid.measures.find((m) => m.id === id)!.format, editable: id === model.grid.edit && canEdit, available: !result.unavailable.includes(id),
    })),
    hidden: result.hidden,
    hierarchies: query.readable,
    comments: { read: false, write: false },
    scope: model.scopeField ? { value: scope.value, options: scope.options } : null,
    scale: model.editField.scale ?? (model.editField.type === 'integer' ? 0 : 4),
    bases: model.bases.filter((id) => result.measures.includes(id)),
    min: model.editField.min ?? null,
    fallback: model.fallback && result.measures.includes(model.fallback) ? model.fallback : null,
  };
  const leaf = query.level === query.hierarchy.levels.length - 1;
  return {
    meta,
    rows: result.rows.map((r): GridRow => ({ filter: [...query.parent, [path, r.keys[0]]], label: r.label, leaf, values: r.values })),
    parent: { filter: query.parent, label: null, leaf: false, values: result.total! },
    comments: [],
  };
}

export async function readRowsByFilter(db: Queryable, model: GridModel, access: CallerAccess, caller: Caller, query: RowsQuery, scopeValue: number | null, rows: readonly RowFilter[], today: string): Promise<GridRow[]> {
  const months = monthsOf(model, query, null, today);
  const shapes = new Map<string, RowFilter[]>();
  for (const row of rows) {
    const ordered = [...row].sort((a, b) => model.levels.indexOf(a[0]) - model.levels.indexOf(b[0]));
    const shape = ordered.map(([p]) => p).join(',');
    shapes.set(shape, [...(shapes.get(shape) ?? []), ordered]);
  }
  const out: GridRow[] = [];
  for (const [, group] of shapes) {
    const paths = group[0].map(([p]) => p);
    const filters: ReadOptions['filters'] = [];
    paths.forEach((p, i) => {
      const values = [...new Set(group.map((r) => r[i][1]))];
      // A null among the values cannot go in an IN list: read that level whole and keep the rows asked for.
      if (values.includes(null)) return;
      filters.push(values.length === 1 ? { path: p, op: 'eq', value: values[0] } : { path: p, op: 'in', value: values });
    });
    filters.push(...outside(query.filter, group[0]).map(condition));
    const result = await readGrid(db, model, access, { group: paths, filters, months, scopeValue, companyId: caller.companyId, today, total: paths.length === 0, only: query.only });
    if (paths.length === 0) {
      out.push({ filter: [], label: null, leaf: false, values: result.total! });
      continue;
    }
    const wanted = new Set(group.map(rowKey));
    for (const r of result.rows) {
      const filter: RowFilter = paths.map((p, i) => [p, r.keys[i]]);
      if (wanted.has(rowKey(filter))) out.push({ filter, label: r.label, leaf: false, values: r.values });
    }
  }
  return out;
}
