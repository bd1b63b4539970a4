// The JWT signing secret: JWT_SECRET when set, otherwise generated once and
// kept in DATA_DIR/jwt-secret (mode 0600) so tokens survive restarts.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_LENGTH = 32;

export async function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv) {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters long`);
    return fromEnv;
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length < MIN_LENGTH) throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to generate a new one`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another instance wrote it meanwhile: then read theirs.
  try {
    await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
