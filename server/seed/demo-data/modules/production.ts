// The two plants, their twelve lines with capacity, the routing of every
// made product (process steps) and the change matrix: minutes to switch a
// line between the subfamilies it runs, longer with an allergen clean-down.
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';
import { planProducts, type Planned } from './plan';
import { innerPacks } from './recipes-data';

/** [code, name, factory, process, units per hour, shifts, hours per shift, OEE %] */
const LINES: Array<[string, string, string, string, number, number, number, number]> = [
  ['L-ALC-PAST', 'Pasteurising and mixing', 'F-ALC', 'mixing', 8000, 3, 8, 88],
  ['L-ALC-UHT', 'UHT aseptic filler', 'F-ALC', 'filling', 7000, 3, 8, 82],
  ['L-ALC-CUP', 'Cup filler and sealer', 'F-ALC', 'filling', 12000, 3, 8, 80],
  ['L-ALC-CHS', 'Cheese vats and press', 'F-ALC', 'fermenting', 600, 3, 8, 85],
  ['L-ALC-KIT', 'Ready meals kitchen', 'F-ALC', 'cooking', 1800, 3, 8, 78],
  ['L-ALC-TRAY', 'Tray sealer', 'F-ALC', 'packing', 2400, 2, 8, 83],
  ['L-MOL-DOUGH', 'Dough mixers', 'F-MOL', 'mixing', 4000, 3, 8, 86],
  ['L-MOL-OVEN', 'Tunnel oven', 'F-MOL', 'baking', 3200, 3, 8, 84],
  ['L-MOL-PIZZA', 'Pizza topping line', 'F-MOL', 'cooking', 1800, 2, 8, 79],
  ['L-MOL-SPIRAL', 'Spiral freezer', 'F-MOL', 'freezing', 4000, 2, 8, 87],
  ['L-MOL-ICE', 'Ice cream freezer and filler', 'F-MOL', 'freezing', 5000, 2, 8, 81],
  ['L-MOL-FLOW', 'Flow-pack and bagging', 'F-MOL', 'packing', 11000, 3, 8, 85],
];

/** Subfamily prefix -> the operations in order, each on a line. */
const ROUTINGS: Array<[RegExp, Array<[string, string]>]> = [
  [/^DAI-MLK/, [['mixing', 'L-ALC-PAST'], ['filling', 'L-ALC-UHT']]],
  [/^DAI-YOG|^DAI-CHS-FRS/, [['mixing', 'L-ALC-PAST'], ['filling', 'L-ALC-CUP']]],
  [/^DAI-CHS-CUR/, [['mixing', 'L-ALC-PAST'], ['fermenting', 'L-ALC-CHS']]],
  [/^BAK/, [['mixing', 'L-MOL-DOUGH'], ['baking', 'L-MOL-OVEN'], ['packing', 'L-MOL-FLOW']]],
  [/^FRZ-PIZ/, [['mixing', 'L-MOL-DOUGH'], ['cooking', 'L-MOL-PIZZA'], ['freezing', 'L-MOL-SPIRAL'], ['packing', 'L-MOL-FLOW']]],
  [/^FRZ-VEG/, [['freezing', 'L-MOL-SPIRAL'], ['packing', 'L-MOL-FLOW']]],
  [/^FRZ-ICE/, [['freezing', 'L-MOL-ICE'], ['packing', 'L-MOL-FLOW']]],
  [/^RDY/, [['cooking', 'L-ALC-KIT'], ['packing', 'L-ALC-TRAY']]],
];

export const routingOf = (p: Planned): Array<[string, string]> => ROUTINGS.find(([re]) => re.test(p.sub.code))?.[1] ?? [];

/** Allergens that force a clean-down when the next family does not contain them. */
const allergenSet = (text: string) => new Set(text.toLowerCase().split(/,\s*/).filter(Boolean));

export const productionModule: DemoModule = {
  name: 'production',
  generate(ctx) {
    const r = ctx.random;
    const capacity = new Map(LINES.map(([code, , , , perHour]) => [code, perHour]));
    const made = planProducts().filter((p) => p.source === 'made');
    const steps: DemoRow[] = [];
    const subfamiliesOnLine = new Map<string, Map<string, string>>(); // line -> subfamily -> allergens
    for (const p of made) {
      routingOf(p).forEach(([operation, line], i) => {
        // Processing lines work by kilogram, filling and packing lines by pack.
        const load = operation === 'filling' || operation === 'packing' ? innerPacks(p.size.label) : Math.max(0.25, p.size.kg / 0.5);
        steps.push({
          product: p.sku, sequence: (i + 1) * 10, operation, line,
          minutesPerUnit: Math.max(0.0001, roundTo((60 / capacity.get(line)!) * load * r.between(0.9, 1.15, 3), 4)),
          setupMinutes: r.pick([10, 15, 20, 30, 45]),
        });
        if (!subfamiliesOnLine.has(line)) subfamiliesOnLine.set(line, new Map());
        subfamiliesOnLine.get(line)!.set(p.sub.code, p.sub.allergens);
      });
    }
    const changeovers: DemoRow[] = [];
    for (const [line, subs] of subfamiliesOnLine) {
      const base = r.int(10, 30);
      for (const [from, fromAllergens] of subs) {
        for (const [to, toAllergens] of subs) {
          if (from === to) continue;
          const next = allergenSet(toAllergens);
          const cleaning = [...allergenSet(fromAllergens)].some((a) => !next.has(a));
          changeovers.push({ line, fromFamily: from, toFamily: to, minutes: base + r.int(0, 20) + (cleaning ? r.int(30, 60) : 0), cleaning });
        }
      }
    }
    return [
      {
        entity: 'factory',
        rows: [
          { code: 'F-ALC', name: 'Alcalá de Henares plant', location: 'ALC-PLANT', manager: 'Elena Martín', workingWeek: 'monday-saturday', shiftsPerDay: 3, hoursPerShift: 8, active: true },
          { code: 'F-MOL', name: 'Mollet del Vallès plant', location: 'MOL-PLANT', manager: 'Jordi Puig', workingWeek: 'monday-friday', shiftsPerDay: 2, hoursPerShift: 8, active: true },
        ],
      },
      {
        entity: 'production-line',
        rows: LINES.map(([code, name, factory, process, capacityPerHour, shiftsPerDay, hoursPerShift, efficiency]) =>
          ({ code, name, factory, process, capacityPerHour, shiftsPerDay, hoursPerShift, efficiency, active: true })),
      },
      { entity: 'process-step', rows: steps },
      { entity: 'changeover', rows: changeovers },
    ];
  },
};
