// Numbers and months as the demand-review pages show them, in the user's
// language: quantities without decimals past a hundred, changes as signed
// percentages, months as "Nov 2026".

export function quantityText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 1 }).format(value);
}

/** (to - from) / from as a signed percentage; empty when from is 0. */
export function changeText(from: number, to: number, locale: string): string {
  if (!from) return '';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format((to - from) / from);
}

export function monthText(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

export function decimalText(value: number | null | undefined, locale: string, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
