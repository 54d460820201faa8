// Jobs from entry blocks: the dates, then which head part is the title and which the company
// (title words against company words, then the order the document's other jobs print them in),
// the description under it.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import { findDateRange, isDateOnly, toIsoDate, withoutRange, type DateRange } from './dates.ts';
import { isTrailer, type Block } from './entries.ts';
import { companyScore, titleScore } from './roles.ts';

export type Experience = ParsedResumeResult['experiences'][number];

export function experiencesOf(blocks: readonly Block[], headed: boolean, warnings: string[]): Experience[] {
  const heads = blocks.map(headOf);
  const companyFirst = companyFirstInDocument(heads.map((h) => assignRoles(h.parts)));
  const jobs: Experience[] = [];
  blocks.forEach((block, i) => {
    const head = heads[i];
    const job = head && experienceOf(block, head, headed, companyFirst);
    if (!job) return;
    const label = job.comNm ?? job.title ?? 'one job';
    if (!job.from) warnings.push(`No dates found for the job at ${label}.`);
    if (!job.comNm && job.title) warnings.push(`Could not tell the company for the job '${job.title}'.`);
    jobs.push(job);
  });
  return jobs;
}

type Head = { parts: string[]; range: DateRange | null };

function headOf(block: Block): Head {
  let range: DateRange | null = null;
  const parts: string[] = [];
  for (const line of block.head) {
    const found: DateRange | null = range ? null : findDateRange(line);
    if (found) range = found;
    parts.push(...partsOf(found ? withoutRange(line, found) : line));
  }
  return { parts, range };
}

/**
 * Whether this resume prints the company before the title, as its jobs that tell by their words
 * show: a document keeps one order, so a job whose parts say nothing ('Careem' over 'Scrum
 * Master') follows the others.
 */
function companyFirstInDocument(decided: readonly Roles[]): boolean {
  let votes = 0;
  for (const r of decided)
    if (r.titleByWords && r.titleIndex >= 0 && r.companyIndex >= 0) votes += r.companyIndex < r.titleIndex ? 1 : -1;
  return votes > 0;
}

function experienceOf(block: Block, head: Head, headed: boolean, companyFirst: boolean): Experience | null {
  const { parts, range } = head;
  let roles = assignRoles(parts);
  if (!roles.titleByWords && !roles.companyByWords && companyFirst && parts.length >= 2)
    roles = { ...roles, title: parts[1] ?? null, company: parts[0] ?? null, titleIndex: 1, companyIndex: 0 };
  if (!roles.title && !roles.company) return null;
  let confidence = 0.3 + (headed ? 0.05 : 0);
  confidence += roles.titleByWords ? 0.25 : roles.title ? 0.1 : 0;
  confidence += roles.companyByWords ? 0.2 : roles.company ? 0.12 : 0;
  confidence += range ? 0.2 : 0;
  return {
    comNm: roles.company,
    title: roles.title,
    from: toIsoDate(range?.from ?? null),
    to: range?.isCurrent ? null : toIsoDate(range?.to ?? null),
    isCurrent: range?.isCurrent ?? false,
    description: block.body.length ? block.body.join('\n') : null,
    confidence: Math.round(Math.min(0.95, confidence) * 100) / 100,
  };
}

const SEPARATORS = /\t|\s+[|•·]\s+|\s+[–—]\s+|\s-\s|\s+@\s+|\s+at\s+(?=\p{Lu})|,\s+(?=\p{Lu})|\s*[()]\s*/u;
const LEGAL_SUFFIX = /^(?:inc|ltd|llc|llp|plc|gmbh|ag|co|corp|pvt\.? ltd)\.?$/i;

/** The parts of a head line, without places, work modes and bare dates. */
export function partsOf(line: string): string[] {
  const parts: string[] = [];
  for (const raw of line.split(SEPARATORS)) {
    const part = raw?.replace(/^[,;:|–—-]+|[,;:|–—-]+$/g, '').trim();
    if (!part) continue;
    const last = parts.length - 1;
    if (LEGAL_SUFFIX.test(part) && last >= 0) parts[last] += `, ${part}`;
    else if (!isTrailer(part) && !isDateOnly(part)) parts.push(part);
  }
  return parts;
}

type Roles = {
  title: string | null;
  company: string | null;
  titleByWords: boolean;
  companyByWords: boolean;
  titleIndex: number;
  companyIndex: number;
};

/** Which part is the title and which the company: by their words where they tell, else title first. */
export function assignRoles(parts: readonly string[]): Roles {
  const none = {
    title: null,
    company: null,
    titleByWords: false,
    companyByWords: false,
    titleIndex: -1,
    companyIndex: -1,
  };
  if (!parts.length) return none;
  const scored = parts.map((p, i) => ({ p, i, t: titleScore(p), c: companyScore(p) }));
  const titled = scored.filter((s) => s.t > s.c).sort((a, b) => b.t - a.t || a.i - b.i)[0];
  if (titled) {
    const rest = scored.filter((s) => s.i !== titled.i);
    const byWords = rest.filter((s) => s.c > 0).sort((a, b) => b.c - a.c || a.i - b.i)[0];
    const company = byWords ?? rest[0];
    return {
      title: titled.p,
      company: company?.p ?? null,
      titleByWords: true,
      companyByWords: Boolean(byWords),
      titleIndex: titled.i,
      companyIndex: company?.i ?? -1,
    };
  }
  const companied = scored.filter((s) => s.c > 0).sort((a, b) => b.c - a.c || a.i - b.i)[0];
  if (companied) {
    const title = scored.find((s) => s.i !== companied.i);
    return {
      title: title?.p ?? null,
      company: companied.p,
      titleByWords: false,
      companyByWords: true,
      titleIndex: title?.i ?? -1,
      companyIndex: companied.i,
    };
  }
  return {
    ...none,
    title: parts[0] ?? null,
    company: parts[1] ?? null,
    titleIndex: 0,
    companyIndex: parts[1] ? 1 : -1,
  };
}

/** The proposed headline: the current job's title, else the latest started, else the first printed. */
export function headlineOf(jobs: readonly Experience[]): Experience | null {
  const titled = jobs.filter((j) => j.title);
  return (
    titled.find((j) => j.isCurrent) ??
    [...titled].filter((j) => j.from).sort((a, b) => (b.from ?? '').localeCompare(a.from ?? ''))[0] ??
    titled[0] ??
    null
  );
}
