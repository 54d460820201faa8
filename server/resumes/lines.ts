// The builder's texts are one item a line (a description's bullets, a custom section's entries).
// A line typed with its own bullet ('- ', '* ', '• ') loses it: the PDF draws its own bullets, and
// JSON Resume's highlights carry none.
const BULLET = /^\s*(?:[-*•·▪–]\s+)/;

export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(BULLET, '').trim())
    .filter((l) => l.length > 0);
}

/** Lines joined as one paragraph, each ending as a sentence so the joins read. */
export function paragraphOf(lines: string[]): string {
  return lines.map((l, i) => (i < lines.length - 1 && !/[.!?;:,]$/.test(l) ? `${l}.` : l)).join(' ');
}
