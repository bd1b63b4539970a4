import { describe, expect, it } from 'vitest';
import { addDays, bookingDateProblem, bookingRange, bookingSlots, firstBookableDay, isWorkingDay, todayIn } from '../../../product/booking';

describe('booking helpers', () => {
  it('offers half-hour slots from 09:00 to 17:30', () => {
    const slots = bookingSlots();
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:30');
    expect(slots).toHaveLength(18);
  });

  it('books from tomorrow to 90 days ahead, on working days', () => {
    const today = '2026-11-20'; // a Friday
    expect(bookingRange(today)).toEqual({ min: '2026-11-21', max: '2027-02-18' });
    expect(firstBookableDay(today)).toBe('2026-11-23'); // the Monday after
    expect(bookingDateProblem('2026-11-20', today)).toBe('tooSoon');
    expect(bookingDateProblem('2026-11-21', today)).toBe('weekend');
    expect(bookingDateProblem('2026-11-24', today)).toBeNull();
    expect(bookingDateProblem('2027-02-19', today)).toBe('tooLate');
    expect(bookingDateProblem('2026-02-30', today)).toBe('invalid');
    expect(bookingDateProblem('next week', today)).toBe('invalid');
  });

  it('dates move across months and years; weekends are told apart', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(isWorkingDay('2026-11-23')).toBe(true);
  });

  it("today depends on the time zone", () => {
    const instant = new Date('2026-11-20T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-20');
    expect(todayIn('Europe/Madrid', instant)).toBe('2026-11-21');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-20');
  });
});
