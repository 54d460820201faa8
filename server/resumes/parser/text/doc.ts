// Text of a Word 97-2003 .doc with word-extractor (pure JavaScript, reads the OLE container).
import WordExtractor from 'word-extractor';
import { ParseFailureError } from '../failures.ts';
import { linesOfPlainText, type ExtractedText } from './lines.ts';

export async function docText(bytes: Uint8Array): Promise<ExtractedText> {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const text = [doc.getHeaders({ includeFooters: true }), doc.getBody(), doc.getTextboxes()].join('\n');
    return { lines: linesOfPlainText(text), pages: 1 };
  } catch {
    throw new ParseFailureError(
      'MALFORMED',
      'We could not read this Word file; it may be damaged. Save it again (as .docx if you can) and upload it.',
    );
  }
}
