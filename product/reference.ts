// Reference data and field checks of the onboarding forms, shared by the
// browser and the server (pure, no React): countries, currencies and time
// zones by their standard codes, and tax id / postal code checks. Names are
// never stored here: the browser names codes in the user's language with
// Intl.DisplayNames.

/** ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA ' +
  'LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

type IntlWithValues = typeof Intl & { supportedValuesOf?(key: 'currency' | 'timeZone'): string[] };
const supported = (key: 'currency' | 'timeZone'): string[] => {
  try {
    return (Intl as IntlWithValues).supportedValuesOf?.(key) ?? [];
  } catch {
    return [];
  }
};

const FALLBACK_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CNY', 'MXN', 'BRL', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'MAD', 'TRY', 'INR'];

/** ISO 4217 codes this runtime knows (Intl), or a short list of common ones. */
export function currencyCodes(): string[] {
  const codes = supported('currency').filter((c) => /^[A-Z]{3}$/.test(c));
  return codes.length > 0 ? codes : FALLBACK_CURRENCIES;
}

/** IANA time zones this runtime knows, UTC included. */
export function timeZones(): string[] {
  return [...new Set([...supported('timeZone'), 'UTC'])].sort();
}

export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Upper case, without spaces, dots or dashes; a VAT prefix of the same country is dropped (ESB12345674 -> B12345674). */
export function normalizeTaxId(country: string, value: string): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  return compact.startsWith(country) && compact.length > country.length + 3 ? compact.slice(country.length) : compact;
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish NIF (12345678Z), NIE (X1234567L) or CIF (B12345674), with their check characters. */
export function isValidSpanishTaxId(raw: string): boolean {
  const value = normalizeTaxId('ES', raw);
  const nif = /^(\d{8})([A-Z])$/.exec(value);
  if (nif) return NIF_LETTERS[Number(nif[1]) % 23] === nif[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie) return NIF_LETTERS[Number(`${'XYZ'.indexOf(nie[1])}${nie[2]}`) % 23] === nie[3];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!cif) return false;
  const digits = cif[2].split('').map(Number);
  let sum = 0;
  digits.forEach((d, i) => {
    if (i % 2 === 1) sum += d;
    else {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  const control = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[control];
  const check = cif[3];
  if ('KPQSNW'.includes(cif[1])) return check === letter;
  if ('ABEH'.includes(cif[1])) return check === String(control);
  return check === String(control) || check === letter;
}

/** A tax id that can be right: checked with its check character in Spain, by form elsewhere. */
export function isValidTaxId(country: string, value: string): boolean {
  if (country === 'ES') return isValidSpanishTaxId(value);
  return /^[A-Z0-9]{4,20}$/.test(normalizeTaxId(country, value));
}

const POSTAL_CODES: Record<string, RegExp> = {
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  MX: /^\d{5}$/,
  AD: /^AD\d{3}$/i,
};

export function isValidPostalCode(country: string, value: string): boolean {
  const pattern = POSTAL_CODES[country] ?? /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
  return pattern.test(value.trim());
}
