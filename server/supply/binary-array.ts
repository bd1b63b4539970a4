// One-dimensional float8[] / int4[] in PostgreSQL's binary form (what
// array_send writes and array_recv reads), to send as a binary parameter
// (Queryable: a Uint8Array parameter): the server copies the figures in
// instead of parsing millions of decimal texts (a full projection holds
// 5.8 million). Given rounded() figures (bulk.ts) they are the ones the text
// path stores, bit for bit: rounded() is n / 10^d for n = round(value *
// 10^d), the double nearest to the decimal decimalText writes, which is what
// the server's parse of that text gives.
const FLOAT8 = 701;
const INT4 = 23;
/**
 * The binary array of `values` (null: a NULL element). float8 values are
 * written as given (round them first); int4 values must be integers of the
 * int4 range, as the text path would otherwise fail on the server. One
 * pass over plain loops: a projection's write encodes 5.8 million figures.
 */
export function binaryArray(type: 'float8' | 'int4', values: ArrayLike<number | null>): Uint8Array {
  const count = values.length;
  let nulls = 0;
  if (!ArrayBuffer.isView(values)) for (let i = 0; i < count; i++) if (values[i] === null) nulls++;
  const size = type === 'float8' ? 8 : 4;
  const header = count === 0 ? 12 : 20;
  const out = new Uint8Array(header + count * 4 + (count - nulls) * size);
  const view = new DataView(out.buffer);
  view.setInt32(0, count === 0 ? 0 : 1);
  view.setInt32(4, nulls > 0 ? 1 : 0);
  view.setInt32(8, type === 'float8' ? FLOAT8 : INT4);
  if (count === 0) return out;
  view.setInt32(12, count);
  view.setInt32(16, 1);
  let offset = header;
  if (type === 'float8') {
    for (let i = 0; i < count; i++) {
      const v = values[i];
      if (v === null) {
        view.setInt32(offset, -1);
        offset += 4;
      } else {
        view.setInt32(offset, 8);
        view.setFloat64(offset + 4, v);
        offset += 12;
      }
    }
    return out;
  }
  for (let i = 0; i < count; i++) {
    const v = values[i];
    if (v === null) {
      view.setInt32(offset, -1);
      offset += 4;
    } else {
      if (!Number.isInteger(v) || v > 2_147_483_647 || v < -2_147_483_648) throw new RangeError(`not an int4: ${v}`);
      view.setInt32(offset, 4);
      view.setInt32(offset + 4, v);
      offset += 8;
    }
  }
  return out;
}
