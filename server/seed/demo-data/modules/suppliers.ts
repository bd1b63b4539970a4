// Seventeen suppliers (ten Spanish, seven abroad whose goods come in
// containers or by truck), the catalogue of supplier attributes and each
// supplier's values.
import type { DemoModule, DemoRow } from '../model';
import { spanishCif } from './customers';

/** [code, name, country, city, currency, incoterm, origin port, what they supply] */
export const SUPPLIERS: Array<[string, string, string, string, string, string | null, string | null, string]> = [
  ['SUP-001', 'Lácteos del Cantábrico S.L.', 'ES', 'Santander', 'EUR', 'dap', null, 'dairy'],
  ['SUP-002', 'Harinera del Ebro S.A.', 'ES', 'Zaragoza', 'EUR', 'dap', null, 'flour'],
  ['SUP-003', 'Azucarera Peninsular S.A.', 'ES', 'Valladolid', 'EUR', 'dap', null, 'sugar'],
  ['SUP-004', 'Aceites Sierra Sur S.C.A.', 'ES', 'Jaén', 'EUR', 'dap', null, 'oil'],
  ['SUP-005', 'Granja Avícola La Mancha S.L.', 'ES', 'Toledo', 'EUR', 'dap', null, 'eggs'],
  ['SUP-006', 'Hortícola del Segura S.L.', 'ES', 'Murcia', 'EUR', 'dap', null, 'vegetables'],
  ['SUP-007', 'Cárnicas Montes de Toledo S.L.', 'ES', 'Toledo', 'EUR', 'dap', null, 'meat'],
  ['SUP-008', 'Especias y Condimentos Mediterráneo S.L.', 'ES', 'Alicante', 'EUR', 'fca', null, 'spices'],
  ['SUP-009', 'Cartonajes del Norte S.A.', 'ES', 'Bilbao', 'EUR', 'dap', null, 'packaging'],
  ['SUP-010', 'Plásticos Técnicos Levante S.L.', 'ES', 'Valencia', 'EUR', 'dap', null, 'packaging'],
  ['SUP-011', 'Anatolia Nut Export Ltd.', 'TR', 'Mersin', 'EUR', 'fob', 'TRMER', 'nuts'],
  ['SUP-012', 'Sacramento Valley Almonds Inc.', 'US', 'Oakland', 'USD', 'fob', 'USOAK', 'nuts'],
  ['SUP-013', 'Mekong Cashew Co.', 'VN', 'Ho Chi Minh City', 'USD', 'fob', 'VNSGN', 'nuts'],
  ['SUP-014', 'Ningbo Food Packaging Co. Ltd.', 'CN', 'Ningbo', 'USD', 'fob', 'CNNGB', 'packaging'],
  ['SUP-015', 'Citrus Paulista Ltda.', 'BR', 'Santos', 'USD', 'cfr', 'BRSSZ', 'juice'],
  ['SUP-016', 'Lowlands Foods B.V.', 'NL', 'Rotterdam', 'EUR', 'cif', 'NLRTM', 'chocolate'],
  ['SUP-017', 'Ferments et Cultures SAS', 'FR', 'Lyon', 'EUR', 'dap', null, 'cultures'],
];

const ATTRIBUTES: DemoRow[] = [
  { code: 'CERT', name: 'Food safety certification', type: 'list', allowedValues: 'IFS\nBRCGS\nFSSC 22000\nNone', mandatory: true, description: 'GFSI-recognised scheme of its plant.' },
  { code: 'ORGANIC', name: 'Organic certified', type: 'boolean', allowedValues: null, mandatory: false, description: null },
  { code: 'OTD', name: 'On-time delivery (%)', type: 'number', allowedValues: null, mandatory: false, description: 'Share of deliveries on the agreed day, last 12 months.' },
  { code: 'RISK', name: 'Supply risk', type: 'list', allowedValues: 'Low\nMedium\nHigh', mandatory: true, description: 'Single source, distance and financial health together.' },
  { code: 'AUDIT', name: 'Last audit year', type: 'number', allowedValues: null, mandatory: false, description: null },
];

export const suppliersModule: DemoModule = {
  name: 'suppliers',
  generate(ctx) {
    const r = ctx.random;
    const year = Number(ctx.today.slice(0, 4));
    const suppliers: DemoRow[] = [];
    const values: DemoRow[] = [];
    for (const [code, name, country, city, currency, incoterm, originPort] of SUPPLIERS) {
      const domestic = country === 'ES';
      suppliers.push({
        code, name, country, city, currency, incoterm, originPort,
        taxId: domestic ? spanishCif(r, name.endsWith('S.A.') ? 'A' : name.endsWith('S.C.A.') ? 'F' : 'B') : null,
        email: `orders@${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, '').slice(0, 16)}.example`,
        phone: domestic ? `+34 9${r.int(10, 88)} ${r.int(100, 999)} ${r.int(100, 999)}` : null,
        paymentTermsDays: domestic ? r.pick([30, 60, 90]) : r.pick([30, 45, 60]),
        active: true,
        notes: null,
      });
      values.push(
        { supplier: code, attribute: 'CERT', value: r.pick(domestic ? ['IFS', 'IFS', 'BRCGS'] : ['BRCGS', 'FSSC 22000', 'FSSC 22000', 'None']) },
        { supplier: code, attribute: 'OTD', value: String(r.int(domestic ? 88 : 72, 99)) },
        { supplier: code, attribute: 'RISK', value: domestic ? r.pick(['Low', 'Low', 'Medium']) : r.pick(['Medium', 'High']) },
        { supplier: code, attribute: 'AUDIT', value: String(year - r.int(0, 2)) },
      );
      if (r.chance(0.4)) values.push({ supplier: code, attribute: 'ORGANIC', value: r.chance(0.5) ? 'yes' : 'no' });
    }
    return [
      { entity: 'supplier-attribute', rows: ATTRIBUTES },
      { entity: 'supplier', rows: suppliers },
      { entity: 'supplier-attribute-value', rows: values },
    ];
  },
};
