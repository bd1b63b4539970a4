// Calendar arithmetic on YYYY-MM-DD texts (UTC, no time zone surprises) and
// the public holidays of Spain the demo calendars need.
export { isoDate } from '../../../engine/data/relative-dates';
import { isoDate } from '../../../engine/data/relative-dates';

const parse = (day: string): Date => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDate(d);
}

/** Same day n months later, clamped to the month's length (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))));
}

export const monthOf = (day: string): string => day.slice(0, 7);

/** 0 = Sunday .. 6 = Saturday. */
export const weekday = (day: string): number => parse(day).getUTCDay();

export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(new Date(Date.UTC(year, month - 1, day)));
}

export interface Holiday {
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const fixed = (year: number, month: number, day: number, name: string): Holiday => ({ date: `${year}-${pad(month)}-${pad(day)}`, name });

/** The national public holidays of Spain in a year (those every region keeps). */
export function spanishNationalHolidays(year: number): Holiday[] {
  return [
    fixed(year, 1, 1, 'Año Nuevo'),
    fixed(year, 1, 6, 'Epifanía del Señor'),
    { date: addDays(easterSunday(year), -2), name: 'Viernes Santo' },
    fixed(year, 5, 1, 'Fiesta del Trabajo'),
    fixed(year, 8, 15, 'Asunción de la Virgen'),
    fixed(year, 10, 12, 'Fiesta Nacional de España'),
    fixed(year, 11, 1, 'Todos los Santos'),
    fixed(year, 12, 6, 'Día de la Constitución Española'),
    fixed(year, 12, 8, 'Inmaculada Concepción'),
    fixed(year, 12, 25, 'Natividad del Señor'),
  ];
}

/** Regional holidays of the regions the demo has sites in (the stable ones of each year's calendar). */
export function spanishRegionalHolidays(region: string, year: number): Holiday[] {
  const easter = easterSunday(year);
  switch (region) {
    case 'Comunidad de Madrid':
      return [{ date: addDays(easter, -3), name: 'Jueves Santo' }, fixed(year, 5, 2, 'Fiesta de la Comunidad de Madrid')];
    case 'Cataluña':
      return [
        { date: addDays(easter, 1), name: 'Lunes de Pascua' },
        fixed(year, 6, 24, 'Sant Joan'),
        fixed(year, 9, 11, 'Diada Nacional de Catalunya'),
        fixed(year, 12, 26, 'Sant Esteve'),
      ];
    case 'Andalucía':
      return [{ date: addDays(easter, -3), name: 'Jueves Santo' }, fixed(year, 2, 28, 'Día de Andalucía')];
    default:
      return [];
  }
}
