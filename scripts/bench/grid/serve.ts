// The grid bench's company served and kept (a tool, not a bench): the bench
// fills 480,000 rows each run (over a minute on a busy machine), too slow to
// try a change of the page. npx tsx scripts/bench/grid/serve.ts <dist> fills
// the company on PGlite, edits the big family as the bench does (so the first
// read is cold, as in the bench), serves the app built in <dist> (rebuild it
// in place: files are read at each request) and the API on GRID_SERVE_PORT
// (4599), writes what visit.ts needs to /tmp/grid-serve.json, and answers
// POST /touch on the next port: a write to the forecast values (no row
// changed), so the next read is computed again as after an edit.
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { sessionToken } from '../harness/company';
import { injector } from '../harness/inject';
import { machineLine } from '../harness/load';
import { withBenchServer } from '../harness/server';
import { fillGridCompany } from './fixture';

const dist = path.resolve(process.argv[2] ?? '/tmp/gdist');
const port = Number(process.env.GRID_SERVE_PORT ?? 4599);
const products = Number(process.env.GRID_SERVE_PRODUCTS ?? 5000);

await withBenchServer('pglite', { name: 'grid_serve', timeouts: { statementMs: 600_000, queryMs: 600_000 }, build: { staticDir: dist } }, async (server) => {
  console.log(machineLine('grid serve'));
  const { db, app, config } = server;
  const data = await fillGridCompany(db, config, products);
  const token = await sessionToken(server, data);
  const inject = injector(app, token);
  const month = data.months[data.months.length - 6];
  // As the bench: a read of every product, then the warm-up and eight spreads of the big family.
  await inject(`/api/grid/forecasts-main/0/rows?${new URLSearchParams({ from: data.months[0], to: data.months.at(-1)!, hierarchy: 'products', level: '3', parent: '[]', measures: 'override' })}`);
  for (let i = 0, last: number | null = null; i < 9; i++) {
    const to = 10_000 + i * 137.5;
    await inject('/api/grid/forecasts-main/0/edit', { method: 'POST', payload: { hierarchy: 'products', edits: [{ row: [['product.family.parent', data.bigFamily]], month, from: last, to }] } });
    last = to;
  }
  const origin = await app.listen({ port, host: '127.0.0.1' });
  await writeFile('/tmp/grid-serve.json', JSON.stringify({ origin, token, data, control: `http://127.0.0.1:${port + 1}` }));
  http.createServer((req, res) => {
    void db.query('UPDATE data_forecast_values SET override = override WHERE false').then(() => res.end('touched'), (e: unknown) => { res.statusCode = 500; res.end(String(e)); });
  }).listen(port + 1, '127.0.0.1');
  console.log(`serving ${dist} at ${origin}; POST http://127.0.0.1:${port + 1}/touch makes the next read cold`);
  await new Promise(() => {});
});
