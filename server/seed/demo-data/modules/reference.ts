// Reference data every other module points at: units, sites, ports and the
// three warehouses. Fixed lists: a demo reader recognises real places.
import type { DemoModule, DemoRow } from '../model';

const units: DemoRow[] = [
  { code: 'UN', name: 'Unit', kind: 'count', decimals: 0 },
  { code: 'CJ', name: 'Case', kind: 'count', decimals: 0 },
  { code: 'PAL', name: 'Pallet', kind: 'count', decimals: 0 },
  { code: 'KG', name: 'Kilogram', kind: 'weight', decimals: 3 },
  { code: 'G', name: 'Gram', kind: 'weight', decimals: 0 },
  { code: 'L', name: 'Litre', kind: 'volume', decimals: 3 },
  { code: 'ML', name: 'Millilitre', kind: 'volume', decimals: 0 },
  { code: 'M', name: 'Metre', kind: 'length', decimals: 2 },
];

const site = (code: string, name: string, kind: string, address: string, postalCode: string, city: string, region: string, latitude: number, longitude: number): DemoRow =>
  ({ code, name, kind, address, postalCode, city, region, country: 'ES', latitude, longitude, timeZone: 'Europe/Madrid' });

/** Two plants, three warehouses and the head office, in three regions with different holidays. */
export const LOCATIONS: DemoRow[] = [
  site('MAD-HQ', 'Madrid head office', 'office', 'Calle de Alcalá 120', '28009', 'Madrid', 'Comunidad de Madrid', 40.4232, -3.6792),
  site('ALC-PLANT', 'Alcalá de Henares plant', 'factory', 'Polígono Industrial La Garena, nave 14', '28806', 'Alcalá de Henares', 'Comunidad de Madrid', 40.5031, -3.3418),
  site('MOL-PLANT', 'Mollet del Vallès plant', 'factory', 'Carrer de la Indústria 33', '08100', 'Mollet del Vallès', 'Cataluña', 41.5394, 2.2131),
  site('GTF-DC', 'Getafe distribution centre', 'warehouse', 'Avenida de las Arcas del Agua 8', '28906', 'Getafe', 'Comunidad de Madrid', 40.3057, -3.7176),
  site('BCN-DC', 'Barcelona Zona Franca warehouse', 'warehouse', 'Carrer 60, sector A', '08040', 'Barcelona', 'Cataluña', 41.3385, 2.1286),
  site('SVQ-DC', 'Sevilla regional warehouse', 'warehouse', 'Polígono La Isla, parcela 21', '41703', 'Dos Hermanas', 'Andalucía', 37.3226, -5.9511),
];

const port = (code: string, name: string, clearanceDays: number | null = null): DemoRow =>
  ({ code, name, country: code.slice(0, 2), kind: 'sea', clearanceDays });

/** Spanish ports of arrival (with their usual clearance) and the origin ports of imported goods. */
export const PORTS: DemoRow[] = [
  port('ESVLC', 'Valencia', 2), port('ESBCN', 'Barcelona', 2), port('ESALG', 'Algeciras', 3), port('ESBIO', 'Bilbao', 2),
  port('TRMER', 'Mersin'), port('TRIST', 'Istanbul (Ambarli)'), port('USOAK', 'Oakland'), port('VNSGN', 'Ho Chi Minh City (Cat Lai)'),
  port('BRSSZ', 'Santos'), port('NLRTM', 'Rotterdam'), port('CNNGB', 'Ningbo'), port('CNSHA', 'Shanghai'), port('INNSA', 'Nhava Sheva'),
  port('ITGOA', 'Genoa'),
];

/** Warehouse -> the Spanish port its containers arrive at. */
export const WAREHOUSE_PORT: Record<string, string> = { 'WH-GTF': 'ESVLC', 'WH-BCN': 'ESBCN', 'WH-SVQ': 'ESALG' };

export const referenceModule: DemoModule = {
  name: 'reference',
  generate: () => [
    { entity: 'unit', rows: units },
    { entity: 'location', rows: LOCATIONS },
    { entity: 'port', rows: PORTS },
    {
      entity: 'warehouse',
      rows: [
        { code: 'WH-GTF', name: 'Getafe central warehouse', location: 'GTF-DC', kind: 'own', temperature: 'multi', capacityPallets: 24000, active: true },
        { code: 'WH-BCN', name: 'Barcelona warehouse', location: 'BCN-DC', kind: 'own', temperature: 'multi', capacityPallets: 12000, active: true },
        { code: 'WH-SVQ', name: 'Sevilla warehouse', location: 'SVQ-DC', kind: 'third-party', temperature: 'multi', capacityPallets: 6500, active: true },
      ],
    },
  ],
};
