// Roles a person searching for one would also look at (issue 18): a DevOps engineer's search shows
// SRE and platform jobs, an AI engineer's machine learning jobs, a CFO's the other heads of
// finance. Unlike the synonym dictionary (synonyms.ts), these are not the same job: public job
// search offers them only when fewer than a page of jobs holds every word, matches them in titles
// only, and ranks them after the jobs holding the words themselves (docs/job-search.md).
import { BUILT_IN, normalise, termVariants, type Dictionary } from './synonyms.ts';

/**
 * Each cluster's roles are related to one another. A member names a group of the synonym
 * dictionary by its canonical form where there is one ("site reliability engineering" brings
 * "sre"); a keyword group finds its cluster by its own canonical form.
 */
const CLUSTERS: readonly (readonly string[])[] = [
  ['devops', 'site reliability engineering', 'platform engineer', 'cloud engineer'],
  ['artificial intelligence', 'machine learning'],
  ['chief financial officer', 'vp finance', 'head of finance', 'financial controller'],
  ['hr business partner', 'hr manager', 'human resources manager', 'hr generalist'],
  ['business development executive', 'business development manager'],
  ['business development executive', 'telecaller', 'sales executive'],
  ['area sales manager', 'regional sales manager', 'sales manager'],
  ['chartered accountant', 'accountant', 'internal auditor', 'tax consultant'],
  ['system administrator', 'network engineer', 'helpdesk'],
  ['flutter', 'react native', 'android', 'ios'],
];

function relatedIndex(): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const cluster of CLUSTERS)
    for (const member of cluster) {
      const others = cluster.filter((m) => m !== member);
      index.set(member, [...(index.get(member) ?? []), ...others]);
    }
  return index;
}

const RELATED = relatedIndex();

/** How a member is written for people where its dictionary form is not a job title as written. */
const LABELS: ReadonlyMap<string, string> = new Map([
  ['devops', 'DevOps engineer'],
  ['site reliability engineering', 'site reliability engineer'],
  ['artificial intelligence', 'AI engineer'],
  ['machine learning', 'machine learning engineer'],
  ['vp finance', 'VP finance'],
  ['hr business partner', 'HR business partner'],
  ['hr manager', 'HR manager'],
  ['hr generalist', 'HR generalist'],
  ['helpdesk', 'IT helpdesk'],
  ['flutter', 'Flutter developer'],
  ['react native', 'React Native developer'],
  ['android', 'Android developer'],
  ['ios', 'iOS developer'],
]);

/** The names of the roles related to a keyword group, one per role, as a person reads them. */
export function relatedRoleNames(canonical: string): string[] {
  return (RELATED.get(normalise(canonical)) ?? []).map((r) => LABELS.get(r) ?? r);
}

/**
 * The titles of the roles related to a keyword group, each with its dictionary spellings
 * ("site reliability engineering" | "sre" | "site reliability engineer"); none for a role that
 * is in no cluster. `canonical` is the group's name in the dictionary (or the words as typed).
 */
export function relatedTitles(canonical: string, dictionary: Dictionary = BUILT_IN): string[] {
  const roles = RELATED.get(normalise(canonical)) ?? [];
  return [...new Set(roles.flatMap((r) => termVariants(r, dictionary)))];
}
