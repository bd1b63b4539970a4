// What a burst of writes was told (the ledger) and what the database holds
// afterwards (checkLedger). A write is acknowledged when its 2xx arrived; a
// write whose answer never came (the server died with it in flight) is "in
// doubt": either outcome is allowed, but only whole: a dimension is there
// with exactly the values sent or with the previous ones, never a mixture,
// and no favourite points at a deleted dimension.

export interface DimensionEntry {
  name: string;
  id?: number;
  /** The last acknowledged state. */
  present: boolean;
  values: string[];
  /** Acknowledged writes on it (create, value changes, delete). */
  acks: number;
  /** The write in flight when the server died. */
  pending?: { kind: 'create' | 'patch' | 'delete'; values?: string[] };
}

export interface FavoriteEntry {
  user: string;
  path: string;
  present: boolean;
  acks: number;
  pending?: boolean;
}

export class WriteLedger {
  readonly dimensions = new Map<string, DimensionEntry>();
  readonly favorites = new Map<string, FavoriteEntry>();
  acknowledged = 0;
  inDoubt = 0;
  /** Answers that were neither 2xx nor "no answer": the test fails on any. */
  readonly unexpected: string[] = [];

  favorite(user: string, path: string): FavoriteEntry {
    const key = `${user}|${path}`;
    let entry = this.favorites.get(key);
    if (!entry) this.favorites.set(key, (entry = { user, path, present: false, acks: 0 }));
    return entry;
  }
}

/** The rows a check needs, read straight from the database after the restart. */
export interface StoredState {
  dimensions: Array<{ id: number; name: string; values: string[] }>;
  /** Favourites of the users the burst touched, by e-mail. */
  favorites: Array<{ email: string; path: string }>;
  /** Favourites per user and the largest count, across every user. */
  maxFavoritesPerUser: number;
  /** Favourites pointing at `dimensions/<id>` where no such dimension exists. */
  danglingFavorites: string[];
}

export interface LedgerReport {
  acknowledged: number;
  found: number;
  inDoubt: number;
  inDoubtApplied: number;
  problems: string[];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function checkLedger(ledger: WriteLedger, stored: StoredState, prefix: string, favoritesMax: number): LedgerReport {
  const problems: string[] = [];
  let acknowledged = 0;
  let found = 0;
  let inDoubtApplied = 0;
  const rows = new Map(stored.dimensions.filter((d) => d.name.startsWith(prefix)).map((d) => [d.name, d]));

  /** One entry's verdict: undefined when the database holds an allowed state. */
  function checkDimension(entry: DimensionEntry, row: { id: number; values: string[] } | undefined): string | undefined {
    const { pending } = entry;
    if (row && entry.id !== undefined && row.id !== entry.id) return `id ${row.id}, acknowledged ${entry.id}`;
    if (!pending) {
      if (entry.present && !row) return 'acknowledged but missing';
      if (!entry.present && row) return 'deletion acknowledged but the row is there';
      if (row && !same(row.values, entry.values)) return `values ${JSON.stringify(row.values)}, acknowledged ${JSON.stringify(entry.values)}`;
      return undefined;
    }
    if (pending.kind === 'create') {
      if (row && !same(row.values, pending.values!)) return `half-written create ${JSON.stringify(row.values)}`;
      if (row) inDoubtApplied += 1;
    } else if (pending.kind === 'patch') {
      if (!row) return 'lost while a change of its values was in flight';
      if (same(row.values, pending.values!)) inDoubtApplied += 1;
      else if (!same(row.values, entry.values)) return `half-written values ${JSON.stringify(row.values)}`;
    } else if (!row) {
      inDoubtApplied += 1;
    } else if (!same(row.values, entry.values)) {
      return `values changed by a delete in flight ${JSON.stringify(row.values)}`;
    }
    return undefined;
  }

  for (const entry of ledger.dimensions.values()) {
    const row = rows.get(entry.name);
    rows.delete(entry.name);
    const problem = checkDimension(entry, row);
    acknowledged += entry.acks;
    if (problem) problems.push(`dimension ${entry.name}: ${problem}`);
    else found += entry.acks;
  }
  for (const name of rows.keys()) problems.push(`dimension ${name}: in the database but never written`);

  const storedFavorites = new Set(stored.favorites.map((f) => `${f.email}|${f.path}`));
  for (const [key, entry] of ledger.favorites) {
    const present = storedFavorites.has(key);
    acknowledged += entry.acks;
    const allowed = present === entry.present || (entry.pending !== undefined && present === entry.pending);
    if (!allowed) problems.push(`favourite ${key}: ${present ? 'there' : 'missing'}, acknowledged ${entry.present ? 'added' : 'removed'}`);
    else found += entry.acks;
    if (allowed && entry.pending !== undefined && present === entry.pending && present !== entry.present) inDoubtApplied += 1;
  }
  if (stored.danglingFavorites.length > 0) problems.push(`favourites of deleted dimensions (a half-done delete): ${stored.danglingFavorites.join(', ')}`);
  if (stored.maxFavoritesPerUser > favoritesMax) problems.push(`a user has ${stored.maxFavoritesPerUser} favourites, more than ${favoritesMax}`);
  if (acknowledged !== ledger.acknowledged) problems.push(`ledger miscount: ${acknowledged} acknowledgements on entries, ${ledger.acknowledged} counted`);
  return { acknowledged, found, inDoubt: ledger.inDoubt, inDoubtApplied, problems };
}
