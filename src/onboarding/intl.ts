// Names and formats in the user's language from the browser's Intl: no
// country, currency, month or weekday name needs a translation file.

function displayName(language: string, type: 'region' | 'currency', code: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryName = (code: string, language: string) => displayName(language, 'region', code);
export const currencyName = (code: string, language: string) => displayName(language, 'currency', code);

/** 1 = January; capitalised for labels, as the language writes it inside a sentence otherwise. */
export function monthName(month: number, language: string, capitalize = true): string {
  const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
  return capitalize ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

/** 1 = Monday ... 7 = Sunday; capitalised for labels, as the language writes it inside a sentence otherwise. */
export function weekdayName(weekday: number, language: string, capitalize = true): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
  return capitalize ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** A YYYY-MM-DD date, in full. */
export function formatDay(iso: string, language: string, style: 'full' | 'long' | 'medium' = 'full'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

export function formatMonthYear(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** The country of the browser's locale (es-ES -> ES), if it names one. */
export function browserCountry(): string | null {
  const match = /-([A-Z]{2})\b/.exec(typeof navigator === 'undefined' ? '' : navigator.language);
  return match ? match[1] : null;
}
