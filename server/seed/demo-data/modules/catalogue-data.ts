// What DEMO FOODS sells: 6 categories (the values of the demo's "Product
// family" dimension) > 18 families > 38 subfamilies, and for each subfamily
// the items and pack sizes its products are combined from. Dairy, bakery,
// frozen and ready meals are made in the company's two plants; beverages and
// snacks are bought finished (snacks largely imported in containers).
export interface PackSize {
  label: string;
  /** kg of product (net), for recipes and weights. */
  kg: number;
  /** m³ per unit including its share of case and pallet. */
  m3: number;
  /** Base list price, EUR. */
  price: number;
  perCase: number;
}

export interface SubfamilyDef {
  code: string;
  name: string;
  items: string[];
  sizes: PackSize[];
  storage: 'Ambient' | 'Chilled' | 'Frozen';
  shelfLifeDays: number;
  allergens: string;
}

export interface FamilyDef {
  code: string;
  name: string;
  subfamilies: SubfamilyDef[];
}

export interface CategoryDef {
  code: string;
  /** One of the demo dimension's product families (demo-reports.ts PRODUCT_FAMILIES). */
  name: string;
  source: 'made' | 'bought';
  families: FamilyDef[];
}

const size = (label: string, kg: number, m3: number, price: number, perCase: number): PackSize => ({ label, kg, m3, price, perCase });
const sub = (code: string, name: string, items: string[], sizes: PackSize[], storage: SubfamilyDef['storage'], shelfLifeDays: number, allergens = ''): SubfamilyDef =>
  ({ code, name, items, sizes, storage, shelfLifeDays, allergens });

export const CATALOGUE: CategoryDef[] = [
  { code: 'DAI', name: 'Dairy', source: 'made', families: [
    { code: 'DAI-MLK', name: 'Milk', subfamilies: [
      sub('DAI-MLK-UHT', 'UHT milk', ['Whole milk', 'Semi-skimmed milk', 'Skimmed milk', 'Lactose-free milk'], [size('1 L', 1.03, 0.0013, 0.95, 12), size('6x1 L', 6.18, 0.0078, 5.4, 2), size('1.5 L', 1.55, 0.0019, 1.35, 6)], 'Ambient', 120, 'Milk'),
      sub('DAI-MLK-FRS', 'Fresh milk', ['Fresh whole milk', 'Fresh semi-skimmed milk', 'Organic fresh milk'], [size('1 L', 1.03, 0.0013, 1.25, 6), size('2 L', 2.06, 0.0025, 2.3, 6), size('500 ml', 0.52, 0.0007, 0.75, 12)], 'Chilled', 12, 'Milk'),
      sub('DAI-MLK-FLV', 'Flavoured milk', ['Chocolate milk', 'Strawberry milk', 'Vanilla milk'], [size('3x200 ml', 0.62, 0.0009, 1.6, 10), size('1 L', 1.05, 0.0013, 1.55, 12), size('6x200 ml', 1.24, 0.0017, 2.9, 5)], 'Ambient', 150, 'Milk'),
    ] },
    { code: 'DAI-YOG', name: 'Yoghurts', subfamilies: [
      sub('DAI-YOG-NAT', 'Natural yoghurt', ['Natural yoghurt', 'Natural sweetened yoghurt', 'Skimmed natural yoghurt'], [size('4x125 g', 0.5, 0.0007, 1.2, 6), size('8x125 g', 1, 0.0014, 2.2, 3), size('500 g', 0.5, 0.0006, 1.45, 6)], 'Chilled', 28, 'Milk'),
      sub('DAI-YOG-GRK', 'Greek yoghurt', ['Greek yoghurt', 'Greek yoghurt with honey', 'Greek yoghurt 0%'], [size('4x125 g', 0.5, 0.0007, 2.1, 6), size('500 g', 0.5, 0.0006, 2.35, 6), size('1 kg', 1, 0.0012, 4.2, 4)], 'Chilled', 28, 'Milk'),
      sub('DAI-YOG-FRU', 'Fruit yoghurt', ['Strawberry yoghurt', 'Peach yoghurt', 'Forest fruits yoghurt', 'Mango yoghurt'], [size('4x125 g', 0.5, 0.0007, 1.55, 6), size('8x125 g', 1, 0.0014, 2.85, 3)], 'Chilled', 28, 'Milk'),
    ] },
    { code: 'DAI-CHS', name: 'Cheese', subfamilies: [
      sub('DAI-CHS-FRS', 'Fresh cheese', ['Fresh cheese', 'Mozzarella', 'Cottage cheese'], [size('250 g', 0.25, 0.0004, 1.9, 8), size('125 g', 0.125, 0.0002, 1.1, 12), size('500 g', 0.5, 0.0007, 3.4, 6)], 'Chilled', 21, 'Milk'),
      sub('DAI-CHS-CUR', 'Cured cheese', ['Manchego cured cheese', 'Semi-cured cheese', 'Goat cheese'], [size('250 g wedge', 0.25, 0.0003, 4.6, 10), size('1 kg wheel', 1, 0.0013, 15.5, 4), size('150 g sliced', 0.15, 0.0003, 2.9, 12)], 'Chilled', 180, 'Milk'),
    ] },
  ] },
  { code: 'BAK', name: 'Bakery', source: 'made', families: [
    { code: 'BAK-BRD', name: 'Bread', subfamilies: [
      sub('BAK-BRD-LOF', 'Loaves', ['Sourdough loaf', 'Rye loaf', 'Country loaf', 'Baguette'], [size('800 g', 0.8, 0.0035, 2.6, 6), size('400 g', 0.4, 0.002, 1.5, 10), size('250 g', 0.25, 0.0015, 0.9, 12)], 'Ambient', 5, 'Gluten'),
      sub('BAK-BRD-SLC', 'Sliced bread', ['White sandwich bread', 'Wholemeal sandwich bread', 'Multigrain bread'], [size('600 g', 0.6, 0.0045, 1.85, 8), size('450 g', 0.45, 0.0035, 1.55, 8), size('800 g', 0.8, 0.0055, 2.4, 6)], 'Ambient', 14, 'Gluten'),
    ] },
    { code: 'BAK-PAS', name: 'Pastries', subfamilies: [
      sub('BAK-PAS-CRO', 'Croissants', ['Butter croissants', 'Chocolate croissants', 'Mini croissants'], [size('6 pack', 0.36, 0.0028, 2.4, 8), size('12 pack', 0.72, 0.0052, 4.3, 4), size('4 pack', 0.24, 0.002, 1.8, 10)], 'Ambient', 21, 'Gluten, milk, egg'),
      sub('BAK-PAS-MUF', 'Muffins and cakes', ['Chocolate muffins', 'Blueberry muffins', 'Marble cake', 'Lemon sponge cake'], [size('4 pack', 0.3, 0.0022, 2.2, 8), size('400 g', 0.4, 0.0025, 2.6, 8)], 'Ambient', 45, 'Gluten, milk, egg'),
    ] },
    { code: 'BAK-BIS', name: 'Biscuits', subfamilies: [
      sub('BAK-BIS-SWT', 'Sweet biscuits', ['Butter biscuits', 'Chocolate chip cookies', 'Digestive biscuits'], [size('200 g', 0.2, 0.0006, 1.4, 12), size('400 g', 0.4, 0.0011, 2.4, 10), size('800 g', 0.8, 0.0021, 4.2, 6)], 'Ambient', 270, 'Gluten, milk'),
      sub('BAK-BIS-CRK', 'Crackers', ['Rye crackers', 'Olive oil crackers', 'Rosemary breadsticks'], [size('200 g', 0.2, 0.0007, 1.6, 12), size('125 g', 0.125, 0.0005, 1.15, 16), size('350 g', 0.35, 0.0012, 2.5, 8)], 'Ambient', 270, 'Gluten'),
    ] },
  ] },
  { code: 'BEV', name: 'Beverages', source: 'bought', families: [
    { code: 'BEV-JUI', name: 'Juices', subfamilies: [
      sub('BEV-JUI-ORA', 'Orange juice', ['Orange juice', 'Orange juice with pulp', 'Orange and carrot juice'], [size('1 L', 1.05, 0.0013, 1.65, 12), size('1.5 L', 1.57, 0.0019, 2.25, 6), size('3x200 ml', 0.63, 0.0009, 1.35, 10)], 'Ambient', 270),
      sub('BEV-JUI-NEC', 'Nectars', ['Peach nectar', 'Pineapple nectar', 'Apple juice', 'Multifruit nectar'], [size('1 L', 1.05, 0.0013, 1.25, 12), size('6x200 ml', 1.26, 0.0018, 2.1, 5)], 'Ambient', 300),
    ] },
    { code: 'BEV-WAT', name: 'Water', subfamilies: [
      sub('BEV-WAT-STL', 'Still water', ['Mineral water', 'Spring water', 'Mountain water'], [size('1.5 L', 1.55, 0.0021, 0.45, 6), size('6x1.5 L', 9.3, 0.0125, 2.45, 1), size('500 ml', 0.52, 0.0008, 0.35, 24)], 'Ambient', 540),
      sub('BEV-WAT-SPK', 'Sparkling water', ['Sparkling water', 'Lemon sparkling water', 'Lime sparkling water'], [size('1 L', 1.05, 0.0015, 0.75, 6), size('6x1 L', 6.3, 0.0088, 4.1, 1), size('330 ml can', 0.35, 0.0005, 0.55, 24)], 'Ambient', 540),
    ] },
    { code: 'BEV-PLT', name: 'Plant drinks', subfamilies: [
      sub('BEV-PLT-OAT', 'Oat drinks', ['Oat drink', 'Oat drink barista', 'Oat drink no sugar'], [size('1 L', 1.03, 0.0013, 1.65, 6), size('6x1 L', 6.18, 0.0078, 9.2, 1), size('250 ml', 0.26, 0.0004, 0.7, 24)], 'Ambient', 300, 'Gluten'),
      sub('BEV-PLT-ALM', 'Almond and soy drinks', ['Almond drink', 'Soy drink', 'Hazelnut drink'], [size('1 L', 1.03, 0.0013, 1.85, 6), size('6x1 L', 6.18, 0.0078, 10.4, 1), size('250 ml', 0.26, 0.0004, 0.8, 24)], 'Ambient', 300, 'Nuts, soy'),
    ] },
  ] },
  { code: 'FRZ', name: 'Frozen', source: 'made', families: [
    { code: 'FRZ-PIZ', name: 'Pizza', subfamilies: [
      sub('FRZ-PIZ-CLS', 'Classic pizza', ['Margherita pizza', 'Ham and cheese pizza', 'Four cheese pizza', 'Pepperoni pizza'], [size('350 g', 0.35, 0.0022, 2.75, 10), size('2x350 g', 0.7, 0.0042, 4.9, 5)], 'Frozen', 270, 'Gluten, milk'),
      sub('FRZ-PIZ-THN', 'Thin crust pizza', ['Thin crust vegetal pizza', 'Thin crust barbecue pizza', 'Thin crust spinach pizza'], [size('320 g', 0.32, 0.0021, 2.95, 10), size('2x320 g', 0.64, 0.004, 5.3, 5), size('180 g mini', 0.18, 0.0012, 1.85, 12)], 'Frozen', 270, 'Gluten, milk'),
    ] },
    { code: 'FRZ-VEG', name: 'Frozen vegetables', subfamilies: [
      sub('FRZ-VEG-SNG', 'Single vegetables', ['Garden peas', 'Spinach portions', 'Broccoli florets', 'Green beans'], [size('1 kg', 1, 0.0021, 1.95, 10), size('400 g', 0.4, 0.0009, 0.95, 16)], 'Frozen', 540),
      sub('FRZ-VEG-MIX', 'Vegetable mixes', ['Mixed vegetables', 'Stir-fry mix', 'Vegetable paella mix'], [size('1 kg', 1, 0.0021, 2.3, 10), size('400 g', 0.4, 0.0009, 1.3, 16), size('600 g', 0.6, 0.0013, 1.7, 12)], 'Frozen', 540),
    ] },
    { code: 'FRZ-ICE', name: 'Ice cream', subfamilies: [
      sub('FRZ-ICE-TUB', 'Ice cream tubs', ['Vanilla ice cream', 'Chocolate ice cream', 'Strawberry ice cream', 'Nougat ice cream'], [size('1 L', 0.55, 0.0014, 3.2, 6), size('500 ml', 0.28, 0.0008, 2.1, 8)], 'Frozen', 540, 'Milk'),
      sub('FRZ-ICE-STK', 'Sticks and cones', ['Chocolate ice cream sticks', 'Almond ice cream sticks', 'Vanilla cones'], [size('4 pack', 0.3, 0.0011, 2.9, 8), size('6 pack', 0.45, 0.0016, 3.9, 6), size('8 mini pack', 0.32, 0.0012, 3.4, 6)], 'Frozen', 540, 'Milk, nuts, gluten'),
    ] },
  ] },
  { code: 'SNK', name: 'Snacks', source: 'bought', families: [
    { code: 'SNK-CRS', name: 'Crisps', subfamilies: [
      sub('SNK-CRS-POT', 'Potato crisps', ['Salted crisps', 'Olive oil crisps', 'Paprika crisps', 'Sea salt and vinegar crisps'], [size('150 g', 0.15, 0.0021, 1.45, 12), size('45 g', 0.045, 0.0007, 0.6, 30)], 'Ambient', 180),
      sub('SNK-CRS-TRT', 'Tortilla chips', ['Tortilla chips natural', 'Tortilla chips chilli', 'Tortilla chips cheese'], [size('200 g', 0.2, 0.0026, 1.55, 12), size('450 g', 0.45, 0.0055, 2.9, 8), size('75 g', 0.075, 0.0011, 0.85, 24)], 'Ambient', 180, 'Milk'),
    ] },
    { code: 'SNK-NUT', name: 'Nuts and dried fruit', subfamilies: [
      sub('SNK-NUT-NUT', 'Nuts', ['Roasted almonds', 'Roasted hazelnuts', 'Cashew nuts', 'Mixed nuts'], [size('200 g', 0.2, 0.0005, 3.1, 12), size('500 g', 0.5, 0.0011, 6.9, 8)], 'Ambient', 365, 'Nuts'),
      sub('SNK-NUT-DRY', 'Dried fruit', ['Dried apricots', 'Dried figs', 'Raisins'], [size('200 g', 0.2, 0.0004, 2.4, 12), size('500 g', 0.5, 0.001, 5.2, 8), size('1 kg', 1, 0.0019, 9.6, 4)], 'Ambient', 365),
    ] },
    { code: 'SNK-BAR', name: 'Bars and chocolate', subfamilies: [
      sub('SNK-BAR-CER', 'Cereal bars', ['Granola bars', 'Oat and honey bars', 'Nut bars'], [size('6 pack', 0.15, 0.0004, 1.95, 16), size('12 pack', 0.3, 0.0008, 3.6, 8), size('24 pack', 0.6, 0.0015, 6.6, 4)], 'Ambient', 270, 'Gluten, nuts'),
      sub('SNK-BAR-CHO', 'Chocolate', ['Milk chocolate bar', 'Dark chocolate 70% bar', 'Hazelnut chocolate bar', 'White chocolate bar'], [size('100 g', 0.1, 0.0002, 1.35, 20), size('200 g', 0.2, 0.0004, 2.45, 12)], 'Ambient', 365, 'Milk, nuts, soy'),
    ] },
  ] },
  { code: 'RDY', name: 'Ready meals', source: 'made', families: [
    { code: 'RDY-PAS', name: 'Pasta dishes', subfamilies: [
      sub('RDY-PAS-LAS', 'Lasagne and bakes', ['Beef lasagne', 'Vegetable lasagne', 'Cannelloni', 'Macaroni cheese'], [size('400 g', 0.4, 0.0012, 3.25, 8), size('1 kg family', 1, 0.0028, 6.9, 4)], 'Chilled', 10, 'Gluten, milk, egg'),
      sub('RDY-PAS-FRS', 'Fresh pasta', ['Spinach ravioli', 'Tortellini ham and cheese', 'Fresh tagliatelle'], [size('250 g', 0.25, 0.0007, 2.35, 10), size('500 g', 0.5, 0.0013, 4.1, 6), size('1 kg', 1, 0.0025, 7.4, 4)], 'Chilled', 30, 'Gluten, egg, milk'),
    ] },
    { code: 'RDY-SOU', name: 'Soups', subfamilies: [
      sub('RDY-SOU-CRM', 'Cream soups', ['Vegetable cream soup', 'Pumpkin cream soup', 'Mushroom cream soup'], [size('500 ml', 0.5, 0.0008, 2.2, 8), size('1 L', 1, 0.0014, 3.6, 6), size('300 ml', 0.3, 0.0005, 1.5, 12)], 'Chilled', 21, 'Milk'),
      sub('RDY-SOU-BRT', 'Broths and stews', ['Lentil stew', 'Chicken broth', 'Chickpea stew', 'Beef stew'], [size('500 ml', 0.5, 0.0008, 2.45, 8), size('1 L', 1, 0.0014, 3.9, 6)], 'Chilled', 21),
    ] },
    { code: 'RDY-WRL', name: 'World cuisine', subfamilies: [
      sub('RDY-WRL-ASI', 'Asian dishes', ['Chicken curry', 'Pad thai', 'Vegetable noodles'], [size('350 g', 0.35, 0.001, 3.45, 8), size('700 g', 0.7, 0.0019, 6.2, 4), size('250 g', 0.25, 0.0008, 2.65, 10)], 'Chilled', 12, 'Gluten, soy'),
      sub('RDY-WRL-MED', 'Mediterranean dishes', ['Vegetable paella', 'Chicken paella', 'Spanish omelette'], [size('400 g', 0.4, 0.0012, 3.6, 8), size('800 g', 0.8, 0.0023, 6.5, 4), size('250 g', 0.25, 0.0008, 2.5, 10)], 'Chilled', 12, 'Egg'),
    ] },
  ] },
];
