import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../engine/data/validate-record';
import { product } from './fixtures';

const writable = new Set(['sku', 'name', 'status', 'family', 'price', 'moq', 'launch', 'until', 'season', 'organic']);
const today = '2026-11-24';

describe('validateRecord', () => {
  it('creates with defaults and reports every missing required field', () => {
    const created = validateRecord(product, { sku: 'A1', name: 'Olive oil' }, { mode: 'create', writable, today });
    expect(created.problems).toEqual([]);
    expect(created.values).toMatchObject({ sku: 'A1', name: 'Olive oil', status: 'active', launch: today, price: null });
    expect(validateRecord(product, {}, { mode: 'create', writable, today }).problems).toEqual([
      { field: 'sku', code: 'required' },
      { field: 'name', code: 'required' },
    ]);
  });

  it('refuses unknown, read-only and forbidden fields', () => {
    const result = validateRecord(product, { sku: 'A', nope: 1, total: 3, unitCost: 2 }, { mode: 'update', writable, today });
    expect(result.problems).toEqual([
      { field: 'nope', code: 'unknownField' },
      { field: 'total', code: 'readOnlyField' },
      { field: 'unitCost', code: 'forbiddenField' },
    ]);
    expect(result.values).toEqual({ sku: 'A' });
  });

  it('checks only what an update sends, against the stored row for the entity checks', () => {
    const current = { launch: '2026-05-01', until: null };
    expect(validateRecord(product, { until: '2026-04-30' }, { mode: 'update', writable, today, current }).problems).toEqual([
      { field: 'until', code: 'badCheck', params: { op: '>=', other: 'launch' } },
    ]);
    expect(validateRecord(product, { until: '2026-05-01' }, { mode: 'update', writable, today, current }).problems).toEqual([]);
    expect(validateRecord(product, { name: null }, { mode: 'update', writable, today }).problems).toEqual([{ field: 'name', code: 'required' }]);
  });
});

describe('!= checks', () => {
  it('refuses two fields holding the same value, whatever their type', async () => {
    const { checkProblem } = await import('../../../engine/data/validate-record');
    const check = { field: 'toUnit', op: '!=' as const, other: 'fromUnit' };
    expect(checkProblem(check, { toUnit: 3, fromUnit: 3 })).toEqual({ field: 'toUnit', code: 'badCheck', params: { op: '!=', other: 'fromUnit' } });
    expect(checkProblem(check, { toUnit: 3, fromUnit: 4 })).toBeUndefined();
    expect(checkProblem(check, { toUnit: null, fromUnit: 4 })).toBeUndefined();
    expect(checkProblem({ field: 'a', op: '!=', other: 'b' }, { a: true, b: true })).toMatchObject({ code: 'badCheck' });
  });
});
