// Step 8's product attributes are the rows of the product-attribute entity
// (config/entities/product-attribute.yaml), the same rows the attributes page
// shows. The wizard reads them here in its own shape (Name, Type, allowed
// values as a list, Required) and writes them through the data engine's
// record writes (validated, audited); only what the entity cannot say about
// itself lives here: the code the wizard derives from a name, and reading the
// allowed values (one per line) back as a list.
import type { Queryable } from '../db/adapter';

/** The entity's table (config/entities/product-attribute.yaml `table`, prefixed by the data engine). */
export const ATTRIBUTE_TABLE = 'data_product_attribute_definitions';
/** The entity's `code` maxLength. */
export const ATTRIBUTE_CODE_LENGTH = 20;

export type AttributeType = 'text' | 'number' | 'boolean' | 'list';

export interface AttributeRow { id: number; name: string; type: AttributeType; allowedValues: string[]; required: boolean }

/** An attribute row with what a write through the data engine needs. */
export interface StoredAttribute extends AttributeRow { code: string; version: number }

/** Allowed values are stored one per line (as the attributes page edits them). */
export const joinValues = (values: readonly string[]): string | null => (values.length ? values.join('\n') : null);
export const splitValues = (text: string | null): string[] => (text ?? '').split(/\r?\n/).map((v) => v.trim()).filter(Boolean);

/**
 * The business key of a new attribute, from its name: accents dropped, upper
 * case, anything else than letters and digits as '_', at most 20 characters;
 * a code the company already has gets _2, _3... ('Shelf life (days)' ->
 * SHELF_LIFE_DAYS).
 */
export function attributeCode(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((c) => c.toUpperCase()));
  const clean = (text: string) => text.replace(/_+$/, '');
  const base = clean(name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+/, '').slice(0, ATTRIBUTE_CODE_LENGTH)) || 'ATTRIBUTE';
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const code = `${clean(base.slice(0, ATTRIBUTE_CODE_LENGTH - suffix.length))}${suffix}`;
    if (!used.has(code)) return code;
  }
}

interface Raw { id: number; code: string; version: number; name: string; type: string; allowedValues: string | null; mandatory: boolean | null }

const COLUMNS = 'id, code, version, name, type, allowed_values AS "allowedValues", mandatory';

/** Rows written on the attributes page may leave type or mandatory empty; they read as the entity's defaults. */
function toRow(raw: Raw): StoredAttribute {
  const type = (['text', 'number', 'boolean', 'list'] as const).find((t) => t === raw.type) ?? 'text';
  return { id: raw.id, code: raw.code, version: raw.version, name: raw.name, type, allowedValues: type === 'list' ? splitValues(raw.allowedValues) : [], required: raw.mandatory === true };
}

const plain = ({ id, name, type, allowedValues, required }: StoredAttribute): AttributeRow => ({ id, name, type, allowedValues, required });

/** The company's attributes, in the order created. */
export async function listAttributes(db: Queryable, companyId: number): Promise<AttributeRow[]> {
  return (await db.query<Raw>(`SELECT ${COLUMNS} FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1 ORDER BY id`, [companyId])).map((r) => plain(toRow(r)));
}

export async function countAttributes(db: Queryable, companyId: number): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1`, [companyId]))[0].n;
}

export async function getAttribute(db: Queryable, companyId: number, id: number): Promise<StoredAttribute | undefined> {
  const rows = await db.query<Raw>(`SELECT ${COLUMNS} FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] && toRow(rows[0]);
}

/** Names are unique ignoring case (the entity's unique index compares them as written). */
export async function attributeNameTaken(db: Queryable, companyId: number, name: string, exceptId = 0): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [companyId, name, exceptId])).length > 0;
}

export async function attributeCodes(db: Queryable, companyId: number): Promise<string[]> {
  return (await db.query<{ code: string }>(`SELECT code FROM ${ATTRIBUTE_TABLE} WHERE company_id = $1`, [companyId])).map((r) => r.code);
}
