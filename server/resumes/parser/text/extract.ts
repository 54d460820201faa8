// The text of an uploaded resume, by what the file really is (sniff.ts), within the limits.
import { ParseFailureError } from '../failures.ts';
import type { ParseLimits, ResumeMime } from '../types.ts';
import { docText } from './doc.ts';
import { docxText } from './docx.ts';
import type { ExtractedText } from './lines.ts';
import { pdfText } from './pdf.ts';
import { isEncryptedOffice, sniff } from './sniff.ts';

export async function extractText(
  bytes: Uint8Array,
  mime: ResumeMime,
  limits: ParseLimits,
  onFraction: (done: number) => void,
): Promise<ExtractedText> {
  if (bytes.byteLength > limits.maxBytes) throw new ParseFailureError('TOO_LARGE');
  switch (sniff(bytes)) {
    case 'pdf':
      return pdfText(bytes, limits, (done, total) => onFraction(done / total));
    case 'zip':
      return docxText(bytes, limits.maxUnpackedBytes);
    case 'ole':
      if (isEncryptedOffice(bytes)) throw new ParseFailureError('ENCRYPTED');
      return docText(bytes);
    case 'unknown':
      throw new ParseFailureError(
        'MALFORMED',
        mime === 'application/pdf'
          ? 'This file is not a PDF we can read; it may be damaged. Save it again as a PDF and upload it.'
          : 'This file is not a Word document we can read; it may be damaged. Save it again as .docx and upload it.',
      );
  }
}
