// npm run config:build — generated types, the compiled config and the
// translation bundles. Prints every problem and exits 1 if the config is
// invalid (the types are still regenerated: they depend on the schemas only).
import { buildConfig } from '../config/build.ts';
import { formatProblem } from '../config/load.ts';
import { runCli, summaryLine } from './summary.ts';

runCli(async () => {
  const { load, written, unchanged } = await buildConfig({ root: process.cwd() });
  for (const problem of load.problems) console.log(formatProblem(problem));
  for (const file of written) console.log(`wrote ${file}`);
  if (unchanged.length > 0) console.log(`${unchanged.length} file${unchanged.length === 1 ? '' : 's'} already up to date`);
  console.log(summaryLine(load));
  if (!load.config) {
    console.log('not written: build/config/compiled-config.json and public/assets/i18n/ (fix the problems above)');
    return 1;
  }
  return 0;
});
