// The plans of the report statements a request runs (its SELECTs: one, or
// the groups, leaf counts and page's leaves of a paged request), under
// EXPLAIN ANALYZE with the memory they run with: the benches' --explain
// (reports-bench, supply-bench, production-bench), to see where a report's time goes.
import type { Db, Queryable } from '../../server/db/adapter';
import { withStatementMemory } from '../../server/db/statement-memory';

export async function explainReport(db: Db, request: () => Promise<unknown>, planLines = Number(process.env.PLAN_LINES ?? 120)): Promise<string> {
  const query = db.query;
  const transaction = db.transaction;
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  const recording = (run: Db['query']) => ((sql: string, params?: unknown[]) => {
    // The report's own statements; a cache's refresh before them is not the report's.
    if (/^\s*(WITH|SELECT)\b/i.test(sql) && !/^\s*SELECT\s+(set_config|pg_)/i.test(sql)) seen.push({ sql, params: params ?? [] });
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
  if (!seen.length) return '  (no statement)';
  const out: string[] = [];
  for (const { sql, params } of seen.slice(-3)) {
    const plan = await withStatementMemory(db, (q) => q.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params as never));
    if (process.env.PLAN_SQL) out.push(`  ${sql}`, `  params ${JSON.stringify(params)}`);
    out.push(...plan.slice(0, planLines).map((r) => `  ${Object.values(r)[0]}`), '');
  }
  return out.join('\n');
}
