// The resume builder's texts are one item a line (a description's bullets, a custom section's
// entries), read the same by the PDF (server/resumes/pdf), the JSON Resume export and the
// builder's preview (src/features/resumes/preview). A line typed with its own bullet ('- ', '* ',
// '• ') loses it: the PDF draws its own bullets, and JSON Resume's highlights carry none.
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

/** Whether the lines show as bullets: asked for, and more than one (one bullet is a paragraph). */
export const bulletsFor = (lines: string[], flag: boolean) => flag && lines.length > 1;
