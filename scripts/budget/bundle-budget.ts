// npm run budget:bundle [dist]: fails when the first load's JS (index.html's
// entry and modulepreloads, gzip) or the largest lazy chunk outgrows its
// budget, and prints the figures. Run on the dist/ that `npm run test:e2e`
// builds, so `npm test` holds the first load (sizes are deterministic, unlike
// timings). Issue 27: the first load had grown from ~144 KB to 259.5 KB
// with nothing noticing.
import { BUNDLE_BUDGET as BUDGET, checkBudget } from './bundle-sizes.ts';
import { kb, measureDist } from './measure-dist.ts';

function main(): void {
  const dist = process.argv[2] ?? 'dist';
  const sizes = measureDist(dist);
  const report = checkBudget(sizes.initial, sizes.lazy, BUDGET);
  console.log(`First load (${dist}/index.html: entry + modulepreloads), JS gzip:`);
  for (const f of [...sizes.initial].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.log(`  ${kb(sizes.initialJs).padStart(9)}  total JS (budget ${kb(BUDGET.initialJs)}) in ${sizes.initial.length} files`);
  const css = sizes.styles.reduce((s, f) => s + f.gzip, 0);
  console.log(`  ${kb(css).padStart(9)}  CSS, apart (${sizes.styles.map((f) => f.file).join(', ')})`);
  console.log(`Largest lazy chunks (budget ${kb(BUDGET.lazyChunk)} each):`);
  for (const f of sizes.lazy.slice(0, 5)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.log('Largest first uses of a lazy module (its chunk + static imports not in the first load):');
  for (const n of sizes.needs.slice(0, 5)) console.log(`  ${kb(n.gzip).padStart(9)}  ${n.source} (${n.files.length} files)`);
  if (report.failures.length > 0) {
    console.error(`\nBundle budget exceeded:\n${report.failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Bundle budget: ok');
}

main();
