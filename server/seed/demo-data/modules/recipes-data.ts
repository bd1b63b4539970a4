// Recipe templates per subfamily: ingredients in material units per kg of
// product, packaging per inner pack (a "6x1 L" pack holds 6 bricks), and the
// scrap each line expects. An item-specific ingredient (strawberry,
// pepperoni...) replaces or joins the base through ITEM_EXTRAS.
export interface TemplateLine {
  material: string;
  /** Material units per kg of product. */
  perKg?: number;
  /** Material units per inner pack. */
  perPack?: number;
  scrap: number;
}

const kg = (material: string, perKg: number, scrap = 1): TemplateLine => ({ material, perKg, scrap });
const pk = (material: string, perPack: number, scrap = 0.5): TemplateLine => ({ material, perPack, scrap });

export const TEMPLATES: Record<string, TemplateLine[]> = {
  'DAI-MLK-UHT': [kg('M-RAWMILK', 0.98, 1.5), pk('P-BRICK1L', 1, 0.8)],
  'DAI-MLK-FRS': [kg('M-RAWMILK', 0.98, 1.5), pk('P-BRICK1L', 1, 0.8)],
  'DAI-MLK-FLV': [kg('M-RAWMILK', 0.9, 1.5), kg('M-SUGAR', 0.06), kg('M-STABIL', 0.002), pk('P-BRICK200', 1, 0.8)],
  'DAI-YOG-NAT': [kg('M-RAWMILK', 1.05, 2), kg('M-MILKPWD', 0.03), kg('M-CULTURE', 0.0004), pk('P-CUP125', 1, 1), pk('P-LIDFOIL', 1, 1)],
  'DAI-YOG-GRK': [kg('M-RAWMILK', 2.4, 2), kg('M-CREAM', 0.08), kg('M-CULTURE', 0.0005), pk('P-CUP125', 1, 1), pk('P-LIDFOIL', 1, 1)],
  'DAI-YOG-FRU': [kg('M-RAWMILK', 0.9, 2), kg('M-SUGAR', 0.07), kg('M-CULTURE', 0.0004), pk('P-CUP125', 1, 1), pk('P-LIDFOIL', 1, 1)],
  'DAI-CHS-FRS': [kg('M-RAWMILK', 4.2, 2), kg('M-RENNET', 0.002), kg('M-SALT', 0.01), pk('P-TUB', 1, 1)],
  'DAI-CHS-CUR': [kg('M-RAWMILK', 9.5, 3), kg('M-RENNET', 0.004), kg('M-SALT', 0.02), kg('M-CULTURE', 0.0003), pk('P-VACUUM', 1, 1)],
  'BAK-BRD-LOF': [kg('M-FLOUR', 0.62, 2), kg('M-YEAST', 0.012), kg('M-SALT', 0.012), pk('P-BREADBAG', 1)],
  'BAK-BRD-SLC': [kg('M-FLOUR', 0.58, 2), kg('M-YEAST', 0.015), kg('M-SALT', 0.01), kg('M-SUNOIL', 0.03), kg('M-SUGAR', 0.02), pk('P-BREADBAG', 1)],
  'BAK-PAS-CRO': [kg('M-FLOUR', 0.45, 2), kg('M-BUTTER', 0.25, 1), kg('M-SUGAR', 0.08), kg('M-EGG', 0.06), kg('M-YEAST', 0.02), pk('P-FLOWFILM', 0.3, 2)],
  'BAK-PAS-MUF': [kg('M-FLOUR', 0.3, 2), kg('M-SUGAR', 0.28), kg('M-EGG', 0.2), kg('M-SUNOIL', 0.15), pk('P-FLOWFILM', 0.35, 2)],
  'BAK-BIS-SWT': [kg('M-FLOUR', 0.55, 2), kg('M-SUGAR', 0.22), kg('M-BUTTER', 0.18), pk('P-FLOWFILM', 0.4, 2)],
  'BAK-BIS-CRK': [kg('M-FLOUR', 0.7, 2), kg('M-OLIVEOIL', 0.12), kg('M-SALT', 0.02), pk('P-FLOWFILM', 0.4, 2)],
  'FRZ-PIZ-CLS': [kg('M-FLOUR', 0.42, 2), kg('M-TOMATO', 0.2), kg('M-MOZZ', 0.22), kg('M-OLIVEOIL', 0.02), kg('M-YEAST', 0.008), pk('P-PIZZABOX', 1), pk('P-FLOWFILM', 0.5, 2)],
  'FRZ-PIZ-THN': [kg('M-FLOUR', 0.38, 2), kg('M-TOMATO', 0.22), kg('M-MOZZ', 0.18), kg('M-VEGMIX', 0.12), pk('P-PIZZABOX', 1), pk('P-FLOWFILM', 0.5, 2)],
  'FRZ-VEG-SNG': [kg('M-PEAS', 1.12, 6), pk('P-VEGBAG', 1)],
  'FRZ-VEG-MIX': [kg('M-VEGMIX', 0.7, 6), kg('M-PEAS', 0.2, 6), kg('M-BEANS', 0.2, 6), pk('P-VEGBAG', 1)],
  'FRZ-ICE-TUB': [kg('M-CREAM', 0.45), kg('M-MILKPWD', 0.1), kg('M-SUGAR', 0.2), kg('M-GLUCOSE', 0.06), kg('M-STABIL', 0.004), pk('P-ICETUB', 1)],
  'FRZ-ICE-STK': [kg('M-CREAM', 0.35), kg('M-SUGAR', 0.2), kg('M-CHOC', 0.18), kg('M-MILKPWD', 0.08), pk('P-STICKWRAP', 1)],
  'RDY-PAS-LAS': [kg('M-SEMOLINA', 0.18), kg('M-EGG', 0.05), kg('M-TOMATO', 0.25), kg('M-MILKPWD', 0.04), kg('M-BUTTER', 0.03), pk('P-TRAY', 1)],
  'RDY-PAS-FRS': [kg('M-SEMOLINA', 0.55, 2), kg('M-EGG', 0.25), kg('M-MOZZ', 0.08), pk('P-TRAY', 1)],
  'RDY-SOU-CRM': [kg('M-VEGMIX', 0.6, 3), kg('M-CREAM', 0.08), kg('M-ONION', 0.1), kg('M-STOCK', 0.01), pk('P-TUB', 1)],
  'RDY-SOU-BRT': [kg('M-VEGMIX', 0.25, 3), kg('M-ONION', 0.08), kg('M-POTATO', 0.15), kg('M-STOCK', 0.015), kg('M-OLIVEOIL', 0.02), pk('P-TUB', 1)],
  'RDY-WRL-ASI': [kg('M-RICE', 0.25), kg('M-VEGMIX', 0.3, 3), kg('M-SUNOIL', 0.03), pk('P-TRAY', 1)],
  'RDY-WRL-MED': [kg('M-RICE', 0.28), kg('M-VEGMIX', 0.3, 3), kg('M-OLIVEOIL', 0.04), kg('M-SPICES', 0.004), pk('P-TRAY', 1)],
};

/** Word of the item name -> extra ingredients (per kg) or a replacement of the template's main one. */
export const ITEM_EXTRAS: Array<{ match: RegExp; add?: TemplateLine[]; replace?: [string, string] }> = [
  { match: /Chocolate|Marble|Nougat/, add: [kg('M-COCOA', 0.03)] },
  { match: /Strawberry/, add: [kg('M-STRAW', 0.12)] },
  { match: /Peach/, add: [kg('M-PEACH', 0.12)] },
  { match: /Forest fruits|Blueberry/, add: [kg('M-BERRIES', 0.12)] },
  { match: /Mango/, add: [kg('M-MANGO', 0.12)] },
  { match: /Vanilla/, add: [kg('M-VANILLA', 0.002)] },
  { match: /honey/, add: [kg('M-HONEY', 0.06)] },
  { match: /Almond/, add: [kg('M-ALMOND', 0.08)] },
  { match: /Ham/, add: [kg('M-HAM', 0.12)] },
  { match: /Pepperoni/, add: [kg('M-PEPPERONI', 0.12)] },
  { match: /Beef/, add: [kg('M-BEEF', 0.2)] },
  { match: /Chicken/, add: [kg('M-CHICKEN', 0.2)] },
  { match: /curry/, add: [kg('M-CURRY', 0.05)] },
  { match: /noodles|Pad thai/, add: [kg('M-NOODLES', 0.25)] },
  { match: /Lentil/, add: [kg('M-LENTILS', 0.2)] },
  { match: /Chickpea/, add: [kg('M-CHICKPEAS', 0.2)] },
  { match: /Pumpkin/, add: [kg('M-PUMPKIN', 0.4)] },
  { match: /Mushroom/, add: [kg('M-MUSHROOM', 0.3)] },
  { match: /omelette/, replace: ['M-RICE', 'M-EGG'], add: [kg('M-POTATO', 0.45), kg('M-ONION', 0.08)] },
  { match: /Spinach/, replace: ['M-PEAS', 'M-SPINACH'] },
  { match: /Broccoli/, replace: ['M-PEAS', 'M-BROCCOLI'] },
  { match: /Green beans/, replace: ['M-PEAS', 'M-BEANS'] },
  { match: /Rye/, replace: ['M-FLOUR', 'M-RYEFLOUR'] },
  { match: /Wholemeal|Multigrain/, replace: ['M-FLOUR', 'M-WHOLEFLOUR'] },
];

/** Inner packs in a pack size: "6x1 L" -> 6, "4 pack" -> 4, "8 mini pack" -> 8, else 1. */
export function innerPacks(label: string): number {
  const m = /^(\d+)x/.exec(label) ?? /^(\d+)( mini)? pack/.exec(label);
  return m ? Number(m[1]) : 1;
}

/** Batch size (product units) by category: a few hours of the main line. */
export const BATCH_SIZE: Record<string, number> = { DAI: 6000, BAK: 2400, FRZ: 3000, RDY: 1500 };
