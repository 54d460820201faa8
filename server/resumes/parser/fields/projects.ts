// Projects: each entry's first head part is its name; dates if printed; the rest is its description.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import { findDateRange, toIsoDate, withoutRange } from './dates.ts';
import type { Block } from './entries.ts';

export type Project = ParsedResumeResult['projects'][number];

const NAME_END = /\t|\s+[|•·]\s+|\s+[–—]\s+|\s-\s|:\s+|\s*\(/;

/** A description-only block of 'Title: what it was' lines is one project a line. */
function splitTitledLines(block: Block): Block[] {
  const titled = /^([^:]{2,60}):\s+(\S.*)$/;
  if (block.head.length || !block.body.every((l) => titled.test(l))) return [block];
  return block.body.map((l) => {
    const [, title = '', desc = ''] = titled.exec(l) ?? [];
    return { head: [title], body: [desc] };
  });
}

export function projectsOf(blocks: readonly Block[]): Project[] {
  const projects: Project[] = [];
  for (const block of blocks.flatMap(splitTitledLines)) {
    const [first, ...moreHead] = block.head.length ? block.head : block.body.slice(0, 1);
    if (!first) continue;
    const range = findDateRange(block.head.join('\t'));
    const line = range && findDateRange(first) ? withoutRange(first, findDateRange(first) ?? range) : first;
    const [title = '', ...restOfLine] = line.split(NAME_END);
    if (!title.trim()) continue;
    const details = [
      restOfLine
        .join(' ')
        .replace(/\)\s*$/, '')
        .trim(),
      ...moreHead.filter((h) => !findDateRange(h)),
    ];
    const body = block.head.length ? block.body : block.body.slice(1);
    const desc = [...details.filter(Boolean), ...body].join('\n') || null;
    projects.push({
      title: title.trim(),
      from: toIsoDate(range?.from ?? null),
      to: range?.isCurrent ? null : toIsoDate(range?.to ?? null),
      desc,
      confidence: Math.round((0.6 + (desc ? 0.2 : 0) + (range ? 0.1 : 0)) * 100) / 100,
    });
  }
  return projects;
}
