// One active recipe per made product (its bill of materials for a batch),
// plus an obsolete first revision for a few products reformulated since.
import { addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { planProducts } from './plan';
import { bomPerUnit } from './recipe-builder';
import { BATCH_SIZE } from './recipes-data';

export const recipesModule: DemoModule = {
  name: 'recipes',
  generate(ctx) {
    const r = ctx.random;
    const products = new Map(ctx.rows('product').map((p) => [String(p.sku), p]));
    const recipes: DemoRow[] = [];
    const lines: DemoRow[] = [];
    for (const p of planProducts().filter((x) => x.source === 'made')) {
      const product = products.get(p.sku)!;
      const batchSize = BATCH_SIZE[p.sub.code.slice(0, 3)] ?? 1000;
      const reformulated = addMonths(ctx.today, -r.int(1, 10));
      const bom = bomPerUnit(p);
      const revisions = r.chance(0.08) ? [1, 2] : [1];
      for (const revision of revisions) {
        const current = revision === revisions.length;
        const code = `R-${p.sku.slice(4)}-${revision}`;
        recipes.push({
          code, name: `${product.name} (rev. ${revision})`, product: p.sku, revision, batchSize,
          status: current ? 'active' : 'obsolete', validFrom: revision > 1 && reformulated > String(product.launchDate) ? reformulated : product.launchDate, notes: current && revision > 1 ? 'Reformulated: less sugar.' : null,
        });
        for (const line of bom) {
          // The first revision had 10% more of everything (the reformulation trimmed it).
          const quantity = line.perUnit * batchSize * (current ? 1 : 1.1);
          lines.push({ recipe: code, material: line.material, quantity: Math.max(0.0001, roundTo(quantity, 4)), scrap: line.scrap });
        }
      }
    }
    return [
      { entity: 'recipe', rows: recipes },
      { entity: 'recipe-line', rows: lines },
    ];
  },
};
