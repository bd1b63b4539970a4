// The planner: changes and checks of the differ as SQL, in an order that
// always works (tables first, references last, since a reference may point
// at a table created in the same sync). Pure: statements are data, run by
// sync.ts inside one transaction.
import type { SqlParam } from '../../db/adapter';
import { ident, paramCast, sqlType, toSqlValue } from '../sql';
import type { Change, NarrowingCheck } from '../../../engine/data/schema-changes';
import { foreignKeyName, storedFields } from './desired';
import { companyIdIndex } from './indexes';

export interface Statement {
  sql: string;
  params?: SqlParam[];
}

export interface PlannedChange {
  change: Change;
  statements: Statement[];
  /** One line for entity_schema_changes and the log. */
  detail: string;
}

const PHASE: Record<Change['kind'], number> = {
  'create-table': 0,
  'rename-column': 1,
  'add-column': 2,
  'drop-fk': 3,
  'alter-type': 4,
  'add-fk': 5,
  definition: 6,
};

const SYSTEM_COLUMNS = [
  'id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  'company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE',
  'version integer NOT NULL DEFAULT 1',
  'created_at timestamptz NOT NULL DEFAULT now()',
  'updated_at timestamptz NOT NULL DEFAULT now()',
  'created_by integer NULL REFERENCES users (id) ON DELETE SET NULL',
  'updated_by integer NULL REFERENCES users (id) ON DELETE SET NULL',
];

function fillStatement(change: Extract<Change, { kind: 'add-column' }>): Statement {
  const { field, table } = change;
  const column = ident(field.column!);
  if (field.type === 'date' && field.default === 'today') return { sql: `UPDATE ${ident(table)} SET ${column} = current_date` };
  if (field.type === 'month' && field.default === 'current') return { sql: `UPDATE ${ident(table)} SET ${column} = date_trunc('month', current_date)::date` };
  return { sql: `UPDATE ${ident(table)} SET ${column} = $1::${paramCast(field)}`, params: [toSqlValue(field, field.default)] };
}

function plan(change: Change): PlannedChange {
  switch (change.kind) {
    case 'create-table': {
      const { entity, table } = change;
      const columns = storedFields(entity).map((f) => `${ident(f.column!)} ${sqlType(f)}`);
      const unique = `CONSTRAINT ${ident(companyIdIndex(entity))} UNIQUE (company_id, id)`;
      return {
        change,
        statements: [{ sql: `CREATE TABLE ${ident(table)} (\n  ${[...SYSTEM_COLUMNS, ...columns, unique].join(',\n  ')}\n)` }],
        detail: `created with ${columns.length} columns`,
      };
    }
    case 'add-column': {
      const { field, table } = change;
      const statements: Statement[] = [{ sql: `ALTER TABLE ${ident(table)} ADD COLUMN ${ident(field.column!)} ${sqlType(field)}` }];
      if (change.fillDefault) statements.push(fillStatement(change));
      return { change, statements, detail: `${field.column} ${sqlType(field)} added${change.fillDefault ? `, existing rows set to ${field.default}` : ''}` };
    }
    case 'rename-column':
      return {
        change,
        statements: [{ sql: `ALTER TABLE ${ident(change.table)} RENAME COLUMN ${ident(change.from)} TO ${ident(change.to)}` }],
        detail: `${change.from} renamed to ${change.to} (renamedFrom)`,
      };
    case 'drop-fk':
      // The constraint is looked up by column in sync.ts (a renamed column keeps its constraint's old name).
      return { change, statements: [], detail: `reference ${change.column} dropped` };
    case 'alter-type': {
      const { field, table } = change;
      const column = ident(field.column!);
      const using = change.using === 'null' ? `NULL::${change.to}` : `${column}::${change.to}`;
      return {
        change,
        statements: [{ sql: `ALTER TABLE ${ident(table)} ALTER COLUMN ${column} TYPE ${change.to} USING ${using}` }],
        detail: `${field.column} ${change.from} -> ${change.to}`,
      };
    }
    case 'add-fk': {
      const name = foreignKeyName({ table: change.table.replace(/^data_/, '') }, change.column);
      return {
        change,
        statements: [{
          sql: `ALTER TABLE ${ident(change.table)} ADD CONSTRAINT ${ident(name)} FOREIGN KEY (company_id, ${ident(change.column)}) REFERENCES ${ident(change.target)} (company_id, id)`,
        }],
        detail: `${change.column} references ${change.target}`,
      };
    }
    case 'definition':
      return { change, statements: [], detail: change.detail };
  }
}

/** Every change as statements, in an order that works. */
export function planChanges(changes: readonly Change[]): PlannedChange[] {
  return [...changes].sort((a, b) => PHASE[a.kind] - PHASE[b.kind]).map(plan);
}

/** A statement counting the rows a narrowing check would break: one row { n }. */
export function checkStatement(check: NarrowingCheck): Statement {
  const table = ident(check.table);
  const [first] = check.columns.map(ident);
  const count = (where: string, params?: SqlParam[]): Statement => ({ sql: `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, ...(params ? { params } : {}) });
  const limit = typeof check.limit === 'number' ? check.limit : 0;
  switch (check.kind) {
    case 'too-long':
      return count(`length(${first}::text) > $1`, [limit]);
    case 'too-short':
      return count(`length(${first}) < $1`, [limit]);
    case 'not-in-values':
      return count(`${first} IS NOT NULL AND NOT (${first} = ANY($1::text[]))`, [Array.isArray(check.limit) ? check.limit : []]);
    case 'null':
      return count(`${first} IS NULL`);
    case 'not-null':
      return count(`${first} IS NOT NULL`);
    case 'not-integer':
      return count(`${first} <> trunc(${first}) OR abs(${first}) > 2147483647`);
    case 'overflow':
      return count(`abs(${first}::numeric) >= power(10::numeric, $1::int)`, [limit]);
    case 'too-many-decimals':
      return count(`${first}::numeric <> round(${first}::numeric, $1::int)`, [limit]);
    case 'below-min':
      return count(`${first} < $1::numeric`, [limit]);
    case 'above-max':
      return count(`${first} > $1::numeric`, [limit]);
    case 'not-first-day':
      return count(`extract(day from ${first}) <> 1`);
    case 'any-row':
      return { sql: `SELECT count(*)::int AS n FROM ${table}` };
    case 'duplicates': {
      const columns = check.columns.map(ident);
      return {
        sql: `SELECT coalesce(sum(n), 0)::int AS n FROM (SELECT count(*) AS n FROM ${table} WHERE ${columns.map((c) => `${c} IS NOT NULL`).join(' AND ')} GROUP BY company_id, ${columns.join(', ')} HAVING count(*) > 1) d`,
      };
    }
  }
}
