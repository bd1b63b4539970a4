// Non-working days of every location for the 12 months from the current
// one (the calendar opens on this month, so its past holidays show too): Spain's
// national holidays, the regional ones of each site's region, and a summer
// shutdown week at the plants (their lines stop; the warehouses keep going).
import { addDays, addMonths, spanishNationalHolidays, spanishRegionalHolidays, weekday, type Holiday } from '../dates';
import type { DemoModule, DemoRow } from '../model';

/** Local holidays of the towns the sites are in (month, day, name). */
const LOCAL: Record<string, Array<[number, number, string]>> = {
  'MAD-HQ': [[5, 15, 'San Isidro'], [11, 9, 'Nuestra Señora de la Almudena']],
  'BCN-DC': [[9, 24, 'La Mercè']],
  'ALC-PLANT': [[8, 6, 'Santos Niños Justo y Pastor']],
};

const local = (code: string, year: number): Holiday[] =>
  (LOCAL[code] ?? []).map(([m, d, name]) => ({ date: `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, name }));

/** Monday to Friday of the second full week of August of a year. */
function summerShutdown(year: number): Holiday[] {
  let day = `${year}-08-08`;
  while (weekday(day) !== 1) day = addDays(day, 1);
  return [0, 1, 2, 3, 4].map((n) => ({ date: addDays(day, n), name: 'Parada técnica de verano' }));
}

export const calendarModule: DemoModule = {
  name: 'calendar',
  generate(ctx) {
    const from = `${ctx.today.slice(0, 7)}-01`;
    const to = addMonths(from, 12); // exclusive
    const year = Number(from.slice(0, 4));
    const inWindow = (h: Holiday) => h.date >= from && h.date < to;
    const rows: DemoRow[] = [];
    for (const location of ctx.rows('location')) {
      const taken = new Set<string>();
      const add = (holidays: Holiday[], kind: string) => {
        for (const h of holidays.filter(inWindow)) {
          if (taken.has(h.date)) continue; // one row per location and day (the key)
          taken.add(h.date);
          rows.push({ location: location.code, date: h.date, name: h.name, kind });
        }
      };
      for (const y of [year, year + 1]) {
        add(spanishNationalHolidays(y), 'national-holiday');
        add(spanishRegionalHolidays(String(location.region), y), 'regional-holiday');
        add(local(String(location.code), y), 'local-holiday');
        if (location.kind === 'factory') add(summerShutdown(y), 'shutdown');
      }
    }
    rows.sort((a, b) => String(a.date).localeCompare(String(b.date)) || String(a.location).localeCompare(String(b.location)));
    return [{ entity: 'non-working-day', rows }];
  },
};
