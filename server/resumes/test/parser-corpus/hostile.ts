// Files that must fail cleanly, each with the failure it must produce: encrypted, a zip bomb (an
// honest one and one that lies about its size), a PDF bomb (a page that inflates to a gigabyte),
// far too many pages, a scanned image with no text,
// garbage behind a PDF header, a cut-off PDF, a "DOCX" that is no zip, a damaged Word 97 file and
// a password-protected Word file. All made in memory.
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Zip, ZipDeflate, unzipSync, zipSync, strToU8 } from 'fflate';
import PDFDocument from 'pdfkit';
import type { ParseFailure, ResumeMime } from '../../parser/types.ts';
import { headingsDocx } from './docx-layouts.ts';
import { variant } from './corpus.ts';
import { makePeople, type Person } from './people.ts';
import { newPdf, write } from './pdf-writer.ts';
import { seeded } from './random.ts';

function somebody(): Person {
  const [person] = makePeople(1);
  if (!person) throw new Error('no person generated');
  return person;
}

export type Hostile = { name: string; mime: ResumeMime; bytes: Uint8Array; expected: ParseFailure | 'ok' };

const PDF: ResumeMime = 'application/pdf';
const DOCX: ResumeMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC: ResumeMime = 'application/msword';

function pdfOf(fill: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  fill(doc);
  doc.end();
  return done;
}

export const encryptedPdf = () =>
  pdfOf((doc) => doc.text('Priya Sharma, Senior Software Engineer'), {
    userPassword: 'secret',
    ownerPassword: 'owner',
    pdfVersion: '1.7',
  });

export const manyPagesPdf = (pages: number) =>
  pdfOf((doc) => {
    for (let n = 1; n <= pages; n++) {
      if (n > 1) doc.addPage();
      doc.text(`Page ${n} of a resume nobody should send.`);
    }
  });

/** A grey noise image as a PNG, the way a scanner saves a page. */
function scanPng(width: number, height: number): Buffer {
  const random = seeded(7);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = 200 + Math.floor(random.next() * 55);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8);
    out.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([out.subarray(0, 4), body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const scannedPdf = () => pdfOf((doc) => doc.image(scanPng(300, 420), 0, 0, { width: 595, height: 842 }));

/**
 * A one-page PDF whose content stream inflates to the given megabytes of spaces: a megabyte
 * deflated once and flushed (so each copy decodes on its own), repeated, then the final block.
 * Kilobytes on disk, beyond any heap limit once decoded into pdf.js's buffers.
 */
export function inflatingPdf(megabytes: number): Uint8Array {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const stream = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => megabyte),
    deflateRawSync(Buffer.alloc(0)),
    Buffer.alloc(4),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  const add = (part: Buffer) => {
    offsets.push(at);
    parts.push(part);
    at += part.length;
  };
  objects.forEach((body, i) => add(Buffer.from(`${i + 1} 0 obj ${body} endobj\n`)));
  add(
    Buffer.concat([
      Buffer.from(`4 0 obj << /Length ${stream.length} /Filter /FlateDecode >> stream\n`),
      stream,
      Buffer.from('\nendstream endobj\n'),
    ]),
  );
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(`xref\n0 5\n0000000000 65535 f \n${xref}trailer << /Size 5 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

export function garbagePdf(): Uint8Array {
  const random = seeded(11);
  const bytes = Uint8Array.from({ length: 20_000 }, () => Math.floor(random.next() * 256));
  bytes.set(strToU8('%PDF-1.7\n'), 0);
  return bytes;
}

export async function truncatedPdf(keep: number): Promise<Uint8Array> {
  const { doc, bytes } = newPdf();
  for (let i = 0; i < 200; i++) write(doc, `Line ${i} of a resume that will be cut short in transit.`);
  doc.end();
  const full = await bytes;
  return full.slice(0, Math.floor(full.length * keep));
}

/** A real DOCX with a part of zeros added: megabytes packed into kilobytes, its size declared honestly. */
export async function zipBombDocx(unpackedBytes: number): Promise<Uint8Array> {
  const base = unzipSync(await headingsDocx(somebody(), variant(0)));
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(base)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(data, true);
  }
  const bomb = new ZipDeflate('word/media/image1.png', { level: 9 });
  zip.add(bomb);
  const zeros = new Uint8Array(1024 * 1024);
  for (let done = 0; done < unpackedBytes; done += zeros.length) bomb.push(zeros, done + zeros.length >= unpackedBytes);
  zip.end();
  return concat(chunks);
}

/**
 * A DOCX whose document part declares 2 kB but inflates to 16 MB: the directory passes the bounds,
 * so only watching the part grow as it inflates stops it.
 */
export async function lyingZipDocx(): Promise<Uint8Array> {
  const base = unzipSync(await headingsDocx(somebody(), variant(0)));
  const padded = new Uint8Array(16 * 1024 * 1024).fill(0x20);
  padded.set(base['word/document.xml'] ?? new Uint8Array(), 0);
  const zip = zipSync({ ...base, 'word/document.xml': padded }, { level: 6 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 46 < zip.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50 && view.getUint32(i + 22, true) === padded.length) view.setUint32(i + 22, 2048, true);
    if (signature === 0x02014b50 && view.getUint32(i + 24, true) === padded.length) view.setUint32(i + 24, 2048, true);
  }
  return zip;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function damagedDoc(): Uint8Array {
  const random = seeded(13);
  const bytes = Uint8Array.from({ length: 8_192 }, () => Math.floor(random.next() * 256));
  bytes.set(OLE_MAGIC, 0);
  return bytes;
}

/** The shape of a password-protected Office file: an OLE container with an EncryptedPackage stream. */
export function encryptedOffice(): Uint8Array {
  const bytes = new Uint8Array(4_096);
  bytes.set(OLE_MAGIC, 0);
  bytes.set(
    [...'EncryptedPackage'].flatMap((c) => [c.charCodeAt(0), 0]),
    1_024,
  );
  return bytes;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export async function hostileFiles(): Promise<Hostile[]> {
  return [
    { name: 'encrypted PDF', mime: PDF, bytes: await encryptedPdf(), expected: 'ENCRYPTED' },
    {
      name: 'DOCX zip bomb (80 MB of zeros)',
      mime: DOCX,
      bytes: await zipBombDocx(80 * 1024 * 1024),
      expected: 'TOO_LARGE',
    },
    { name: 'DOCX lying about its size', mime: DOCX, bytes: await lyingZipDocx(), expected: 'TOO_LARGE' },
    { name: '500-page PDF', mime: PDF, bytes: await manyPagesPdf(500), expected: 'TOO_MANY_PAGES' },
    { name: 'PDF whose page inflates to 1 GB', mime: PDF, bytes: inflatingPdf(1024), expected: 'OUT_OF_MEMORY' },
    { name: 'scanned PDF (image only)', mime: PDF, bytes: await scannedPdf(), expected: 'NO_TEXT' },
    { name: 'garbage behind a %PDF header', mime: PDF, bytes: garbagePdf(), expected: 'MALFORMED' },
    { name: 'PDF cut off at 60 %', mime: PDF, bytes: await truncatedPdf(0.6), expected: 'MALFORMED' },
    {
      name: 'DOCX that is not a zip',
      mime: DOCX,
      bytes: strToU8('This is my resume, honest.\n'.repeat(50)),
      expected: 'MALFORMED',
    },
    { name: 'damaged Word 97 file', mime: DOC, bytes: damagedDoc(), expected: 'MALFORMED' },
    { name: 'password-protected Word file', mime: DOCX, bytes: encryptedOffice(), expected: 'ENCRYPTED' },
    // Not hostile, only mislabelled, as uploads often are: read by what it is.
    { name: 'DOCX uploaded as .doc', mime: DOC, bytes: await headingsDocx(somebody(), variant(1)), expected: 'ok' },
  ];
}
