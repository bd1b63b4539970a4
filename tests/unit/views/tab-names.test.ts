// Tabs of a route with several views: unnamed, a tab reads its kind (and its
// entity when the views show different entities); the views that would then
// read alike are the ones the config build asks names for.
import { describe, expect, it } from 'vitest';
import type { CompiledView } from '../../../engine/config/compiled';
import { tabShowsEntity, viewsNeedingNames } from '../../../engine/data/tab-names';

const view = (kind: CompiledView['kind'], entity = '') => ({ kind, entity }) as CompiledView;

describe('tab names', () => {
  it('a single view, or views of different kinds, need no names', () => {
    expect(viewsNeedingNames([view('report')])).toEqual([]);
    expect(viewsNeedingNames([view('table', 'product'), view('tree', 'product'), view('audit')])).toEqual([]);
  });

  it('two reports (no entity) read alike: both need names, a third view of another kind does not', () => {
    expect(viewsNeedingNames([view('report'), view('table', 'line'), view('report')])).toEqual([0, 2]);
  });

  it('tables of different entities read "Products · Table" and "Orders · Table": no names needed', () => {
    const views = [view('table', 'product'), view('table', 'order')];
    expect(tabShowsEntity(views[0], views)).toBe(true);
    expect(viewsNeedingNames(views)).toEqual([]);
  });

  it('two tables of one entity read "Table" twice', () => {
    const views = [view('table', 'product'), view('table', 'product')];
    expect(tabShowsEntity(views[0], views)).toBe(false);
    expect(viewsNeedingNames(views)).toEqual([0, 1]);
  });
});
