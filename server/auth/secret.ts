// Where the JWT signing secret comes from: JWT_SECRET when set (one secret,
// the operator's), otherwise the database (signing-keys.ts), shared by every
// instance on it. DATA_DIR/jwt-secret, where older versions kept a generated
// secret, seeds the database's first generation so their tokens stay valid.
import path from 'node:path';
import { MIN_SECRET_LENGTH, type DatabaseKeySource } from './signing-keys';

export type JwtSecretSource = string | DatabaseKeySource;

export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): JwtSecretSource {
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return fromEnv;
  }
  return { kind: 'database', legacyFile: path.join(dataDir, 'jwt-secret') };
}
