// Shared by the data API tests: a server with translations, a user per role
// of roles.yaml in the demo company, and valid sample values for any entity,
// computed from its definition so the tests follow the YAML as it grows.
import type { CompiledConfig, CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import type { TranslationFile } from '../../../engine/config/types.generated';
import type { FieldValue } from '../../../engine/data/field-values';
import { openSession } from '../../../server/accounts';
import { insertRow } from '../../../server/data-engine/records/store';
import { DEMO_USERS } from '../../../server/seed/demo';
import { loadConfigOrThrow } from '../../../scripts/config/load';
import type { BuildOptions } from '../../../server/app';
import { call, loginAll, startTestServer, type DbKind, type TestServer } from '../helpers/server';

let translations: Promise<Record<string, TranslationFile>> | undefined;

export interface DataTestServer extends TestServer {
  tokens: Awaited<ReturnType<typeof loginAll>>;
  companyId: number;
  newcomerCompanyId: number;
  /** A token of a user of the demo company with exactly these roles (created on first use). */
  roleToken(roles: number[]): Promise<string>;
  entity(id: string): CompiledEntity;
}

export async function startDataServer(kind: DbKind, config?: CompiledConfig, build: Partial<BuildOptions> = {}): Promise<DataTestServer> {
  translations ??= loadConfigOrThrow({ root: process.cwd() }).then((r) => r.translations);
  // DATA_TEST_LOG=1 prints the server's error logs (the 500s' causes).
  const logger = process.env.DATA_TEST_LOG ? { level: 'error' } : false;
  const server = await startTestServer(kind, { config, build: { translations: await translations, logger, ...build } });
  const tokens = await loginAll(server.app);
  const companyOf = async (email: string) => (await server.db.query<{ id: number }>('SELECT company_id AS id FROM users WHERE email = $1', [email]))[0].id;
  const companyId = await companyOf(DEMO_USERS.admin.email);
  const newcomerCompanyId = await companyOf(DEMO_USERS.newcomer.email);
  const roleTokens = new Map<string, string>();
  return {
    ...server,
    tokens,
    companyId,
    newcomerCompanyId,
    async roleToken(roles) {
      const key = roles.join('+');
      let token = roleTokens.get(key);
      if (!token) {
        const [user] = await server.db.query<{ id: number }>(
          `INSERT INTO users (company_id, name, email, language, roles, active) VALUES ($1, $2, $3, 'en', $4::int[], true) RETURNING id`,
          [companyId, `Role ${key}`, `role-${key.replace('+', '-')}@data.test`, roles],
        );
        token = (await openSession(server.db, server.app.services, user.id, companyId)).token;
        roleTokens.set(key, token);
      }
      return token;
    },
    entity(id) {
      const found = server.config.entities.find((e) => e.id === id);
      if (!found) throw new Error(`no entity ${id}`);
      return found;
    },
  };
}

let counter = 0;

/** A fresh number for sample values: keys and unique fields never repeat within a run. */
export const nextSample = () => ++counter;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A valid value of a field. Keys and unique fields (`distinct`) are derived
 * from `n` so they never repeat; other dates follow the field's position in
 * the form, so declared checks such as endDate >= startDate hold.
 */
export function sampleValue(field: CompiledField, n: number, position: number, distinct = false): FieldValue | undefined {
  switch (field.type) {
    case 'string':
    case 'text': {
      const max = field.maxLength ?? 200;
      const tail = n.toString(36).toUpperCase();
      let text = `${field.name.slice(0, 3).toUpperCase()}-${tail}`;
      if (text.length > max) text = tail.slice(-max);
      const min = field.minLength ?? 0;
      return text.length < min ? text.padStart(min, '0') : text;
    }
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent': {
      const low = Math.ceil(field.min ?? 0);
      const high = Math.floor(field.max ?? low + 100_000);
      // Whole numbers: valid whatever the field's scale.
      return distinct ? low + (n % Math.max(1, high - low)) : Math.min(high, low + 1 + (n % 7));
    }
    case 'boolean':
      return true;
    case 'date': {
      if (distinct) return new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      return `2025-${pad(1 + (position % 9))}-${pad(10 + (position % 18))}`;
    }
    case 'month':
      return distinct ? `${2000 + Math.floor(n / 12) % 900}-${pad(1 + (n % 12))}` : `2025-${pad(1 + (position % 12))}`;
    case 'enum':
      return field.values?.[0];
    default:
      return undefined;
  }
}

/** Fields whose values must differ between rows of a company: the key, unique fields and sets. */
export const distinctFields = (entity: CompiledEntity) => new Set([...entity.key, ...entity.fields.filter((f) => f.unique).map((f) => f.name), ...entity.unique.flat()]);

/** A row inserted directly (no API, so read-only entities too), required references first; returns its id. */
export async function insertSample(server: DataTestServer, entity: CompiledEntity, companyId = server.companyId, depth = 0): Promise<number> {
  if (depth > 5) throw new Error(`required references nest too deep at ${entity.id}`);
  const values = await sampleRecord(server, entity, { companyId, depth });
  return insertRow(server.db, entity, companyId, null as unknown as number, values);
}

/**
 * Values a create of `entity` accepts: every scalar field (or only the
 * writable ones), required references pointing at rows inserted first.
 */
export async function sampleRecord(
  server: DataTestServer, entity: CompiledEntity, options: { writable?: ReadonlySet<string>; companyId?: number; depth?: number } = {},
): Promise<Record<string, FieldValue>> {
  const n = nextSample();
  const distinct = distinctFields(entity);
  const values: Record<string, FieldValue> = {};
  let position = 0;
  for (const field of entity.fields) {
    if (field.readOnly || field.type === 'children' || (options.writable && !options.writable.has(field.name))) continue;
    position++;
    if (field.type === 'ref') {
      if (!field.required || field.entity === entity.id) continue;
      values[field.name] = await insertSample(server, server.entity(field.entity!), options.companyId ?? server.companyId, (options.depth ?? 0) + 1);
      continue;
    }
    const value = sampleValue(field, n, position, distinct.has(field.name));
    if (value !== undefined) values[field.name] = value;
  }
  return honourChecks(entity, values);
}

/** Sample values are made field by field: a check between two fields (dueDate >= earliestStart) may need them swapped or moved apart. */
function honourChecks(entity: CompiledEntity, values: Record<string, FieldValue>): Record<string, FieldValue> {
  for (const { field, op, other } of entity.checks) {
    const [a, b] = [values[field], values[other]];
    if (a === undefined || a === null || b === undefined || b === null) continue;
    const holds = { '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b, '!=': a !== b }[op];
    if (holds) continue;
    if (op !== '!=' && a !== b) [values[field], values[other]] = [b, a];
    // Equal values under a strict check: numbers move apart by one (the greater side per the check).
    else if (typeof a === 'number') values[field] = op === '<' ? a - 1 : a + 1;
  }
  return values;
}

/** Creates a row of the entity through the API; returns its id. */
export async function createSample(server: DataTestServer, token: string, entity: CompiledEntity): Promise<number> {
  const values = await sampleRecord(server, entity);
  const created = await call(server.app, 'POST', `/api/data/${entity.id}`, { token, body: { values } });
  if (created.status !== 201) throw new Error(`creating a sample ${entity.id} failed: ${created.status} ${JSON.stringify(created.body)} for ${JSON.stringify(values)}`);
  return created.body.data.row.id;
}
