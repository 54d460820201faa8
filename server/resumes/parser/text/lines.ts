// The text of a resume as the field extractors read it: lines in reading order.

export type TextLine = {
  /** The line's text; a wide horizontal gap inside the line (a tab stop, a right-aligned date) is a tab. */
  text: string;
  /** The font size in points, when the format says (PDF); prominence decides the name. */
  size: number | null;
  /** The page, from 1. */
  page: number;
};

export type ExtractedText = { lines: TextLine[]; pages: number };

/** Normalises what the formats leave in text: no-break and odd spaces, soft hyphens, runs of spaces. */
export function cleanLine(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/ *\t[\t ]*/g, '\t')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Plain text (DOCX, DOC) as lines: one per non-empty line, no sizes. */
export function linesOfPlainText(text: string): TextLine[] {
  return (
    text
      // Word's manual line break comes out of word-extractor as a vertical tab.
      .split(/\r\n|\r|\n|\v|\f/)
      .map(cleanLine)
      .filter((t) => t.length > 0)
      .map((t) => ({ text: t, size: null, page: 1 }))
  );
}

/** Whether there is anything to read: a scanned PDF yields no letters at all, or a handful of stray ones. */
export function hasReadableText(lines: readonly TextLine[]): boolean {
  let letters = 0;
  for (const l of lines) {
    letters += l.text.match(/\p{L}/gu)?.length ?? 0;
    if (letters >= 20) return true;
  }
  return false;
}
