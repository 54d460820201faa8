// pdfkit in memory, in one of two kinds of font, as real resumes come: the standard Helvetica (not
// embedded, WinAnsi: Latin-1 only) or Inter embedded as subsets. Inter ships as subsets, so its
// text is written in runs: Latin-1 from the latin subset, the rest of Latin (Ł, ğ, ı) from
// latin-ext. Embedding costs about three times the time, so only the documents that need it, or
// ask for it, embed.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const fonts = join(dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');

export type Pdf = PDFKit.PDFDocument;

const embedded = new WeakSet<Pdf>();

/** Whether text needs an embedded font: Helvetica's WinAnsi encoding is Latin-1 and some punctuation. */
export const beyondWinAnsi = (text: string) =>
  [...text].some((ch) => (ch.codePointAt(0) ?? 0) > 0xff && !'–—•‘’“”…€™'.includes(ch));

export function newPdf(
  options: PDFKit.PDFDocumentOptions = {},
  embed = false,
): { doc: Pdf; bytes: Promise<Uint8Array> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
  if (embed) {
    embedded.add(doc);
    for (const weight of ['400', '700'] as const) {
      doc.registerFont(`latin-${weight}`, join(fonts, `inter-latin-${weight}-normal.woff`));
      doc.registerFont(`ext-${weight}`, join(fonts, `inter-latin-ext-${weight}-normal.woff`));
    }
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export type WriteOptions = PDFKit.Mixins.TextOptions & {
  bold?: boolean;
  size?: number;
  x?: number;
  y?: number;
  color?: string;
};

const needsExt = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x100 && c <= 0x24f && c !== 0x131 && c !== 0x152 && c !== 0x153;
};

/** Writes the text in font runs; x and y place it, as pdfkit's text() does. */
export function write(
  doc: Pdf,
  text: string,
  { bold, size = 10, x, y, color = '#212529', ...options }: WriteOptions = {},
): void {
  doc.fontSize(size).fillColor(color);
  if (!embedded.has(doc)) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    if (x !== undefined) doc.text(text, x, y, options);
    else doc.text(text, options);
    return;
  }
  const weight = bold ? '700' : '400';
  const runs: { font: string; text: string }[] = [];
  for (const ch of text) {
    const font = `${needsExt(ch) ? 'ext' : 'latin'}-${weight}`;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  runs.forEach((run, i) => {
    const more = i < runs.length - 1 || Boolean(options.continued);
    doc.font(run.font);
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, { ...options, continued: more });
    else doc.text(run.text, { ...options, continued: more });
  });
}
