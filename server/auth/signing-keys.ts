// The keys that sign and verify session tokens. Either JWT_SECRET (one key,
// set by the operator) or, by default, the secrets stored in the database
// (migration 072), so N instances with no shared files accept each other's
// tokens. A token names its key's generation in the `kid` header; the newest
// generation signs, older ones are accepted until their grace period ends
// (rotation: rotate-secret.ts). The rows are read once and re-read now and
// then (REFRESH_MS) or when a token names a generation not seen yet: no
// query is added to an authenticated request.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Queryable } from '../db/adapter';

export interface SigningKey {
  /** The `kid` header of the tokens it signs; undefined for JWT_SECRET. */
  kid: string | undefined;
  key: Uint8Array;
}

export interface SigningKeys {
  /** The key that signs new tokens. */
  current(): Promise<SigningKey>;
  /** The key a token's `kid` names, while it is accepted. */
  find(kid: string | undefined): Promise<SigningKey | undefined>;
  /** Whether a key seen before is still accepted, as last read (no query; for tokens remembered as verified); false once that reading is due again. */
  accepts(kid: string | undefined): boolean;
}

/** Where the database keys come from; `jwtSecret` of buildServer takes this or a string (JWT_SECRET). */
export interface DatabaseKeySource {
  kind: 'database';
  /** DATA_DIR/jwt-secret of older versions: the first generation, so their tokens stay valid. */
  legacyFile?: string;
  /** How long the loaded rows are trusted before they are read again (default REFRESH_MS). */
  refreshMs?: number;
}

export const MIN_SECRET_LENGTH = 32;
const REFRESH_MS = 30_000;
/** An unknown `kid` re-reads the rows at most this often: a forged kid cannot turn requests into queries. */
const UNKNOWN_KID_RELOAD_MS = 1_000;
/** Tokens without a `kid` predate the table: only the secret imported from the file signed them. */
const LEGACY_KID = '1';

export const newSecret = () => randomBytes(48).toString('base64url');

export function staticKeys(secret: string): SigningKeys {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  const only: SigningKey = { kid: undefined, key: new TextEncoder().encode(secret) };
  return { current: async () => only, find: async () => only, accepts: () => true };
}

interface Row {
  generation: number;
  secret: string;
  acceptedUntil: Date | null;
}

const SELECT = `SELECT generation, secret, accepted_until AS "acceptedUntil" FROM auth_signing_secrets
  WHERE accepted_until IS NULL OR accepted_until > now() ORDER BY generation DESC`;

// The first generation, once: two instances starting together both try, one wins, both read it back.
const CREATE_FIRST = `INSERT INTO auth_signing_secrets (generation, secret)
  SELECT coalesce(max(generation), 0) + 1, $1 FROM auth_signing_secrets
  HAVING bool_and(accepted_until IS NOT NULL) IS NOT FALSE
  ON CONFLICT DO NOTHING`;

async function firstSecret(legacyFile: string | undefined): Promise<string> {
  if (!legacyFile) return newSecret();
  try {
    const stored = (await readFile(legacyFile, 'utf8')).trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return newSecret();
}

export async function readSigningRows(db: Queryable, legacyFile?: string): Promise<Row[]> {
  let rows = await db.query<Row>(SELECT);
  if (rows.length === 0 || rows[0].acceptedUntil !== null) {
    await db.query(CREATE_FIRST, [await firstSecret(legacyFile)]);
    rows = await db.query<Row>(SELECT);
  }
  return rows;
}

export function databaseKeys(db: Queryable, source: DatabaseKeySource): SigningKeys {
  const refreshMs = source.refreshMs ?? REFRESH_MS;
  let keys = new Map<string, { key: SigningKey; acceptedUntil: number }>();
  let newest: SigningKey | undefined;
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  function load(): Promise<void> {
    loading ??= readSigningRows(db, source.legacyFile)
      .then((rows) => {
        keys = new Map(rows.map((r) => [String(r.generation), {
          key: { kid: String(r.generation), key: new TextEncoder().encode(r.secret) },
          acceptedUntil: r.acceptedUntil ? new Date(r.acceptedUntil).getTime() : Infinity,
        }]));
        newest = keys.get(String(rows[0].generation))!.key;
        loadedAt = Date.now();
      })
      .finally(() => (loading = undefined));
    return loading;
  }
  const stale = (ms: number) => Date.now() - loadedAt >= ms;
  const accepted = (kid: string | undefined) => {
    const entry = keys.get(kid ?? LEGACY_KID);
    return entry && entry.acceptedUntil > Date.now() ? entry.key : undefined;
  };

  return {
    async current() {
      if (stale(refreshMs)) await load();
      return newest!;
    },
    async find(kid) {
      if (stale(refreshMs) || (!accepted(kid) && stale(UNKNOWN_KID_RELOAD_MS))) await load();
      return accepted(kid);
    },
    accepts(kid) {
      // When due, the token goes through find(), which re-reads: a rotation elsewhere reaches remembered tokens too.
      return !stale(refreshMs) && accepted(kid) !== undefined;
    },
  };
}
