// npm run config:check — every problem of config/ (one per line, file:line:column
// first so editors and terminals can jump to it), then a summary line. Also
// fails when the committed generated types no longer match the schemas.
import { checkGeneratedTypes, TYPES_FILE } from '../config/build.ts';
import { formatProblem, loadConfig } from '../config/load.ts';
import { runCli, summaryLine } from './summary.ts';

runCli(async () => {
  const root = process.cwd();
  const [result, types] = await Promise.all([loadConfig({ root }), checkGeneratedTypes(root)]);
  for (const problem of result.problems) console.log(formatProblem(problem));
  let failed = result.problems.length > 0;
  if (!types.fresh) {
    console.log(`${TYPES_FILE}: out of date with schemas/*.schema.json; regenerate it with \`npm run config:build\` and commit it`);
    failed = true;
  }
  console.log(summaryLine(result));
  return failed ? 1 : 0;
});
