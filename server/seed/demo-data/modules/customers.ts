// Forty customers across the four channels and Spain's sales regions, with
// valid Spanish tax ids (CIF) and postal codes of their province.
import type { DemoModule, DemoRow } from '../model';
import type { Random } from '../random';
import { addMonths } from '../dates';

/** City -> sales region and postal code prefix (province). */
const CITIES: Record<string, [region: string, postal: string]> = {
  Madrid: ['center', '28'], Toledo: ['center', '45'], Guadalajara: ['center', '19'],
  Barcelona: ['east', '08'], Valencia: ['east', '46'], Alicante: ['east', '03'], Murcia: ['east', '30'], Zaragoza: ['east', '50'],
  Sevilla: ['south', '41'], 'Málaga': ['south', '29'], Granada: ['south', '18'], 'Córdoba': ['south', '14'],
  Bilbao: ['north', '48'], Santander: ['north', '39'], Oviedo: ['north', '33'], Pamplona: ['north', '31'],
  'A Coruña': ['west', '15'], Vigo: ['west', '36'], Valladolid: ['west', '47'], Salamanca: ['west', '37'],
  'Palma': ['islands', '07'], 'Las Palmas de Gran Canaria': ['islands', '35'],
};

/** [name, channel, segment, city] */
const CUSTOMERS: Array<[string, string, string, string]> = [
  ['Supermercados Sol y Mar', 'retail', 'key-account', 'Valencia'], ['Hipermercados Meseta', 'retail', 'key-account', 'Madrid'],
  ['Cadena Alimentaria del Norte', 'retail', 'key-account', 'Bilbao'], ['Supermercados La Giralda', 'retail', 'key-account', 'Sevilla'],
  ['Autoservicios Cantábricos', 'retail', 'large', 'Santander'], ['Mercados Familiares Galegos', 'retail', 'large', 'A Coruña'],
  ['Supermercats Mediterrani', 'retail', 'large', 'Barcelona'], ['Súper Ahorro Castilla', 'retail', 'large', 'Valladolid'],
  ['Hiper Canarias Distribución', 'retail', 'large', 'Las Palmas de Gran Canaria'], ['Comercial Balear de Alimentación', 'retail', 'medium', 'Palma'],
  ['Tiendas de Barrio Aragón', 'retail', 'medium', 'Zaragoza'], ['Supermercados El Olivo', 'retail', 'medium', 'Córdoba'],
  ['Ultramarinos Navarra', 'retail', 'small', 'Pamplona'], ['Frutas y Ultramarinos Segura', 'retail', 'small', 'Murcia'],
  ['Cash & Carry Centro', 'wholesale', 'key-account', 'Madrid'], ['Distribuciones Levante', 'wholesale', 'large', 'Alicante'],
  ['Mayorista Andaluz de Alimentación', 'wholesale', 'large', 'Málaga'], ['Almacenes Astur', 'wholesale', 'medium', 'Oviedo'],
  ['Distribuidora Toledana', 'wholesale', 'medium', 'Toledo'], ['Comercial Vigo Foods', 'wholesale', 'medium', 'Vigo'],
  ['Suministros Hosteleros Catalunya', 'wholesale', 'large', 'Barcelona'], ['Alimentación Salmantina', 'wholesale', 'small', 'Salamanca'],
  ['Grupo Restauración Ibérica', 'horeca', 'key-account', 'Madrid'], ['Hoteles Costa Blanca', 'horeca', 'large', 'Alicante'],
  ['Catering Escolar Castilla', 'horeca', 'large', 'Valladolid'], ['Cafeterías Urbanas', 'horeca', 'medium', 'Barcelona'],
  ['Restaurantes La Alhambra', 'horeca', 'medium', 'Granada'], ['Hotel Atlántico Vigo', 'horeca', 'small', 'Vigo'],
  ['Colectividades Hospitalarias del Sur', 'horeca', 'large', 'Sevilla'], ['Bar Restaurante El Puerto', 'horeca', 'small', 'Málaga'],
  ['Hoteles Insulares Mallorca', 'horeca', 'large', 'Palma'], ['Comedores de Empresa Bizkaia', 'horeca', 'medium', 'Bilbao'],
  ['Pastelerías y Cafés Guadalajara', 'horeca', 'small', 'Guadalajara'], ['Catering Aéreo Madrid', 'horeca', 'medium', 'Madrid'],
  ['Despensa Online', 'online', 'large', 'Madrid'], ['Mercado Digital Mediterráneo', 'online', 'medium', 'Valencia'],
  ['Cesta en Casa', 'online', 'medium', 'Barcelona'], ['Súper a Domicilio Canarias', 'online', 'small', 'Las Palmas de Gran Canaria'],
  ['Gourmet Express', 'online', 'small', 'Madrid'], ['Club del Desayuno', 'online', 'small', 'Zaragoza'],
];

/** A valid CIF of a limited company (B + 7 digits + control digit). */
export function spanishCif(r: Random, letter = 'B'): string {
  const digits = Array.from({ length: 7 }, () => r.int(0, 9));
  let even = 0;
  let odd = 0;
  digits.forEach((d, i) => {
    if (i % 2 === 1) even += d;
    else odd += String(d * 2).split('').reduce((a, c) => a + Number(c), 0);
  });
  const control = (10 - ((even + odd) % 10)) % 10;
  return `${letter}${digits.join('')}${control}`;
}

const slug = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 18);

export const customersModule: DemoModule = {
  name: 'customers',
  generate(ctx) {
    const r = ctx.random;
    const rows: DemoRow[] = CUSTOMERS.map(([name, channel, segment, city], i) => {
      const [region, postal] = CITIES[city];
      const big = segment === 'key-account' || segment === 'large';
      return {
        code: `C${String(i + 1).padStart(4, '0')}`,
        name,
        taxId: spanishCif(r, segment === 'small' && r.chance(0.3) ? 'B' : r.pick(['A', 'B'])),
        channel,
        region,
        segment,
        city,
        postalCode: `${postal}${String(r.int(1, 999)).padStart(3, '0')}`,
        country: 'ES',
        email: `compras@${slug(name)}.example`,
        phone: `+34 9${r.int(10, 88)} ${r.int(100, 999)} ${r.int(100, 999)}`,
        paymentTermsDays: channel === 'online' ? 30 : r.pick(big ? [60, 90] : [30, 45, 60]),
        creditLimit: big ? r.int(20, 120) * 5000 : r.int(2, 15) * 2500,
        since: addMonths(`${ctx.today.slice(0, 7)}-01`, -r.int(6, 180)),
        active: i !== 13 && i !== 39, // two customers stopped buying
      };
    });
    return [{ entity: 'customer', rows }];
  },
};
