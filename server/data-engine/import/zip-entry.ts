// Reads one entry of a ZIP archive (an XLSX file is one) as a stream of text
// chunks, with nothing but node:zlib. The streaming XLSX reader of exceljs
// skips a sheet's <mergeCells>; the import looks for them here, in constant
// memory, to refuse a sheet whose merged cells would be read as blanks.
import { createInflateRaw } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function entries(zip: Buffer): Entry[] {
  // The end-of-central-directory record is in the last 64 KB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_558); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: Entry[] = [];
  for (let n = 0; n < count && at + 46 <= zip.length && zip.readUInt32LE(at) === CENTRAL; n++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    out.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

/** The entry's text in chunks; nothing when the archive has no such entry. */
export async function* zipEntryText(zip: Buffer, name: string): AsyncIterable<string> {
  const entry = entries(zip).find((e) => e.name === name);
  if (!entry || zip.readUInt32LE(entry.localOffset) !== LOCAL) return;
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    yield data.toString('utf8');
    return;
  }
  const inflate = createInflateRaw();
  inflate.end(data);
  for await (const chunk of inflate) yield (chunk as Buffer).toString('utf8');
}

/** Every merged range of an XLSX sheet (A1:B2...), read from its XML in chunks. */
export async function mergedRanges(zip: Buffer, entryName: string): Promise<string[]> {
  const ranges: string[] = [];
  let tail = '';
  const pattern = /<mergeCell\s+ref="([A-Z]+\d+:[A-Z]+\d+)"/g;
  for await (const chunk of zipEntryText(zip, entryName)) {
    const text = tail + chunk;
    for (const m of text.matchAll(pattern)) ranges.push(m[1]);
    // Keep the end of the chunk: a tag may be cut in two.
    const cut = text.lastIndexOf('<');
    tail = cut >= 0 && text.length - cut < 200 ? text.slice(cut) : '';
  }
  return [...new Set(ranges)];
}
