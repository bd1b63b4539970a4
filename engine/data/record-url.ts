// The record drawer lives in the URL: ?record=<id> opens a row, ?record=new
// a blank form, and init.<field>=<value> prefills it (a calendar day, the
// parent of a new tree node), so every state of the drawer is a deep link
// and the browser's back button closes it.
import type { CompiledEntity } from '../config/compiled';
import { isValidDate, isValidMonth, type FieldValue } from './field-values';

export type RecordTarget = { mode: 'new' } | { mode: 'edit'; id: number };

const INIT = 'init.';

export function readRecordTarget(params: URLSearchParams): RecordTarget | null {
  const value = params.get('record');
  if (value === 'new') return { mode: 'new' };
  if (value && /^\d{1,10}$/.test(value) && Number(value) > 0) return { mode: 'edit', id: Number(value) };
  return null;
}

/** Params with the drawer opened on a target (prefill only for new rows), or closed (null). */
export function withRecordTarget(params: URLSearchParams, target: RecordTarget | null, prefill: Record<string, FieldValue> = {}): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of [...out.keys()]) if (key.startsWith(INIT)) out.delete(key);
  if (!target) {
    out.delete('record');
    return out;
  }
  out.set('record', target.mode === 'new' ? 'new' : String(target.id));
  if (target.mode === 'new') {
    for (const [field, value] of Object.entries(prefill)) if (value !== null) out.set(`${INIT}${field}`, String(value));
  }
  return out;
}

/** Prefilled values typed by the entity's fields; unknown fields and malformed values are dropped. */
export function readPrefill(params: URLSearchParams, entity: CompiledEntity): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [key, text] of params) {
    if (!key.startsWith(INIT)) continue;
    const field = entity.fields.find((f) => f.name === key.slice(INIT.length));
    if (!field) continue;
    switch (field.type) {
      case 'ref': case 'integer': case 'decimal': case 'money': case 'percent': {
        const n = Number(text);
        if (text.trim() !== '' && Number.isFinite(n)) out[field.name] = n;
        break;
      }
      case 'boolean':
        if (text === 'true' || text === 'false') out[field.name] = text === 'true';
        break;
      case 'date':
        if (isValidDate(text)) out[field.name] = text;
        break;
      case 'month':
        if (isValidMonth(text)) out[field.name] = text;
        break;
      case 'children':
        break;
      default:
        out[field.name] = text;
    }
  }
  return out;
}
