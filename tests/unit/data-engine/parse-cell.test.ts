import { describe, expect, it } from 'vitest';
import type { CompiledField } from '../../../engine/config/compiled';
import { fold } from '../../../server/data-engine/import/lexicon';
import { parseCell, parseDateText, parseMonthText, parseNumberText } from '../../../server/data-engine/import/parse-cell';

const field = (type: CompiledField['type'], extra: Partial<CompiledField> = {}): CompiledField => ({
  name: 'f', column: 'f', type, required: false, expected: false, unique: false, access: { read: [], write: [] }, readOnly: false, line: 1, ...extra,
});

describe('import cells', () => {
  it('numbers with a decimal comma or point, thousands by the other mark or spaces', () => {
    const cases: Array<[string, number | undefined]> = [
      ['12,5', 12.5], ['12.5', 12.5], ['1.234,56', 1234.56], ['1,234.56', 1234.56], ['1 234,5', 1234.5], ['1,234,567', 1234567],
      ['1.234.567', 1234567], ['-3', -3], ['+0,25', 0.25], ['15%', 15], ['abc', undefined], ['', undefined], ['1,2,3.4.5', undefined], ['.', undefined],
    ];
    for (const [text, expected] of cases) expect(parseNumberText(text), text).toBe(expected);
  });

  it('dates as YYYY-MM-DD or DD/MM/YYYY (also with - or .), months as YYYY-MM or MM/YYYY', () => {
    expect(parseDateText('2025-03-01')).toBe('2025-03-01');
    expect(parseDateText('1/3/2025')).toBe('2025-03-01');
    expect(parseDateText('01.03.2025')).toBe('2025-03-01');
    expect(parseDateText('2025-3-1T10:00')).toBe('2025-03-01');
    expect(parseDateText('March 1')).toBeUndefined();
    expect(parseMonthText('2025-3')).toBe('2025-03');
    expect(parseMonthText('03/2025')).toBe('2025-03');
    expect(parseMonthText('2025-03-15')).toBe('2025-03');
  });

  it('runs the value rule after parsing: an impossible date, a too-long text, a bound', () => {
    expect(parseCell(field('date'), '31/02/2025')).toEqual({ ok: false, problem: { code: 'notADate' } });
    expect(parseCell(field('string', { maxLength: 3 }), 'abcd')).toEqual({ ok: false, problem: { code: 'tooLong', params: { max: 3 } } });
    expect(parseCell(field('money', { min: 0, scale: 2 }), '-1')).toEqual({ ok: false, problem: { code: 'belowMin', params: { min: 0 } } });
    expect(parseCell(field('money', { scale: 2 }), '1,234')).toEqual({ ok: false, problem: { code: 'tooManyDecimals', params: { scale: 2 } } });
    expect(parseCell(field('string', { required: true }), '  ')).toEqual({ ok: false, problem: { code: 'required' } });
    expect(parseCell(field('string'), 'a\u0000b')).toEqual({ ok: false, problem: { code: 'controlCharacter' } });
  });

  it('booleans in five languages, enums by value or label, references as keys', () => {
    for (const yes of ['sí', 'SI', 'sì', 'oui', 'Yes', 'true', '1', 'cert', 'vero', 'verdadero']) expect(parseCell(field('boolean'), yes), yes).toEqual({ ok: true, value: true });
    for (const no of ['no', 'non', 'FALSO', 'faux', 'fals', '0', 'false']) expect(parseCell(field('boolean'), no), no).toEqual({ ok: true, value: false });
    expect(parseCell(field('boolean'), 'maybe').ok).toBe(false);
    const words = new Map([[fold('Activo'), 'active'], [fold('active'), 'active'], [fold('En retirada'), 'phase-out']]);
    const status = field('enum', { values: ['active', 'phase-out'] });
    expect(parseCell(status, ' en RETIRADA ', words)).toEqual({ ok: true, value: 'phase-out' });
    expect(parseCell(status, 'gone', words)).toEqual({ ok: false, problem: { code: 'notAllowed', params: { values: 'active, phase-out' } } });
    expect(parseCell(field('ref', { entity: 'unit' }), ' KG ')).toEqual({ ok: true, value: null, refKey: 'KG' });
  });

  it('typed spreadsheet cells: numbers as shown, dates at midnight UTC, serial days', () => {
    expect(parseCell(field('decimal', { scale: 4 }), 0.1 + 0.2)).toEqual({ ok: true, value: 0.3 });
    expect(parseCell(field('date'), new Date(Date.UTC(2025, 5, 30)))).toEqual({ ok: true, value: '2025-06-30' });
    expect(parseCell(field('date'), 45838)).toEqual({ ok: true, value: '2025-06-30' });
    expect(parseCell(field('month'), new Date(Date.UTC(2025, 5, 1)))).toEqual({ ok: true, value: '2025-06' });
    expect(parseCell(field('string'), 42)).toEqual({ ok: true, value: '42' });
    expect(parseCell(field('boolean'), true)).toEqual({ ok: true, value: true });
  });
});
