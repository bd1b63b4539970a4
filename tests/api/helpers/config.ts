// The compiled config the API tests run on: the files `npm run config:build`
// wrote (global-setup.ts builds them once per run), read by the server's own
// reader (server/compiled-config.ts, what `npm start` uses), once per test file.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { TranslationFile } from '../../../engine/config/types.generated';
import { readCompiledConfig, type CompiledFiles } from '../../../server/compiled-config';

let cached: Promise<CompiledFiles> | undefined;

const compiled = (): Promise<CompiledFiles> => (cached ??= readCompiledConfig(process.cwd()));

export function realConfig(): Promise<CompiledConfig> {
  return compiled().then((r) => r.config);
}

/** language -> bundle, as the server gets them at start-up (export headers, report labels). */
export function realTranslations(): Promise<Record<string, TranslationFile>> {
  return compiled().then((r) => r.translations);
}
