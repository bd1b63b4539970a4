// A TCP proxy on 127.0.0.1 between the server and PostgreSQL, to stage an
// outage the server cannot tell from a real one.
// - cut('silent'): the network stops answering. Bytes in either direction are
//   dropped, sockets stay open, new connections are accepted and never
//   answered: only the server's own timeouts can notice.
// - cut('reset'): the peer is gone. Every socket is reset and new ones are
//   refused at once.
// restore() forwards new connections again. Connections from before a silent
// cut stay dead (as after a real partition): the server must drop them itself.
import { once } from 'node:events';
import net from 'node:net';

export type CutMode = 'silent' | 'reset';

export interface TcpProxy {
  port: number;
  cut(mode: CutMode): void;
  restore(): void;
  /** Connections forwarded since the start (to see the server reconnect). */
  forwarded(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
  dead: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'up' | CutMode = 'up';
  let forwarded = 0;
  const pairs = new Set<Pair>();

  const server = net.createServer((client) => {
    const pair: Pair = { client, dead: state !== 'up' };
    pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (state === 'reset') {
      client.resetAndDestroy();
      return;
    }
    if (pair.dead) return; // silent: accepted, never answered
    forwarded += 1;
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      if (!pair.dead) client.destroy();
    });
    client.on('data', (chunk) => {
      if (!pair.dead) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.dead) client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  return {
    port: (server.address() as net.AddressInfo).port,
    cut(mode) {
      state = mode;
      for (const pair of pairs) {
        pair.dead = true;
        if (mode === 'reset') {
          pair.upstream?.destroy();
          pair.client.resetAndDestroy();
        }
      }
    },
    restore() {
      state = 'up';
    },
    forwarded: () => forwarded,
    async close() {
      for (const pair of pairs) {
        pair.upstream?.destroy();
        pair.client.destroy();
      }
      server.close();
      await once(server, 'close');
    },
  };
}
