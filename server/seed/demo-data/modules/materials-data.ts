// The materials recipes consume, with their cost and who supplies them (the
// first supplier listed is the preferred one).
export interface MaterialDef {
  code: string;
  name: string;
  kind: 'ingredient' | 'packaging' | 'consumable';
  unit: string;
  cost: number;
  storage: 'ambient' | 'chilled' | 'frozen';
  shelfLifeDays: number | null;
  allergen: string | null;
  suppliers: string[];
}

const m = (code: string, name: string, kind: MaterialDef['kind'], unit: string, cost: number, storage: MaterialDef['storage'], shelfLifeDays: number | null, allergen: string | null, suppliers: string[]): MaterialDef =>
  ({ code, name, kind, unit, cost, storage, shelfLifeDays, allergen, suppliers });
const ing = (code: string, name: string, unit: string, cost: number, storage: MaterialDef['storage'], shelf: number, allergen: string | null, suppliers: string[]) =>
  m(code, name, 'ingredient', unit, cost, storage, shelf, allergen, suppliers);
const pack = (code: string, name: string, unit: string, cost: number, suppliers: string[]) => m(code, name, 'packaging', unit, cost, 'ambient', null, null, suppliers);

export const MATERIALS: MaterialDef[] = [
  ing('M-RAWMILK', 'Raw cow milk', 'L', 0.42, 'chilled', 3, 'Milk', ['SUP-001']),
  ing('M-CREAM', 'Cream 35% fat', 'L', 2.9, 'chilled', 10, 'Milk', ['SUP-001']),
  ing('M-MILKPWD', 'Skimmed milk powder', 'KG', 2.6, 'ambient', 365, 'Milk', ['SUP-001', 'SUP-016']),
  ing('M-CULTURE', 'Yoghurt cultures', 'KG', 95, 'frozen', 540, 'Milk', ['SUP-017']),
  ing('M-RENNET', 'Rennet', 'L', 38, 'chilled', 180, null, ['SUP-017']),
  ing('M-SUGAR', 'White sugar', 'KG', 0.78, 'ambient', 720, null, ['SUP-003']),
  ing('M-GLUCOSE', 'Glucose syrup', 'KG', 0.95, 'ambient', 360, null, ['SUP-003', 'SUP-016']),
  ing('M-HONEY', 'Honey', 'KG', 4.8, 'ambient', 720, null, ['SUP-008', 'SUP-003']),
  ing('M-STRAW', 'Strawberry fruit preparation', 'KG', 3.1, 'chilled', 120, null, ['SUP-006']),
  ing('M-PEACH', 'Peach fruit preparation', 'KG', 2.9, 'chilled', 120, null, ['SUP-006']),
  ing('M-BERRIES', 'Forest fruits preparation', 'KG', 3.6, 'chilled', 120, null, ['SUP-006']),
  ing('M-MANGO', 'Mango fruit preparation', 'KG', 3.4, 'chilled', 120, null, ['SUP-006']),
  ing('M-COCOA', 'Cocoa powder', 'KG', 6.9, 'ambient', 540, null, ['SUP-016']),
  ing('M-CHOC', 'Chocolate couverture', 'KG', 7.8, 'ambient', 365, 'Milk, soy', ['SUP-016']),
  ing('M-VANILLA', 'Vanilla flavouring', 'L', 45, 'ambient', 540, null, ['SUP-008', 'SUP-017']),
  ing('M-STABIL', 'Stabiliser blend', 'KG', 12, 'ambient', 720, null, ['SUP-017', 'SUP-008']),
  ing('M-FLOUR', 'Wheat flour T55', 'KG', 0.46, 'ambient', 240, 'Gluten', ['SUP-002']),
  ing('M-RYEFLOUR', 'Rye flour', 'KG', 0.62, 'ambient', 240, 'Gluten', ['SUP-002']),
  ing('M-WHOLEFLOUR', 'Wholemeal flour', 'KG', 0.55, 'ambient', 240, 'Gluten', ['SUP-002']),
  ing('M-SEMOLINA', 'Durum wheat semolina', 'KG', 0.7, 'ambient', 360, 'Gluten', ['SUP-002']),
  ing('M-YEAST', "Baker's yeast", 'KG', 2.4, 'chilled', 30, null, ['SUP-008', 'SUP-017']),
  ing('M-SALT', 'Salt', 'KG', 0.25, 'ambient', 1800, null, ['SUP-008']),
  ing('M-BUTTER', 'Butter', 'KG', 6.2, 'chilled', 90, 'Milk', ['SUP-001']),
  ing('M-EGG', 'Pasteurised liquid egg', 'KG', 2.1, 'chilled', 21, 'Egg', ['SUP-005']),
  ing('M-SUNOIL', 'Sunflower oil', 'L', 1.45, 'ambient', 540, null, ['SUP-004']),
  ing('M-OLIVEOIL', 'Extra virgin olive oil', 'L', 4.9, 'ambient', 540, null, ['SUP-004']),
  ing('M-HAZEL', 'Hazelnuts', 'KG', 7.4, 'ambient', 365, 'Nuts', ['SUP-011']),
  ing('M-ALMOND', 'Almonds', 'KG', 8.1, 'ambient', 365, 'Nuts', ['SUP-012', 'SUP-011']),
  ing('M-TOMATO', 'Tomato sauce', 'KG', 1.1, 'ambient', 540, null, ['SUP-006']),
  ing('M-MOZZ', 'Mozzarella for pizza', 'KG', 4.9, 'chilled', 45, 'Milk', ['SUP-001']),
  ing('M-HAM', 'Cooked ham', 'KG', 6.8, 'chilled', 40, null, ['SUP-007']),
  ing('M-PEPPERONI', 'Pepperoni', 'KG', 8.9, 'chilled', 90, null, ['SUP-007']),
  ing('M-CHICKEN', 'Chicken breast', 'KG', 5.6, 'chilled', 8, null, ['SUP-007']),
  ing('M-BEEF', 'Minced beef', 'KG', 7.9, 'chilled', 6, null, ['SUP-007']),
  ing('M-RICE', 'Bomba rice', 'KG', 1.05, 'ambient', 720, null, ['SUP-006', 'SUP-008']),
  ing('M-LENTILS', 'Lentils', 'KG', 1.6, 'ambient', 720, null, ['SUP-006']),
  ing('M-CHICKPEAS', 'Chickpeas', 'KG', 1.5, 'ambient', 720, null, ['SUP-006']),
  ing('M-VEGMIX', 'Fresh vegetable mix', 'KG', 0.95, 'chilled', 7, null, ['SUP-006']),
  ing('M-PEAS', 'Green peas', 'KG', 0.9, 'chilled', 5, null, ['SUP-006']),
  ing('M-SPINACH', 'Spinach', 'KG', 1.2, 'chilled', 5, null, ['SUP-006']),
  ing('M-BROCCOLI', 'Broccoli', 'KG', 1.3, 'chilled', 7, null, ['SUP-006']),
  ing('M-BEANS', 'Green beans', 'KG', 1.1, 'chilled', 7, null, ['SUP-006']),
  ing('M-POTATO', 'Potatoes', 'KG', 0.45, 'ambient', 60, null, ['SUP-006']),
  ing('M-ONION', 'Onions', 'KG', 0.55, 'ambient', 60, null, ['SUP-006']),
  ing('M-PUMPKIN', 'Pumpkin', 'KG', 0.8, 'ambient', 60, null, ['SUP-006']),
  ing('M-MUSHROOM', 'Mushrooms', 'KG', 3.2, 'chilled', 7, null, ['SUP-006']),
  ing('M-SPICES', 'Spice blend', 'KG', 9.5, 'ambient', 720, null, ['SUP-008']),
  ing('M-CURRY', 'Curry paste', 'KG', 7.2, 'ambient', 360, null, ['SUP-008']),
  ing('M-NOODLES', 'Rice noodles', 'KG', 2.8, 'ambient', 540, null, ['SUP-008']),
  ing('M-STOCK', 'Stock concentrate', 'KG', 4.4, 'ambient', 540, null, ['SUP-008']),
  pack('P-BRICK1L', 'Carton brick 1 L', 'UN', 0.085, ['SUP-009', 'SUP-014']),
  pack('P-BRICK200', 'Carton brick 200 ml', 'UN', 0.04, ['SUP-009', 'SUP-014']),
  pack('P-CUP125', 'Yoghurt cup 125 g', 'UN', 0.021, ['SUP-010', 'SUP-014']),
  pack('P-TUB', 'Tub with lid 250-1000 g', 'UN', 0.09, ['SUP-010', 'SUP-014']),
  pack('P-LIDFOIL', 'Aluminium lid foil', 'UN', 0.006, ['SUP-010']),
  pack('P-SLEEVE', 'Multipack sleeve', 'UN', 0.03, ['SUP-009']),
  pack('P-CASE', 'Corrugated shipping case', 'UN', 0.32, ['SUP-009']),
  pack('P-BREADBAG', 'Bread bag', 'UN', 0.025, ['SUP-010', 'SUP-014']),
  pack('P-FLOWFILM', 'Flow-pack film', 'M', 0.04, ['SUP-010', 'SUP-014']),
  pack('P-PIZZABOX', 'Pizza carton', 'UN', 0.11, ['SUP-009']),
  pack('P-TRAY', 'Ready meal tray with top film', 'UN', 0.14, ['SUP-010', 'SUP-014']),
  pack('P-ICETUB', 'Ice cream tub', 'UN', 0.16, ['SUP-010']),
  pack('P-STICKWRAP', 'Ice cream stick wrapper', 'UN', 0.012, ['SUP-010', 'SUP-014']),
  pack('P-VEGBAG', 'Frozen vegetable bag', 'UN', 0.035, ['SUP-010']),
  pack('P-VACUUM', 'Cheese vacuum pack', 'UN', 0.05, ['SUP-010']),
  pack('P-LABEL', 'Printed label', 'UN', 0.008, ['SUP-009']),
  m('C-STRETCH', 'Pallet stretch film', 'consumable', 'M', 0.02, 'ambient', null, null, ['SUP-010']),
  m('C-PALLET', 'Wooden pallet', 'consumable', 'UN', 9.5, 'ambient', null, null, ['SUP-009']),
  m('C-CIP', 'Cleaning-in-place agent', 'consumable', 'L', 2.2, 'ambient', 720, null, ['SUP-008']),
];
