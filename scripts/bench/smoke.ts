// npm run bench:smoke — every benchmark once at its smallest size, so none can
// silently stop working (issue 10: bench:config had been broken on main). Runs
// each `bench:*` script of package.json (but `bench` and this one) as
// `npm run <script> -- --smoke`, one after the other, with its output as it
// comes. New benches are covered by being added to package.json; each must
// accept --smoke (its smallest size, one round). Figures are printed, never
// asserted: the run fails only when a bench fails to run.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SELF = 'bench:smoke';

/** The bench scripts to smoke-test, in package.json order. */
export function benchScripts(scripts: Record<string, string>): string[] {
  return Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== SELF);
}

function runScript(name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name, '--', '--smoke'], { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const names = benchScripts(pkg.scripts ?? {});
  const results: Array<{ name: string; code: number; seconds: number }> = [];
  for (const name of names) {
    console.log(`\n=== ${name} --smoke`);
    const started = performance.now();
    const code = await runScript(name);
    results.push({ name, code, seconds: (performance.now() - started) / 1000 });
  }
  console.log('\nbench:smoke');
  for (const r of results) console.log(`  ${r.name.padEnd(24)} ${r.code === 0 ? 'ran' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(1)} s`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.error(`\n${failed.length} of ${results.length} benchmarks did not run: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

// Imported by its unit test for benchScripts; run only as a script.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
