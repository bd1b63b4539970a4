// The products file of the data origin step: its columns (four fixed ones
// plus one per product attribute the company defined) and the check of every
// row. Pure, shared by the browser and the server, like csv.ts.
import { toCsvLine, validateTable, type CellValue, type ColumnSpec, type RowProblem, type TableResult } from './csv';

export type AttributeType = 'text' | 'number' | 'boolean' | 'list';

/** A product attribute as the API returns it. */
export interface AttributeDefinition {
  Name: string;
  Type: AttributeType;
  AllowedValues: string[];
  Required: boolean;
}

/** Fixed columns of every products file; attribute names may not reuse them. */
export const FIXED_PRODUCT_COLUMNS: readonly ColumnSpec[] = [
  { key: 'code', header: 'code', type: 'text', requiredColumn: true, required: true, maxLength: 40, unique: true },
  { key: 'name', header: 'name', type: 'text', requiredColumn: true, required: true, maxLength: 120 },
  { key: 'family', header: 'family', type: 'text', maxLength: 80 },
  { key: 'unit', header: 'unit', type: 'text', maxLength: 20 },
];

export const RESERVED_ATTRIBUTE_NAMES: readonly string[] = FIXED_PRODUCT_COLUMNS.map((c) => c.header);

export const MAX_PRODUCT_ROWS = 5000;
/** Characters of a products file; the import endpoint's body limit follows from it. */
export const MAX_PRODUCT_FILE_CHARS = 2_000_000;

export function isReservedAttributeName(name: string): boolean {
  return RESERVED_ATTRIBUTE_NAMES.includes(name.trim().toLowerCase());
}

export function productColumns(attributes: readonly AttributeDefinition[]): ColumnSpec[] {
  return [
    ...FIXED_PRODUCT_COLUMNS,
    ...attributes.map((a): ColumnSpec => ({
      key: `attribute:${a.Name}`,
      header: a.Name,
      type: a.Type,
      required: a.Required,
      requiredColumn: a.Required,
      maxLength: a.Type === 'text' ? 200 : undefined,
      allowed: a.Type === 'list' ? a.AllowedValues : undefined,
    })),
  ];
}

export interface ProductRow {
  line: number;
  code: string;
  name: string;
  family: string | null;
  unit: string;
  /** Attribute name -> value (only the attributes the row gives). */
  attributes: Record<string, string | number | boolean>;
}

export interface ProductsFileResult {
  products: ProductRow[];
  problems: RowProblem[];
  problemCount: number;
}

/** Checks every row of a products file; products is empty whenever there is any problem. */
export function validateProductsFile(text: string, attributes: readonly AttributeDefinition[]): ProductsFileResult {
  const result: TableResult = validateTable(text, productColumns(attributes), { maxRows: MAX_PRODUCT_ROWS });
  const products = result.rows.map(({ line, values }): ProductRow => {
    const attrs: Record<string, string | number | boolean> = {};
    for (const a of attributes) {
      const value: CellValue = values[`attribute:${a.Name}`];
      if (value !== null) attrs[a.Name] = value;
    }
    return {
      line,
      code: String(values.code),
      name: String(values.name),
      family: values.family === null ? null : String(values.family),
      unit: values.unit === null ? 'unit' : String(values.unit),
      attributes: attrs,
    };
  });
  return { products, problems: result.problems, problemCount: result.problemCount };
}

/** A template file: the header and one example row, so users start from the right columns. */
export function productsTemplate(attributes: readonly AttributeDefinition[]): string {
  const example = (a: AttributeDefinition) =>
    a.Type === 'number' ? '1' : a.Type === 'boolean' ? 'true' : a.Type === 'list' ? a.AllowedValues[0] ?? '' : '';
  const header = productColumns(attributes).map((c) => c.header);
  const row = ['SKU-001', 'Example product', 'Family A', 'unit', ...attributes.map(example)];
  return `${toCsvLine(header)}\r\n${toCsvLine(row)}\r\n`;
}
