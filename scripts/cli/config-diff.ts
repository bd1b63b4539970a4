// npm run config:diff -- <rev> [<rev2>]
// The semantic difference of config/ between a git revision and the working
// tree (or a second revision): routes added, removed, moved; permission,
// plugin, keyword and translation changes; entity changes flagged risky,
// security or safe. "no semantic changes" when none, else a closing summary
// counting the risky entity changes.
import { diffReport, diffSummary, formatDiff, loadDiffSide } from '../config/diff.ts';
import { readConfigFiles } from '../config/files.ts';
import { readConfigAtRevision } from '../config/git.ts';
import { runCli } from './summary.ts';

runCli(async () => {
  const [rev, rev2] = process.argv.slice(2).filter((a) => a !== '--');
  if (!rev) {
    console.error('usage: npm run config:diff -- <git-rev> [<git-rev2>]   (compares with the working tree when rev2 is omitted)');
    return 2;
  }
  const root = process.cwd();
  const beforeLabel = rev;
  const afterLabel = rev2 ?? 'the working tree';
  let beforeFiles: Map<string, string>;
  let afterFiles: Map<string, string>;
  try {
    beforeFiles = readConfigAtRevision(root, rev);
    afterFiles = rev2 ? readConfigAtRevision(root, rev2) : await readConfigFiles(root);
  } catch (error) {
    console.error((error as Error).message); // a mistyped revision needs no stack trace
    return 2;
  }
  const [before, after] = await Promise.all([loadDiffSide(beforeFiles, beforeLabel), loadDiffSide(afterFiles, afterLabel)]);
  for (const note of [...before.notes, ...after.notes]) console.error(note);
  if (!before.side || !after.side) return 1;
  console.log(`config changes from ${beforeLabel} to ${afterLabel}\n`);
  const report = diffReport(before.side, after.side);
  process.stdout.write(formatDiff(report));
  if (report.sections.length > 0) console.log(`\nsummary: ${diffSummary(report)}`);
  return 0;
});
