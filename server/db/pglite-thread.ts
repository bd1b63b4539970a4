// The PGlite thread: the embedded database's WebAssembly runs here, not on the
// server's thread. PGlite executes a statement synchronously, so on the
// server's thread a 400 ms read held every other request for 400 ms: the
// browser's files, the session's requests, a health check (measured on the
// grid's first visit: files asked beside the rows came after them). Here the
// server's thread only serialises the protocol messages and parses the
// replies (pglite.ts), as it did before; the bytes cross the thread boundary
// as transferred buffers, not copied objects.
//
// One request at a time: pglite.ts's queue sends the next only once this one
// answered, as PGlite has one connection.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type ToPglite =
  | { id: number; type: 'open'; dataDir?: string; loadDataDir?: ArrayBuffer }
  /** Frontend protocol messages; the answer is the backend's raw reply. */
  | { id: number; type: 'exec'; bytes: Uint8Array }
  /** The database as a gzipped tarball (PGlite's dumpDataDir). */
  | { id: number; type: 'dump' }
  | { id: number; type: 'close' };

export type FromPglite = { id: number; ok: true; value?: Uint8Array | ArrayBuffer } | { id: number; ok: false; error: string };

if (!parentPort) throw new Error('server/db/pglite-thread.ts runs only as a worker thread');
const port = parentPort;
let pglite: PGlite | undefined;

/**
 * The reply's bytes gathered in one buffer grown by doubling: the chunks PGlite hands over are views of its
 * WebAssembly memory, reused by the next statement, so each is copied once, into this buffer, which is then handed
 * to the server's thread whole (a transfer, not a copy).
 */
class Reply {
  private bytes = new Uint8Array(16 * 1024);
  private used = 0;

  add(chunk: Uint8Array): void {
    if (this.used + chunk.length > this.bytes.length) {
      const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.used + chunk.length));
      bigger.set(this.bytes.subarray(0, this.used));
      this.bytes = bigger;
    }
    this.bytes.set(chunk, this.used);
    this.used += chunk.length;
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, this.used);
  }
}

function opened(): PGlite {
  if (!pglite) throw new Error('the database is not open');
  return pglite;
}

async function handle(message: ToPglite): Promise<Uint8Array | ArrayBuffer | undefined> {
  switch (message.type) {
    case 'open': {
      const loadDataDir = message.loadDataDir ? new Blob([message.loadDataDir]) : undefined;
      // pg_trgm: the trigram indexes of contains filters and the search (data-engine/schema/trigram.ts).
      pglite = await PGlite.create({ dataDir: message.dataDir, loadDataDir, extensions: { pg_trgm } });
      return undefined;
    }
    case 'exec': {
      const reply = new Reply();
      await opened().execProtocolRawStream(message.bytes, { syncToFs: false, onRawData: (data) => reply.add(data) });
      return reply.done();
    }
    case 'dump':
      return (await opened().dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      await pglite?.close();
      pglite = undefined;
      return undefined;
  }
}

port.on('message', (message: ToPglite) => {
  handle(message).then(
    (value) => {
      const buffer = value instanceof Uint8Array ? value.buffer : value;
      port.postMessage({ id: message.id, ok: true, value } satisfies FromPglite, buffer ? [buffer as ArrayBuffer] : []);
      if (message.type === 'close') port.close();
    },
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies FromPglite),
  );
});
