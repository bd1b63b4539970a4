// The plan of the report statement a request runs (its longest statement),
// under EXPLAIN ANALYZE with the memory it runs with: the benches' --explain
// (reports-bench, supply-bench), to see where a report's time goes.
import type { Db, Queryable } from '../../server/db/adapter';
import { withStatementMemory } from '../../server/db/statement-memory';

export async function explainReport(db: Db, request: () => Promise<unknown>, planLines = Number(process.env.PLAN_LINES ?? 120)): Promise<string> {
  const query = db.query;
  const transaction = db.transaction;
  let longest: { sql: string; params: unknown[] } | null = null;
  const recording = (run: Db['query']) => ((sql: string, params?: unknown[]) => {
    if (!longest || sql.length > longest.sql.length) longest = { sql, params: params ?? [] };
    return run(sql, params as never);
  }) as Db['query'];
  db.query = recording(query.bind(db));
  // The report statement runs in a transaction of its own (server/db/statement-memory.ts).
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => fn(new Proxy(tx, {
    get: (t, key) => (key === 'query' ? recording(t.query.bind(t)) : Reflect.get(t, key)),
  })))) as Db['transaction'];
  try {
    await request();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  if (!longest) return '  (no statement)';
  const { sql, params } = longest as { sql: string; params: unknown[] };
  const plan = await withStatementMemory(db, (q) => q.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params as never));
  const lines = plan.slice(0, planLines).map((r) => `  ${Object.values(r)[0]}`);
  if (process.env.PLAN_SQL) lines.unshift(`  ${sql}`, `  params ${JSON.stringify(params)}`);
  return lines.join('\n');
}
