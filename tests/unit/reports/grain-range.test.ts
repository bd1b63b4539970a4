// A grouped date value as the days it covers: report filters compare the
// stored date with these bounds instead of formatting every row.
import { describe, expect, it } from 'vitest';
import { grainRange } from '../../../server/reports/filters';

describe('grain range', () => {
  it('covers the year, quarter or month, the end excluded and across the year end', () => {
    expect(grainRange('2024', 'year')).toEqual(['2024-01-01', '2025-01-01']);
    expect(grainRange('2024-Q1', 'quarter')).toEqual(['2024-01-01', '2024-04-01']);
    expect(grainRange('2024-Q4', 'quarter')).toEqual(['2024-10-01', '2025-01-01']);
    expect(grainRange('2024-02', 'month')).toEqual(['2024-02-01', '2024-03-01']);
    expect(grainRange('2024-12', 'month')).toEqual(['2024-12-01', '2025-01-01']);
  });

  it('a value of another grain covers nothing', () => {
    expect(grainRange('2024', 'month')).toBeNull();
    expect(grainRange('2024-03', 'quarter')).toBeNull();
    expect(grainRange('2024-Q2', 'year')).toBeNull();
  });
});
