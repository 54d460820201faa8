// The resume cut at its headings: what comes before the first heading (the header: name, contact
// details, maybe a summary), then each section with the lines under its heading.
import type { TextLine } from '../text/lines.ts';
import { headingOf, type SectionKind } from './headings.ts';

export type Section = { kind: SectionKind; heading: string; lines: TextLine[] };
export type Sections = { header: TextLine[]; sections: Section[] };

export function splitSections(lines: readonly TextLine[]): Sections {
  const header: TextLine[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    const current = sections[sections.length - 1];
    const kind = headingOf(line.text);
    const inline = kind ? null : inlineHeading(line.text, current?.kind);
    if (kind) sections.push({ kind, heading: line.text, lines: [] });
    else if (inline)
      sections.push({ kind: inline.kind, heading: inline.heading, lines: [{ ...line, text: inline.rest }] });
    else (current?.lines ?? header).push(line);
  }
  return { header, sections };
}

/**
 * A heading with its content on the same line ('Technical Skills: Python, SQL', 'Declaration: I
 * hereby…'). Inside a skills section 'Languages: Python, Go' is a category of skills, not the
 * spoken languages' heading.
 */
function inlineHeading(
  text: string,
  within: SectionKind | undefined,
): { kind: SectionKind; heading: string; rest: string } | null {
  const m = /^([^:]{3,40}):\s*(\S.*)$/.exec(text);
  const kind = m?.[1] ? headingOf(m[1]) : null;
  if (!m?.[1] || !m[2] || !kind || kind === 'contact' || (within === 'skills' && kind === 'other')) return null;
  return { kind, heading: m[1], rest: m[2] };
}

export function linesOf(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines.map((l) => l.text));
}
