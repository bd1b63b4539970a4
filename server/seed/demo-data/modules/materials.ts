// Materials and who supplies them: every material has exactly one preferred,
// active supplier (the first of its list); alternatives cost a little more
// or less, and some are inactive (delisted).
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { MATERIALS } from './materials-data';
import { SUPPLIERS } from './suppliers';

export const materialsModule: DemoModule = {
  name: 'materials',
  generate(ctx) {
    const r = ctx.random;
    const country = new Map(SUPPLIERS.map(([code, , c]) => [code, c]));
    const materials: DemoRow[] = MATERIALS.map((d) => ({
      code: d.code, name: d.name, kind: d.kind, unit: d.unit, unitCost: d.cost, storage: d.storage,
      shelfLifeDays: d.shelfLifeDays, allergen: d.allergen, active: true,
    }));
    const links: DemoRow[] = MATERIALS.flatMap((d) => d.suppliers.map((supplier, i) => {
      const abroad = country.get(supplier) !== 'ES';
      const bulk = d.unit === 'KG' || d.unit === 'L';
      const moq = d.kind === 'packaging' ? r.pick([5000, 10000, 20000]) : bulk ? r.pick([100, 250, 500, 1000]) : 50;
      return {
        material: d.code,
        supplier,
        supplierCode: `${supplier.slice(-3)}-${d.code.slice(2)}`,
        price: roundTo(d.cost * (i === 0 ? 1 : r.between(0.92, 1.12, 3)), 4),
        leadTimeDays: abroad ? r.int(40, 75) : d.storage === 'chilled' ? r.int(1, 3) : r.int(3, 12),
        moq,
        orderMultiple: d.kind === 'packaging' ? moq / 5 : bulk ? r.pick([25, 50, 100]) : 10,
        preferred: i === 0,
        active: i === 0 || r.chance(0.8),
      };
    }));
    return [
      { entity: 'material', rows: materials },
      { entity: 'material-supplier', rows: links },
    ];
  },
};
