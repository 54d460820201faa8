// A resume without section headings: jobs and education are told apart by their own words. Lines
// are cut into entries as under a heading; an entry with a degree or an institute is education,
// one with a date range is a job; a line listing known skills is the skills list; sentences before
// the first entry are the summary. Everything found this way is less certain.
import { degreeIn, hasInstituteWord } from './academic.ts';
import type { Found } from './contact.ts';
import { findDateRange } from './dates.ts';
import { splitBlocks, type Block } from './entries.ts';
import { joinWrappedLists, looksLikeSkillList, type SkillIndex } from './skills.ts';

export type Unheaded = {
  jobs: Block[];
  education: string[];
  skills: string[];
  about: Found<string> | null;
};

export function readWithoutHeadings(all: readonly string[], index: SkillIndex): Unheaded {
  const lines = joinWrappedLists(all, (l) => looksLikeSkillList(l, index));
  const skills = lines.filter((l) => looksLikeSkillList(l, index));
  const rest = lines.filter((l) => !skills.includes(l));
  const jobs: Block[] = [];
  const education: string[] = [];
  let about: Found<string> | null = null;
  let seenEntry = false;
  for (const block of splitBlocks(rest, { dated: true })) {
    const head = block.head.join('\t');
    if (degreeIn(head) || hasInstituteWord(head)) {
      education.push(...block.head, ...block.body);
      seenEntry = true;
    } else if (findDateRange(head)) {
      jobs.push(block);
      seenEntry = true;
    } else if (!seenEntry && !about && block.body.length) {
      about = { value: block.body.join(' '), confidence: 0.45 };
    }
  }
  return { jobs, education, skills, about };
}
