// Text PostgreSQL cannot store. A NUL character (U+0000) is refused by every
// text column ("invalid byte sequence for encoding UTF8: 0x00"), and a lone
// UTF-16 surrogate (half of an emoji, "\ud83d" in JSON) has no UTF-8 form at
// all: the drivers would silently write U+FFFD instead. Both are legal in JSON,
// so they reach the server; this finds them, with the path of the value, so the
// request is refused with a 400 naming the field instead of a 500 or a quietly
// altered value.

export type UnstorableReason = 'nul' | 'surrogate';

export interface UnstorableText {
  /** Where it is, e.g. `Name`, `Values[3]`, `Attributes[0].Name`; '' for the body itself. */
  path: string;
  /** The top-level field (`Values` for `Values[3]`): what forms attach the error to. */
  field?: string;
  /** True when the offending text is a field name rather than a value. */
  inKey: boolean;
  reason: UnstorableReason;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or undefined when it can. */
export function unstorableReason(text: string): UnstorableReason | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function childPath(parent: string, key: string): string {
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

/**
 * The first unstorable string in a parsed JSON value (keys included), depth
 * first in document order; undefined when every string can be stored.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  // An explicit stack instead of recursion: a deeply nested body cannot overflow the call stack.
  const stack: Array<{ value: unknown; path: string; field?: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path, field } = stack.pop()!;
    if (typeof current === 'string') {
      const reason = unstorableReason(current);
      if (reason) return { path, field, inKey: false, reason };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: `${path}[${i}]`, field });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const reason = unstorableReason(key);
        if (reason) return { path, field, inKey: true, reason };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        stack.push({ value: child, path: childPath(path, key), field: field ?? key });
      }
    }
  }
  return undefined;
}

const WHAT: Record<UnstorableReason, string> = {
  nul: 'a NUL character (\\u0000)',
  surrogate: 'an unpaired UTF-16 surrogate (half of a character)',
};

/** A sentence a user can act on: which field, and what is wrong with it. */
export function describeUnstorable(found: UnstorableText, where = 'the body'): string {
  if (found.inKey) return `${found.path ? `${found.path} has a field name` : `${where} has a field name`} containing ${WHAT[found.reason]}, which cannot be stored`;
  return `${found.path || where} contains ${WHAT[found.reason]}, which cannot be stored; remove it and try again`;
}
