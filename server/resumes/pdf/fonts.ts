// Inter (from @fontsource/inter, the latin subset as WOFF) for every resume: pdfkit embeds the
// glyphs used as a TrueType subset (FontFile2) with a ToUnicode map, so the text is selectable and
// searchable and the PDF looks the same on every reader, whatever fonts it has. The files are
// read and unpacked from WOFF once per process (woff.ts says why). Their GSUB table (contextual
// alternates and the like, which a resume's text never shows) is left out: fontkit applied it to
// every word and line, half of a render's time (139 ms → 69 ms for two pages); kerning (GPOS)
// stays.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

export type Weight = 'regular' | 'semibold' | 'bold';

const FILES: Record<Weight, string> = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  semibold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
};

/** The name a weight is registered under in each document. */
export const FONT: Record<Weight, string> = { regular: 'Inter', semibold: 'Inter-SemiBold', bold: 'Inter-Bold' };

let loaded: Record<Weight, Buffer> | undefined;

export function interFiles(): Record<Weight, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (w: Weight) => woffToSfnt(readFileSync(require.resolve(FILES[w])), ['GSUB']);
    loaded = { regular: read('regular'), semibold: read('semibold'), bold: read('bold') };
  }
  return loaded;
}

/** Registers the three weights on a document (fontkit parses each only if it is used). */
export function registerInter(doc: PDFKit.PDFDocument): void {
  const files = interFiles();
  for (const w of Object.keys(FONT) as Weight[]) doc.registerFont(FONT[w], files[w]);
}
