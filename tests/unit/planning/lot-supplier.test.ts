import { describe, expect, it } from 'vitest';
import { applyLotRule, roundUpToLot } from '../../../domain/planning/lot-size';
import { chooseSupplier } from '../../../domain/planning/supplier-choice';

describe('lot sizing', () => {
  it('rounds up to the minimum, then to whole multiples', () => {
    expect(roundUpToLot(70, 40, 10)).toBe(70); // above MOQ, already a multiple
    expect(roundUpToLot(71, 40, 10)).toBe(80); // next multiple
    expect(roundUpToLot(15, 40, 0)).toBe(40); // MOQ
    expect(roundUpToLot(15, 45, 20)).toBe(60); // MOQ 45 is not a multiple of 20: 3 lots
    expect(roundUpToLot(0.1 + 0.2, 0, 0.1)).toBeCloseTo(0.3, 12); // float noise is not a 4th lot
    expect(roundUpToLot(0, 40, 10)).toBe(0); // nothing needed, nothing ordered
    expect(roundUpToLot(Number.NaN, 40)).toBe(0);
  });

  it('lot-for-lot, fixed lot and minimum batch', () => {
    expect(applyLotRule({ kind: 'lot-for-lot' }, 37)).toBe(37);
    expect(applyLotRule({ kind: 'fixed-lot', lotSize: 25 }, 37)).toBe(50); // 2 lots of 25
    expect(applyLotRule({ kind: 'fixed-lot', lotSize: 25 }, 0)).toBe(0);
    expect(applyLotRule({ kind: 'min-batch', minBatch: 100 }, 37)).toBe(100);
    expect(applyLotRule({ kind: 'min-batch', minBatch: 100, multiple: 30 }, 137)).toBe(150);
  });
});

describe('supplier choice', () => {
  const rows = [
    { supplierId: 'S1', price: 5, leadTimeDays: 20, preferred: true, active: true },
    { supplierId: 'S2', price: 4, leadTimeDays: 40 },
    { supplierId: 'S3', price: 4, leadTimeDays: 30 },
    { supplierId: 'S4', price: null, leadTimeDays: 5 },
  ];

  it('the preferred active supplier, even when dearer', () => {
    const c = chooseSupplier(rows, 'M1');
    expect(c.supplier?.supplierId).toBe('S1');
    expect(c.reason).toBe('preferred');
    expect(c.problems).toEqual([]);
  });

  it('preferred inactive: the cheapest active, then the fastest, and says why', () => {
    // S2 and S3 both cost 4; S3 is faster (30 < 40 days); S4 has no price, so it ranks last
    const c = chooseSupplier([{ ...rows[0], active: false }, rows[1], rows[2], rows[3]], 'M1');
    expect(c.supplier?.supplierId).toBe('S3');
    expect(c.reason).toBe('fallback');
    expect(c.problems).toEqual([{ code: 'PREFERRED_SUPPLIER_INACTIVE', severity: 'warning', subject: 'M1', details: { preferredSupplierId: 'S1', chosenSupplierId: 'S3' } }]);
    expect(chooseSupplier([rows[3], rows[1]]).problems[0].code).toBe('NO_PREFERRED_SUPPLIER');
  });

  it('none active or none at all: a problem, no supplier', () => {
    const none = chooseSupplier([{ ...rows[0], active: false }, { ...rows[1], active: false }], 9);
    expect(none.supplier).toBeNull();
    expect(none.problems).toEqual([{ code: 'NO_ACTIVE_SUPPLIER', severity: 'error', subject: 9, details: { preferredSupplierId: 'S1' } }]);
    expect(chooseSupplier([], 9).problems.map((p) => p.code)).toEqual(['NO_SUPPLIER']);
  });
});
