// Refusals of an imported file as a whole, and of a value the database
// cannot take, in the user's language (config/i18n/<lang>/file-errors.yaml).
// Kept apart from texts.ts's catalogue, which spreads them in.
export const FILE_TEXTS = {
  'files.notASpreadsheet': 'The file is not a CSV or XLSX spreadsheet: save it from the spreadsheet as CSV or Excel workbook (.xlsx) and import it again',
  'files.encryptedOrOld': 'The file is protected by a password or is an old Excel file (.xls): save a copy as Excel workbook (.xlsx) without a password and import that',
  'files.damaged': 'The file is damaged or cut short: save it again from the spreadsheet and import the new copy',
  'files.tooManyRows': 'The file has more than {{max}} rows: split it into smaller files and import them one by one',
  'files.tooManyColumns': 'The file has more than {{max}} columns: keep only the columns to import',
  'files.tooLarge': 'The file is larger than {{mb}} MB: split it into smaller files and import them one by one',
  'input.malformedValue': 'A value is not in the form its field takes',
} as const satisfies Record<string, string>;
