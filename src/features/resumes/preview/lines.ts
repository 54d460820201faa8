// The resume's texts are one item a line, as the PDF reads them (server/resumes/lines.ts): a line
// typed with its own bullet loses it, and without bullets the lines join as one paragraph, each
// ending as a sentence. A single line is never a bullet: one bullet is a paragraph with a dot.
const BULLET = /^\s*(?:[-*•·▪–]\s+)/;

export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(BULLET, '').trim())
    .filter((l) => l.length > 0);
}

export function paragraphOf(lines: string[]): string {
  return lines.map((l, i) => (i < lines.length - 1 && !/[.!?;:,]$/.test(l) ? `${l}.` : l)).join(' ');
}

export const bulletsFor = (lines: string[], flag: boolean) => flag && lines.length > 1;
