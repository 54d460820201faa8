// Text of a PDF with pdf.js (the legacy build, the one meant for Node): lines rebuilt from the
// positions of the text items, page by page, two-column pages read column by column (layout.ts).
// pdf.js runs its "fake worker" in this same thread (we are already in a worker thread of our own);
// font loading, eval and image decoding are off because only text is wanted.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { ParseFailureError } from '../failures.ts';
import type { ParseLimits } from '../types.ts';
import { linesOfPage, type PlacedText } from './layout.ts';
import type { ExtractedText, TextLine } from './lines.ts';

// pdf.js looks for this global before it tries to load a worker script by path.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Enough text for any resume; a file with more stops being read (the rest is not a resume). */
const MAX_CHARS = 200_000;

export async function pdfText(
  bytes: Uint8Array,
  limits: ParseLimits,
  onPage: (done: number, total: number) => void,
): Promise<ExtractedText> {
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
    verbosity: 0,
    cMapUrl: join(pdfjsDir, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsDir, 'standard_fonts') + '/',
  });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      throw failureOfPdfError(error);
    });
    if (doc.numPages > limits.maxPages)
      throw new ParseFailureError(
        'TOO_MANY_PAGES',
        `This file has ${doc.numPages} pages; we read resumes of up to ${limits.maxPages} pages. Upload a shorter version.`,
      );
    const lines: TextLine[] = [];
    let chars = 0;
    for (let n = 1; n <= doc.numPages && chars < MAX_CHARS; n++) {
      const page = await doc.getPage(n);
      const [, , , top = 0] = page.view;
      const content = await page.getTextContent();
      const items: PlacedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
        // Rotated text (a margin label) would scramble the lines; resumes keep their content upright.
        if (Math.abs(b) > 0.1 * Math.abs(a) || Math.abs(c) > 0.1 * Math.abs(d)) continue;
        items.push({ str: item.str, x: e, y: top - f, width: item.width, size: Math.hypot(c, d) || Math.abs(a) });
      }
      for (const line of linesOfPage(items)) {
        lines.push({ text: line.text, size: line.size, page: n });
        chars += line.text.length;
      }
      page.cleanup();
      onPage(n, doc.numPages);
    }
    return { lines, pages: doc.numPages };
  } catch (error) {
    throw error instanceof ParseFailureError ? error : failureOfPdfError(error);
  } finally {
    await task.destroy();
  }
}

function failureOfPdfError(error: unknown): ParseFailureError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException')
    return new ParseFailureError(
      'ENCRYPTED',
      'This PDF is protected with a password. Save or print it again as a PDF without a password, then upload it.',
    );
  return new ParseFailureError(
    'MALFORMED',
    'We could not read this PDF; it may be damaged or not really a PDF. Save it again from your word processor and upload it.',
  );
}
