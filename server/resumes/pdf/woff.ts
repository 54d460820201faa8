// WOFF 1.0 unpacked into the plain TrueType/OpenType file it wraps. fontkit reads WOFF itself,
// but inflates its tables with a JavaScript inflater on every document, which took 200 ms of a
// 500 ms render; unpacking once with zlib at load leaves pdfkit a plain font to parse.
// Format: https://www.w3.org/TR/WOFF/ (header 44 bytes, 20-byte table entries; tables are zlib
// streams when compLength < origLength).
import { inflateSync } from 'node:zlib';

type Table = { tag: number; checksum: number; data: Buffer };

const pad4 = (n: number) => (n + 3) & ~3;

/** The font inside `woff`, without the tables named in `drop` (four-letter tags). */
export function woffToSfnt(woff: Buffer, drop: readonly string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    if (drop.includes(woff.toString('latin1', at, at + 4))) continue;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  const numTables = tables.length;
  // The offset table's binary-search fields, from the largest power of two not above numTables.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    head.writeUInt32BE(t.tag, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    offset += pad4(t.data.length);
  });
  const out = Buffer.alloc(offset);
  head.copy(out, 0);
  let at = head.length;
  for (const t of tables) {
    t.data.copy(out, at);
    at += pad4(t.data.length);
  }
  return out;
}
