// Spreadsheet formula injection: a text cell that starts with =, +, -, @, a
// tab or a carriage return is run as a formula by Excel, LibreOffice and
// Google Sheets when the file is opened (a CSV) or the cell is edited (an
// XLSX), so a row's name, a reference's key or a report label could call out
// (=HYPERLINK, =WEBSERVICE, @SUM...). Every exported text cell passes here
// and gets a leading apostrophe, which spreadsheets read as "this is text";
// numbers, booleans and dates are typed cells and stay as they are (a
// negative number is a number, not text). The import takes the apostrophe
// off again, so an exported file imports back unchanged.

// Apostrophes already in front are counted too, so text that truly starts with '= keeps its apostrophe through a round trip.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** The cell as a spreadsheet must show it, never run it. */
export function guardCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** An imported text as it was before export guarded it. */
export const unguardText = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);
