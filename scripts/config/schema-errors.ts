// Turns ajv's errors into one human message per real problem, in the spirit
// of Spectral: collapse oneOf/anyOf noise to the alternative the data was
// meant to be, say what is expected and what was found, and suggest the
// closest valid name.
import type { ErrorObject } from 'ajv';
import { didYouMean } from './did-you-mean.ts';
import { pointerToSegments, type PathSegment } from './paths.ts';
import type { JsonSchema, SchemaKind, SchemaSet } from './schemas.ts';

export interface SchemaIssue {
  path: PathSegment[];
  /** Point at the key of the last path segment rather than its value. */
  key: boolean;
  code: string;
  message: string;
}

/** Human descriptions of the patterns used in schemas/. */
const PATTERNS: Record<string, string> = {
  '^[A-Z][A-Z0-9_]*$': 'UPPER_SNAKE_CASE (e.g. FORECAST_EDIT)',
  '^[a-z][a-zA-Z0-9]*$': 'camelCase (e.g. initialSetup)',
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'kebab-case (e.g. forecast-review)',
  '^[A-Z][A-Za-z0-9]*$': 'PascalCase (e.g. ForecastsPage)',
  '^[a-z0-9]+(-[a-z0-9]+)*(/([a-z0-9]+(-[a-z0-9]+)*|:[a-zA-Z]+))*$':
    'a path without a leading slash made of kebab-case segments or :params (e.g. forecasts/review, dimensions/:id)',
  '^[0-9]+%$': 'a percentage (e.g. 50%)',
  '^[A-Z]{3}$': 'a three-letter currency code (e.g. EUR)',
  '^(\\*|[A-Z][A-Z0-9_]*)$': '"*" or a feature id in UPPER_SNAKE_CASE',
  '^[A-Za-z0-9_-]+$': 'letters, digits, "_" and "-" only',
};

const CODES: Record<string, string> = {
  additionalProperties: 'schema/unknown-key',
  required: 'schema/missing-key',
  type: 'schema/type',
  enum: 'schema/enum',
  const: 'schema/const',
  pattern: 'schema/pattern',
  minimum: 'schema/range',
  maximum: 'schema/range',
  exclusiveMinimum: 'schema/range',
  exclusiveMaximum: 'schema/range',
  minItems: 'schema/item-count',
  maxItems: 'schema/item-count',
  uniqueItems: 'schema/duplicate-item',
  minLength: 'schema/length',
  maxLength: 'schema/length',
  format: 'schema/format',
  propertyNames: 'schema/invalid-key',
  oneOf: 'schema/alternatives',
  anyOf: 'schema/alternatives',
};

const ENUM_LIST_LIMIT = 15;

export function explainSchemaErrors(
  errors: readonly ErrorObject[],
  data: unknown,
  kind: SchemaKind,
  schemas: SchemaSet,
): SchemaIssue[] {
  const resolve = (schema: JsonSchema): JsonSchema =>
    typeof schema.$ref === 'string' ? (schemas.resolveRef(kind, schema.$ref) ?? schema) : schema;
  const dropped = new Set<number>();
  const replaced = new Map<number, string>();

  errors.forEach((error, i) => {
    if (error.propertyName !== undefined) dropped.add(i); // inner errors of propertyNames, explained by their parent
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') return;
    dropped.add(i);
    // The branches' errors come right before the oneOf/anyOf error and sit at
    // its path or below it.
    const here = error.instancePath;
    const branchErrors: number[] = [];
    for (let k = i - 1; k >= 0 && isAtOrBelow(errors[k].instancePath, here); k--) {
      if (!dropped.has(k)) branchErrors.push(k);
    }
    const branches = (error.schema as JsonSchema[]).map(resolve);
    const fitting = branches.filter((b) => fitsShape(b, error.data));
    if (fitting.length > 0) {
      // Keep what the fitting alternatives say; drop the "wrong type" noise of the others.
      const others = new Set(branches.filter((b) => !fitting.includes(b)));
      const kept = branchErrors.filter((k) => {
        const noise = errors[k].instancePath === here && others.has(resolve(errors[k].parentSchema as JsonSchema));
        if (noise) dropped.add(k);
        return !noise;
      });
      if (kept.length > 0) return;
    } else {
      for (const k of branchErrors) dropped.add(k);
    }
    const expected = joinAlternatives(branches.map((b) => describeSchema(b, resolve)));
    replaced.set(
      i,
      branchErrors.length === 0 ? `matches more than one of: ${expected}` : `expected ${expected}, got ${describeValue(error.data)}`,
    );
    dropped.delete(i);
  });

  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  errors.forEach((error, i) => {
    if (dropped.has(i)) return;
    const issue = explain(error, data, replaced.get(i));
    const id = `${issue.path.join('\0')}\0${issue.message}`;
    if (seen.has(id)) return;
    seen.add(id);
    issues.push(issue);
  });
  return issues;
}

function explain(error: ErrorObject, root: unknown, replacement: string | undefined): SchemaIssue {
  const path = pointerToSegments(error.instancePath, root);
  const code = CODES[error.keyword] ?? `schema/${error.keyword}`;
  const issue = (message: string, extra: PathSegment[] = [], key = false): SchemaIssue => ({
    path: [...path, ...extra],
    key,
    code,
    message,
  });
  if (replacement) return issue(replacement);
  const params = error.params as Record<string, unknown>;
  const schema = error.schema as unknown;
  const parent = (error.parentSchema ?? {}) as JsonSchema;
  const value = error.data;

  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as JsonSchema | undefined) ?? {});
      const expected = allowed.length > 0 ? `; expected one of: ${allowed.join(', ')}` : '; no keys are allowed here';
      return issue(`unknown key "${name}"${expected}${didYouMean(name, allowed)}`, [name], true);
    }
    case 'required':
      return issue(`missing required key "${String(params.missingProperty)}"`);
    case 'type':
      if (path.length === 0 && (value === null || value === undefined)) {
        return issue(`the file is empty; expected ${describeType(String(params.type))}`);
      }
      return issue(`expected ${describeType(String(params.type))}, got ${describeValue(value)}`);
    case 'enum': {
      const allowed = (schema as unknown[]).map((v) => String(v));
      const list =
        allowed.length > ENUM_LIST_LIMIT
          ? `${allowed.slice(0, ENUM_LIST_LIMIT).join(', ')}, ... (${allowed.length} in all)`
          : allowed.join(', ');
      const what = typeof parent.title === 'string' ? `${humanTitle(parent.title)} ` : 'value ';
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed) : '';
      return issue(`unknown ${what}${describeValue(value, false)}; expected one of: ${list}${suggestion}`);
    }
    case 'const':
      return issue(`expected ${JSON.stringify(schema)}, got ${describeValue(value)}`);
    case 'pattern': {
      const pattern = String(params.pattern);
      const hint = typeof value === 'string' && value.startsWith('/') ? '; remove the leading "/"' : '';
      return issue(`expected ${PATTERNS[pattern] ?? `text matching /${pattern}/`}, got ${describeValue(value)}${hint}`);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return issue(`expected a number ${String(params.comparison)} ${String(params.limit)}, got ${describeValue(value)}`);
    case 'minItems': {
      const limit = Number(params.limit);
      const count = Array.isArray(value) ? value.length : 0;
      return issue(`expected at least ${plural(limit, 'item')}, got ${count === 0 ? 'an empty list' : count}`);
    }
    case 'maxItems':
      return issue(`expected at most ${plural(Number(params.limit), 'item')}, got ${Array.isArray(value) ? value.length : 0}`);
    case 'uniqueItems': {
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      const item = Array.isArray(value) ? value[second] : undefined;
      return issue(`duplicate item ${describeValue(item, false)} (already at [${first}])`, [second]);
    }
    case 'minLength':
      return Number(params.limit) === 1
        ? issue('must not be empty')
        : issue(`expected at least ${plural(Number(params.limit), 'character')}, got ${describeValue(value)}`);
    case 'maxLength':
      return issue(`expected at most ${plural(Number(params.limit), 'character')}, got ${describeValue(value)}`);
    case 'format':
      return issue(`expected ${params.format === 'email' ? 'an e-mail address' : `a valid ${String(params.format)}`}, got ${describeValue(value)}`);
    case 'propertyNames': {
      const name = String(params.propertyName);
      const pattern = (schema as JsonSchema | undefined)?.pattern;
      const expected = typeof pattern === 'string' ? (PATTERNS[pattern] ?? `keys matching /${pattern}/`) : 'a valid key';
      return issue(`invalid key "${name}"; expected ${expected}`, [name], true);
    }
    default:
      return issue(error.message ?? `fails schema keyword "${error.keyword}"`);
  }
}

function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

function fitsShape(schema: JsonSchema, value: unknown): boolean {
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
  return types.some((t) => jsonTypeIs(t, value));
}

function jsonTypeIs(type: string, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function describeSchema(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.type === 'object') {
    const required = (schema.required as string[] | undefined) ?? [];
    const optional = Object.keys((schema.properties as JsonSchema | undefined) ?? {}).filter((k) => !required.includes(k));
    if (required.length === 0 && optional.length === 0) return 'a map of keys';
    const parts = [required.length > 0 ? `with ${required.join(', ')}` : '', optional.length > 0 ? `(optional: ${optional.join(', ')})` : ''];
    return `a map ${parts.filter(Boolean).join(' ')}`;
  }
  if (schema.type === 'array') {
    const items = schema.items && typeof schema.items === 'object' ? resolve(schema.items as JsonSchema) : undefined;
    return items?.type === 'string' ? 'a list of strings' : 'a list';
  }
  if (typeof schema.type === 'string') return describeType(schema.type);
  return 'a valid value';
}

function joinAlternatives(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export function describeType(type: string): string {
  switch (type) {
    case 'string':
      return 'a string';
    case 'integer':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'a map of keys';
    case 'array':
      return 'a list';
    case 'null':
      return 'an empty value';
    default:
      return type.split(',').map(describeType).join(' or ');
  }
}

/** `string "four"`, `number 4`, `a list`... With withType false: just `"four"`, `4`. */
export function describeValue(value: unknown, withType = true): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  const text = typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value) : String(value);
  return withType ? `${typeof value} ${text}` : text;
}

function humanTitle(title: string): string {
  // IconName -> icon name, LanguageCode -> language code
  return title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
