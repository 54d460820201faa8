// The words real feeds use for a job's type and for remote work, as ATSs export them: "Full Time",
// "full-time", "FT", "Per diem", "Contractor"; <remotetype>Fully remote</remotetype>. What is not
// understood never refuses a row: it takes the common default and the row's report says so.
import type { components } from '@generated/schema';

type EmploymentType = components['schemas']['EmploymentType'];

/** Compact spellings (lower case, letters only) by how they start. */
const JOB_TYPES: [RegExp, EmploymentType][] = [
  [/^(fulltime|ft$|permanent|regular|salaried)/, 'FULL_TIME'],
  [/^(parttime|pt$)/, 'PART_TIME'],
  [/^(contract|c2h$|fixedterm)/, 'CONTRACT'],
  [/^(temp|seasonal|perdiem|casual|locum|asneeded|prn$)/, 'TEMPORARY'],
  [/^(intern|trainee|apprentice|graduate)/, 'INTERNSHIP'],
  [/^(freelanc|selfemployed|gig)/, 'FREELANCE'],
];

export type JobTypeReading = { type: EmploymentType; note: string | null };

export function readJobType(text: string | undefined): JobTypeReading {
  const given = text?.trim() ?? '';
  if (!given) return { type: 'FULL_TIME', note: null };
  // "Full-time, Part-time": the first kind named counts.
  for (const part of given.toLowerCase().split(/[,/;|]|\bor\b/)) {
    const compact = part.replace(/[^a-z0-9]/g, '');
    const hit = JOB_TYPES.find(([re]) => re.test(compact));
    if (hit) return { type: hit[1], note: null };
  }
  return { type: 'FULL_TIME', note: `jobtype "${given.slice(0, 60)}" is not known; imported as full-time` };
}

export type Workplace = 'OFFICE' | 'WFH' | 'HYBRID';

/** Values that say a job is on site after all ("Remote: no"). */
const ON_SITE = /^(no|none|false|0|n\/?a|not remote|on[\s-]?site|in[\s-]?office|office|in[\s-]?person)$/i;

/**
 * Where a job is worked from, by its <remotetype>: empty or an on-site marker is the office;
 * "Hybrid remote" (Indeed's word) is hybrid in the job's city; any other value ("Fully remote",
 * "Remote", "Temporarily remote", "yes") is work from home.
 */
export function readRemoteType(text: string | undefined): Workplace {
  const given = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (!given || ON_SITE.test(given)) return 'OFFICE';
  return /hybrid/i.test(given) ? 'HYBRID' : 'WFH';
}
