// How report cells and headers read (shared by the table and the export):
// translated measure and dimension titles with their fallbacks, values in
// the user's language, quarters, empty values, and pivot column headers.
import { describe, expect, it } from 'vitest';
import { columnTitle, dimensionText, measureText, type CellContext } from '../../../engine/data/report-table';

const texts: Record<string, string> = {
  'reports.r.measures.value': 'Valor',
  'reports.r.dimensions.month': 'Mes',
  'entities.customer.fields.channel.label': 'Canal',
  'entities.customer.fields.channel.values.horeca': 'Hostelería',
  'reports.ui.quarter': 'T{{quarter}} {{year}}',
  'reports.ui.total': 'Total',
  'reports.ui.noValue': '(vacío)',
  'common.yes': 'Sí',
};
const t: CellContext['t'] = (key, vars) => texts[key]?.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars?.[k]));
const es: CellContext = { locale: 'es', currency: 'EUR', t };
const channel = { entity: 'customer', name: 'channel' };

describe('report cells', () => {
  it('dimension values: refs by title, enums translated, periods in the language, empty named', () => {
    expect(dimensionText('ref', 7, 'Lácteos', undefined, es)).toBe('Lácteos');
    expect(dimensionText('ref', 7, undefined, undefined, es)).toBe('#7');
    expect(dimensionText('enum', 'horeca', undefined, channel, es)).toBe('Hostelería');
    expect(dimensionText('enum', 'online', undefined, channel, es)).toBe('online');
    expect(dimensionText('quarter', '2024-Q3', undefined, undefined, es)).toBe('T3 2024');
    expect(dimensionText('month', '2024-03', undefined, undefined, es)).toBe(new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 2, 1))));
    expect(dimensionText('year', '2024', undefined, undefined, es)).toBe('2024');
    expect(dimensionText('boolean', true, undefined, undefined, es)).toBe('Sí');
    expect(dimensionText('text', null, undefined, undefined, es)).toBe('(vacío)');
  });

  it('measures by format in the language; empty stays empty', () => {
    expect(measureText('integer', 1234.6, es)).toBe(new Intl.NumberFormat('es', { maximumFractionDigits: 0 }).format(1235));
    expect(measureText('money', 1234.5, es)).toBe(new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(measureText('percent', 12.5, { locale: 'en' })).toBe('12.5%');
    expect(measureText('number', 2 / 3, { locale: 'en' })).toBe('0.67');
    expect(measureText('number', null, es)).toBe('');
  });

  it('headers: translated titles with the field label as fallback, pivot values over measures', () => {
    expect(columnTitle({ key: 'd:channel', kind: 'dimension', id: 'channel', field: channel }, 'r', null, es)).toBe('Canal');
    expect(columnTitle({ key: 'd:month', kind: 'dimension', id: 'month' }, 'r', null, es)).toBe('Mes');
    expect(columnTitle({ key: 'd:x', kind: 'dimension', id: 'x' }, 'r', null, es)).toBe('x');
    const pivot = { id: 'channel', kind: 'enum' as const, field: channel };
    expect(columnTitle({ key: 'value@"horeca"', kind: 'measure', id: 'value', pivot: { value: 'horeca' } }, 'r', pivot, es)).toBe('Hostelería · Valor');
    expect(columnTitle({ key: 'value', kind: 'measure', id: 'value' }, 'r', pivot, es)).toBe('Total · Valor');
    expect(columnTitle({ key: 'value', kind: 'measure', id: 'value' }, 'r', null, es)).toBe('Valor');
  });
});
