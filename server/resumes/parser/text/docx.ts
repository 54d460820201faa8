// Text of a DOCX with mammoth, fed only the XML parts zip-guard.ts inflated within bounds (stored,
// not compressed, so mammoth inflates nothing itself). mammoth reads the body; the page header and
// footer, where many resumes keep their contact details, are read from their XML here.
import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { ParseFailureError } from '../failures.ts';
import { linesOfPlainText, type ExtractedText } from './lines.ts';
import { readZipXmlParts, type ZipParts } from './zip-guard.ts';

export async function docxText(bytes: Uint8Array, maxUnpackedBytes: number): Promise<ExtractedText> {
  const parts = readZipXmlParts(bytes, maxUnpackedBytes);
  let body: string;
  try {
    const stored = zipSync(parts, { level: 0 });
    body = (await mammoth.extractRawText({ buffer: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength) }))
      .value;
  } catch {
    throw new ParseFailureError(
      'MALFORMED',
      'We could not read this Word file; it may be damaged. Save it again as .docx and upload it.',
    );
  }
  return { lines: [...linesOfPlainText(headerAndFooterText(parts)), ...linesOfPlainText(body)], pages: 1 };
}

/** The paragraphs of the page headers and footers, one per line (their XML is small and flat). */
function headerAndFooterText(parts: ZipParts): string {
  const decoder = new TextDecoder();
  const paragraphs: string[] = [];
  for (const [name, data] of Object.entries(parts)) {
    if (!/^word\/(header|footer)\d*\.xml$/i.test(name)) continue;
    for (const p of decoder.decode(data).split(/<\/w:p>/)) {
      const text = [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((m) => (m[0] === '<w:tab/>' ? '\t' : decodeXml(m[1] ?? '')))
        .join('');
      if (text.trim()) paragraphs.push(text);
    }
  }
  return paragraphs.join('\n');
}

function decodeXml(s: string): string {
  return s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()] ?? '';
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
