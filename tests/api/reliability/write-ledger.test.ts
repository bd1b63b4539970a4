// The kill -9 test is only as good as its check: this shows the check catches
// a lost write, a torn one, a phantom, a dangling favourite and an in-flight
// write applied by halves, and accepts either whole outcome of a write in doubt.
import { describe, expect, it } from 'vitest';
import { checkLedger, WriteLedger, type StoredState } from './support/write-ledger';

function ledger(): WriteLedger {
  const l = new WriteLedger();
  l.dimensions.set('b-kept', { name: 'b-kept', id: 1, present: true, values: ['a', 'b'], acks: 2 });
  l.dimensions.set('b-gone', { name: 'b-gone', id: 2, present: false, values: ['x'], acks: 2 });
  l.dimensions.set('b-creating', { name: 'b-creating', present: false, values: [], acks: 0, pending: { kind: 'create', values: ['n1', 'n2'] } });
  l.dimensions.set('b-patching', { name: 'b-patching', id: 4, present: true, values: ['old'], acks: 1, pending: { kind: 'patch', values: ['new1', 'new2'] } });
  const pin = l.favorite('u@x', 'dimensions/1');
  Object.assign(pin, { present: true, acks: 1 });
  l.acknowledged = 6;
  l.inDoubt = 2;
  return l;
}

function stored(change: Partial<StoredState> = {}): StoredState {
  return {
    dimensions: [
      { id: 1, name: 'b-kept', values: ['a', 'b'] },
      { id: 4, name: 'b-patching', values: ['new1', 'new2'] },
      { id: 9, name: 'other', values: [] },
    ],
    favorites: [{ email: 'u@x', path: 'dimensions/1' }],
    maxFavoritesPerUser: 5,
    danglingFavorites: [],
    ...change,
  };
}

describe('the write ledger check', () => {
  it('accepts a consistent database, counting the in-doubt writes that landed whole', () => {
    expect(checkLedger(ledger(), stored(), 'b-', 12)).toEqual({ acknowledged: 6, found: 6, inDoubt: 2, inDoubtApplied: 1, problems: [] });
    const created = stored();
    created.dimensions.push({ id: 3, name: 'b-creating', values: ['n1', 'n2'] });
    expect(checkLedger(ledger(), created, 'b-', 12).inDoubtApplied).toBe(2);
  });

  it('reports lost, torn, phantom and dangling writes and a broken cap', () => {
    const bad = stored({ favorites: [], danglingFavorites: ['u@x dimensions/77'], maxFavoritesPerUser: 13 });
    bad.dimensions = [
      { id: 1, name: 'b-kept', values: ['a'] },
      { id: 2, name: 'b-gone', values: ['x'] },
      { id: 3, name: 'b-creating', values: ['n1'] },
      { id: 4, name: 'b-patching', values: ['old', 'new2'] },
      { id: 5, name: 'b-never', values: [] },
    ];
    const report = checkLedger(ledger(), bad, 'b-', 12);
    expect(report.found).toBe(0);
    expect(report.problems.join('\n')).toMatch(/b-kept: values/);
    expect(report.problems.join('\n')).toMatch(/b-gone: deletion acknowledged/);
    expect(report.problems.join('\n')).toMatch(/b-creating: half-written create/);
    expect(report.problems.join('\n')).toMatch(/b-patching: half-written values/);
    expect(report.problems.join('\n')).toMatch(/b-never: in the database but never written/);
    expect(report.problems.join('\n')).toMatch(/favourite u@x\|dimensions\/1: missing/);
    expect(report.problems.join('\n')).toMatch(/half-done delete/);
    expect(report.problems.join('\n')).toMatch(/13 favourites/);
  });
});
