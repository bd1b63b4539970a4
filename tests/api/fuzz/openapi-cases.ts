// Hostile requests generated from the OpenAPI document the server serves: for
// every operation, each path, query and body field (and the fields of an
// object body field, such as a data row's `values`) replaced in turn by a
// value of the wrong type, a huge value, text with a NUL or a lone
// surrogate; and whole bodies that are empty, not JSON, deeply nested or
// carrying prototype keys. Every other field keeps a plausible value
// sampled from its schema, so a case reaches the code behind the first
// check it passes. A seeded generator picks a bounded number of cases per
// operation: the same run every time.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Content types of a body that is a file (an import). */
  fileTypes: string[];
}

export interface FuzzCase {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure message. */
  label: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> } }>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      out.push({
        method: method.toUpperCase(), path, parameters: op.parameters ?? [],
        ...(json ? { body: json } : {}),
        fileTypes: Object.keys(content).filter((t) => t !== 'application/json'),
      });
    }
  }
  return out;
}

/** mulberry32: a small seeded generator, so every run sends the same cases. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const typesOf = (schema: JsonSchema): string[] => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.flatMap(typesOf))];
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  return [];
};

/** An id no row has, in int4: an operation on it finds nothing, so the fuzz never changes a real row. */
export const ABSENT_ID = 987_654_321;

/** A plausible value of the schema (its required fields only, for an object). */
export function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => !typesOf(o).every((t) => t === 'null')) ?? options[0], name);
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-01-01';
      if (schema.pattern?.includes('\\d{4}-\\d{2}')) return '2026-01';
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return /id$/i.test(name) ? ABSENT_ID : (schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key)]));
    default:
      return type === 'null' ? null : 'fuzz';
  }
}

const HUGE_TEXT = 'x'.repeat(70_000);
const NUL = 'fu\u0000zz';
const SURROGATE = 'fu\ud800zz';

/** Values a field of this schema must refuse. */
export function badValues(schema: JsonSchema): Array<{ label: string; value: unknown }> {
  const types = typesOf(schema);
  const out: Array<{ label: string; value: unknown }> = [];
  const add = (label: string, value: unknown) => out.push({ label, value });
  if (!types.includes('string')) add('a string', 'fuzz');
  if (!types.includes('number') && !types.includes('integer')) add('a number', 12345);
  if (!types.includes('boolean')) add('a boolean', true);
  if (!types.includes('object')) add('an object', { a: 1 });
  if (!types.includes('array')) add('an array', [1, 'x']);
  if (types.includes('integer')) add('a fraction', 1.5);
  if (types.includes('integer') || types.includes('number')) {
    add('beyond int4', 2_147_483_648);
    add('below int4', -2_147_483_649);
    add('1e308', 1e308);
    add('beyond 2^53', 2 ** 60);
  }
  if (types.includes('string') || types.length === 0) {
    add('a huge string', HUGE_TEXT);
    add('a NUL', NUL);
    add('a lone surrogate', SURROGATE);
  }
  if (types.includes('array')) add('a huge array', Array.from({ length: 20_001 }, () => sample(schema.items ?? {})));
  return out;
}

/** Texts a path or query parameter must refuse or read harmlessly. */
export const BAD_TEXTS: Array<{ label: string; text: string }> = [
  { label: 'zero', text: '0' },
  { label: 'negative', text: '-1' },
  { label: 'a fraction', text: '1.5' },
  { label: 'a word', text: 'fuzz' },
  { label: 'an exponent', text: '1e309' },
  { label: 'a long number', text: '9'.repeat(40) },
  { label: 'a huge string', text: 'x'.repeat(30_000) },
  { label: 'a NUL', text: 'fu%00zz' },
  { label: 'a lone surrogate', text: 'fu%ED%A0%80zz' },
  { label: 'JSON', text: encodeURIComponent('{"__proto__":{"a":1}}') },
  { label: 'brackets', text: '%5B%5D' },
];

// Deeper than any recursion survives (a call stack holds ~10,000 frames), yet a quick parse.
const DEEP = `{"fuzz":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;

function urlOf(op: Operation, pathValues: Record<string, string>, query: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? String(ABSENT_ID));
  const qs = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

/** Every hostile case of one operation (before sampling). */
export function casesOf(op: Operation, token: string, files: Array<{ label: string; type: string; bytes: Buffer }>): FuzzCase[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathBase: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, /id$/i.test(p.name) ? String(ABSENT_ID) : 'fuzz']));
  const queryBase: Record<string, string> = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sample(p.schema ?? {}, p.name)))]),
  );
  const body = op.body ? (sample(op.body) as Record<string, unknown>) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const base = { method: op.method, path: op.path };
  const out: FuzzCase[] = [];
  const push = (label: string, url: string, headers: Record<string, string>, payload?: string | Buffer) => out.push({ ...base, label, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const plain = op.fileTypes.length > 0 && !op.body ? { ...auth, 'content-type': 'text/csv' } : json;
  const payload = op.fileTypes.length > 0 && !op.body ? 'fuzz\r\n1\r\n' : bodyText;

  for (const p of pathParams) {
    for (const bad of BAD_TEXTS) push(`path ${p.name}: ${bad.label}`, urlOf(op, { ...pathBase, [p.name]: bad.text }, queryBase), plain, payload);
  }
  for (const p of queryParams) {
    for (const bad of BAD_TEXTS) push(`query ${p.name}: ${bad.label}`, urlOf(op, pathBase, { ...queryBase, [p.name]: bad.text }), plain, payload);
  }
  const url = urlOf(op, pathBase, queryBase);
  if (op.body && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
      for (const bad of badValues(schema)) push(`body ${name}: ${bad.label}`, url, json, JSON.stringify({ ...body, [name]: bad.value }));
      // One level down: the fields of an object field (a data row's values, a filter's parts).
      if (typesOf(schema).includes('object') && schema.properties) {
        const inner = (body[name] ?? sample(schema, name)) as Record<string, unknown>;
        for (const [child, childSchema] of Object.entries(schema.properties)) {
          for (const bad of badValues(childSchema)) push(`body ${name}.${child}: ${bad.label}`, url, json, JSON.stringify({ ...body, [name]: { ...inner, [child]: bad.value } }));
        }
        const innerText = JSON.stringify(inner);
        const poisoned = `{"__proto__":{"polluted":1}${innerText.length > 2 ? `,${innerText.slice(1)}` : '}'}`;
        push(`body ${name}: prototype keys`, url, json, JSON.stringify({ ...body, [name]: '\u0001' }).replace('"\\u0001"', poisoned));
      }
    }
    if ((op.body.required ?? []).length > 0) push('empty body', url, { ...auth });
    push('an array body', url, json, '[]');
    push('a JSON string body', url, json, '"fuzz"');
    push('__proto__ key', url, json, `{"__proto__":{"polluted":1},${bodyText!.slice(1)}`.replace(/,}$/, '}'));
    push('constructor.prototype key', url, json, `{"constructor":{"prototype":{"polluted":1}},${bodyText!.slice(1)}`.replace(/,}$/, '}'));
    push('deep nesting', url, json, DEEP);
  }
  if (op.body || op.method !== 'GET') {
    push('not JSON', url, json, '{"fuzz": ');
    push('a text/plain body', url, { ...auth, 'content-type': 'text/plain' }, 'fuzz');
  }
  if (op.fileTypes.length > 0) {
    for (const file of files) push(`file: ${file.label}`, urlOf(op, pathBase, { ...queryBase, dryRun: 'false' }), { ...auth, 'content-type': file.type }, file.bytes);
  }
  return out;
}

/** At most `max` of the cases, picked by the seeded generator (all when there are fewer). */
export function pick<T>(items: readonly T[], max: number, random: () => number): T[] {
  if (items.length <= max) return [...items];
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, max);
}
