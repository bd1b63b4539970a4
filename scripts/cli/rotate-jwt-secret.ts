// npm run auth:rotate-secret [-- --grace 2h]
// Replaces the database's JWT signing secret (server/auth/signing-keys.ts):
// tokens are signed with the new one at once here and within 30 s on every
// running instance; tokens signed with the previous one are still accepted
// for the grace period (default 2h: a token lives 1h and the browser renews
// it before then), then refused. Reads DATABASE_URL or DATA_DIR like
// `npm start`; with PGlite the server must be stopped (one process owns its
// folder). When JWT_SECRET is set the servers sign with it and this changes
// nothing until it is unset.
import { parseArgs } from 'node:util';
import { rotateSigningSecret } from '../../server/auth/rotate-secret.ts';
import { openDatabase } from '../../server/db/open.ts';
import { readEnv } from '../../server/env.ts';

const USAGE = 'usage: npm run auth:rotate-secret [-- --grace <duration: 90s, 30m, 2h, 1d, 0>]';
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNITS[match[2] ?? 'ms'];
}

async function main(): Promise<number> {
  let grace: string;
  try {
    grace = parseArgs({ options: { grace: { type: 'string', default: '2h' } }, allowPositionals: false }).values.grace!;
  } catch (error) {
    console.error(`auth:rotate-secret: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const graceMs = parseDuration(grace);
  if (graceMs === undefined) {
    console.error(`auth:rotate-secret: --grace must be a whole number with a unit, got "${grace}"\n${USAGE}`);
    return 2;
  }
  const env = readEnv();
  if (env.jwtSecret) console.warn('auth:rotate-secret: JWT_SECRET is set, so the servers sign with it: this rotation matters once it is unset');
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const [{ present }] = await db.query<{ present: boolean }>("SELECT to_regclass('auth_signing_secrets') IS NOT NULL AS present");
    if (!present) {
      console.error('auth:rotate-secret: this database has no auth_signing_secrets table yet: start the server once (it applies migration 072)');
      return 1;
    }
    const rotation = await rotateSigningSecret(db, graceMs);
    console.log(`generation ${rotation.generation} signs from now on (running instances follow within 30 s)`);
    for (const r of rotation.retiring) console.log(`generation ${r.generation} accepted until ${r.acceptedUntil.toISOString()}`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then((code) => process.exit(code), (error) => {
  console.error(`auth:rotate-secret: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
