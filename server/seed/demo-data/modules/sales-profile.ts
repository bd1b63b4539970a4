// What shapes the demo's sales, per subfamily and customer: the seasonal
// profile (summer drinks and ice cream, Christmas sweets, winter soups), how
// much a customer of each segment buys, which channels carry which
// categories, and the price each channel pays. Pure data and small
// functions, shared by the sales history and the open orders.

/** Monthly seasonal indices (January first), mean 1. */
export type SeasonProfile = readonly number[];

const normalise = (values: number[]): number[] => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.map((v) => v / mean);
};

/** A smooth yearly wave peaking in `peak` (1-12) with relative amplitude `amplitude`. */
export function wave(peak: number, amplitude: number): SeasonProfile {
  return normalise(Array.from({ length: 12 }, (_, m) => 1 + amplitude * Math.cos((2 * Math.PI * (m + 1 - peak)) / 12)));
}

/** A flat year with extra demand in some months (e.g. Christmas), as multipliers. */
function spikes(extra: Record<number, number>): SeasonProfile {
  return normalise(Array.from({ length: 12 }, (_, m) => 1 + (extra[m + 1] ?? 0)));
}

const FLAT: SeasonProfile = Array.from({ length: 12 }, () => 1);

/** Seasonal profile by subfamily code (food: summer drinks and ice cream, Christmas sweets, winter soups). */
const PROFILES: Record<string, SeasonProfile> = {
  'DAI-MLK-UHT': wave(1, 0.06),
  'DAI-MLK-FRS': wave(1, 0.05),
  'DAI-MLK-FLV': wave(7, 0.15),
  'DAI-YOG-NAT': wave(6, 0.1),
  'DAI-YOG-GRK': wave(6, 0.12),
  'DAI-YOG-FRU': wave(6, 0.18),
  'DAI-CHS-FRS': wave(7, 0.12),
  'DAI-CHS-CUR': spikes({ 12: 0.85, 11: 0.2, 1: -0.1 }),
  'BAK-BRD-LOF': FLAT,
  'BAK-BRD-SLC': wave(9, 0.08),
  'BAK-PAS-CRO': wave(10, 0.08),
  'BAK-PAS-MUF': spikes({ 12: 0.5, 4: 0.15 }),
  'BAK-BIS-SWT': spikes({ 12: 0.9, 11: 0.3, 9: 0.15 }),
  'BAK-BIS-CRK': FLAT,
  'BEV-JUI-ORA': wave(7, 0.22),
  'BEV-JUI-NEC': wave(7, 0.3),
  'BEV-WAT-STL': wave(7, 0.4),
  'BEV-WAT-SPK': wave(7, 0.3),
  'BEV-PLT-OAT': wave(7, 0.08),
  'BEV-PLT-ALM': wave(7, 0.08),
  'FRZ-PIZ-CLS': wave(1, 0.12),
  'FRZ-PIZ-THN': wave(1, 0.1),
  'FRZ-VEG-SNG': wave(1, 0.15),
  'FRZ-VEG-MIX': wave(1, 0.15),
  'FRZ-ICE-TUB': wave(7, 0.75),
  'FRZ-ICE-STK': wave(7, 0.9),
  'SNK-CRS-POT': wave(7, 0.15),
  'SNK-CRS-TRT': wave(7, 0.15),
  'SNK-NUT-NUT': spikes({ 12: 1.1, 11: 0.25, 1: -0.15 }),
  'SNK-NUT-DRY': spikes({ 12: 0.8, 11: 0.2 }),
  'SNK-BAR-CER': wave(10, 0.1),
  'SNK-BAR-CHO': spikes({ 12: 1.3, 11: 0.4, 4: 0.35, 7: -0.3, 8: -0.35 }),
  'RDY-PAS-LAS': wave(1, 0.2),
  'RDY-PAS-FRS': wave(2, 0.1),
  'RDY-SOU-CRM': wave(1, 0.6),
  'RDY-SOU-BRT': wave(1, 0.7),
  'RDY-WRL-ASI': FLAT,
  'RDY-WRL-MED': wave(7, 0.2),
};

export function seasonProfile(subfamily: string): SeasonProfile {
  return PROFILES[subfamily] ?? FLAT;
}

/** Share of a segment's demand relative to a key account. */
export const SEGMENT_WEIGHT: Record<string, number> = { 'key-account': 1, large: 0.45, medium: 0.18, small: 0.05 };

/** Chance that a customer of the segment lists a given product (before the channel's affinity). */
export const SEGMENT_ASSORTMENT: Record<string, number> = { 'key-account': 0.34, large: 0.2, medium: 0.11, small: 0.07 };

/** How much each channel buys of each category, relative to retail (0 = never listed). */
const CHANNEL_AFFINITY: Record<string, Record<string, number>> = {
  retail: { Dairy: 1, Bakery: 1, Beverages: 1, Frozen: 1, Snacks: 1, 'Ready meals': 1 },
  wholesale: { Dairy: 0.9, Bakery: 0.6, Beverages: 1.2, Frozen: 0.7, Snacks: 1.1, 'Ready meals': 0.5 },
  horeca: { Dairy: 1.1, Bakery: 1.3, Beverages: 0.9, Frozen: 0.8, Snacks: 0.3, 'Ready meals': 0.9 },
  online: { Dairy: 0.6, Bakery: 0.4, Beverages: 0.9, Frozen: 0.3, Snacks: 1, 'Ready meals': 0.6 },
};

export function channelAffinity(channel: string, category: string): number {
  return CHANNEL_AFFINITY[channel]?.[category] ?? 0.5;
}

/** Price a channel pays over the list price (key accounts get the deepest discount). */
export function channelPriceFactor(channel: string, segment: string): number {
  const base = channel === 'wholesale' ? 0.8 : channel === 'horeca' ? 1 : channel === 'online' ? 0.95 : 0.92;
  return segment === 'key-account' ? base - 0.05 : segment === 'small' ? base + 0.03 : base;
}

/** Units a key account buys of a product per month at its list price: cheap items sell more. */
export function keyAccountVolume(price: number): number {
  return 5200 / Math.pow(Math.max(0.3, price), 0.75);
}
