// The S&OP cycle's calendar rules (server/forecast/cycle-math.ts), by hand.
import { describe, expect, it } from 'vitest';
import { frozenFrom, isFrozen, lagOf, monthsFrom, openRefusal, planningMonth, type CycleState } from '../../../server/forecast/cycle-math';

const closed = (month: string): CycleState => ({ month, status: 'closed' });
const open = (month: string): CycleState => ({ month, status: 'open' });

describe('planning month and frozen months', () => {
  it('plans from the open cycle, else the month after the last closed one, else today', () => {
    expect(planningMonth([closed('2026-09'), open('2026-10')], '2026-11-24')).toBe('2026-10');
    expect(planningMonth([closed('2026-09'), closed('2026-10')], '2026-11-24')).toBe('2026-11');
    expect(planningMonth([closed('2026-12'), closed('2026-11')], '2026-11-24')).toBe('2027-01');
    expect(planningMonth([], '2026-11-24')).toBe('2026-11');
  });

  it('freezes the months before the planning month plus frozenMonths', () => {
    expect(frozenFrom([open('2026-11')], 1, '2026-11-24')).toBe('2026-12');
    expect(frozenFrom([open('2026-11')], 0, '2026-11-24')).toBe('2026-11');
    expect(frozenFrom([open('2026-11')], 3, '2026-11-24')).toBe('2027-02');
    expect(frozenFrom([closed('2026-12')], 2, '2026-11-24')).toBe('2027-03');
    expect(isFrozen('2026-11', '2026-12')).toBe(true);
    expect(isFrozen('2026-12', '2026-12')).toBe(false);
  });

  it('counts the lag from the cycle to the target month, across years', () => {
    expect(lagOf('2026-11', '2026-12')).toBe(1);
    expect(lagOf('2026-11', '2027-02')).toBe(3);
    expect(lagOf('2026-11', '2026-11')).toBe(0);
    expect(monthsFrom('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('opens one cycle at a time, each month once, in order', () => {
    expect(openRefusal([closed('2026-10')], '2026-11')).toBeNull();
    expect(openRefusal([open('2026-11')], '2026-12')?.message).toMatch(/still open/);
    expect(openRefusal([closed('2026-11')], '2026-11')?.message).toMatch(/already closed/);
    expect(openRefusal([closed('2026-11')], '2026-10')?.message).toMatch(/cannot open before/);
  });
});
