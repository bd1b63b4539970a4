// The compiled config the API tests run on: the real config/ through the
// loader (the one `npm start` uses), loaded once per test file.
import type { CompiledConfig } from '../../../engine/config/compiled';
import { loadConfigOrThrow } from '../../../scripts/config/load';

let cached: Promise<CompiledConfig> | undefined;

export function realConfig(): Promise<CompiledConfig> {
  cached ??= loadConfigOrThrow({ root: process.cwd() }).then((r) => r.config);
  return cached;
}
