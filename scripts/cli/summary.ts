// The closing line of config:check and config:build.
import type { LoadResult } from '../config/load.ts';

export function summaryLine(result: LoadResult): string {
  if (result.problems.length > 0) {
    const files = new Set(result.problems.map((p) => p.file)).size;
    return `${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  }
  const routes = result.config?.routes ?? [];
  const enabled = routes.filter((r) => r.enabled).length;
  return `config ok: ${routes.length} routes (${enabled} enabled), ${result.files.length} files`;
}

/** Runs a CLI body, turning an unexpected exception into exit code 2 (1 means "config problems"). */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 2;
    },
  );
}
