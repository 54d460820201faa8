// The facet counts of a job search (JobFacets) from the counted rows. A category's count includes
// its subcategories, as choosing it filters on them too. Buckets with no jobs are left out, except
// for workplace types and date posted, which always list every value.
import type { components } from '@generated/schema';
import type { FacetRow } from './search-repo.ts';

type S = components['schemas'];
type Bucket = S['JobFacetBucket'];

export type CategoryNode = { id: string; name: string; parentId: string | null };

const EMPLOYMENT_LABELS: Record<S['EmploymentType'], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERNSHIP: 'Internship',
  FREELANCE: 'Freelance',
};

const WORKPLACE_LABELS: Record<S['WorkplaceType'], string> = {
  OFFICE: 'Office',
  WFH: 'Work from home',
  HYBRID: 'Hybrid',
};

const DATE_LABELS: Record<S['JobDatePosted'], string> = {
  any: 'Any time',
  '24h': 'Last 24 hours',
  '3d': 'Last 3 days',
  '7d': 'Last 7 days',
  '14d': 'Last 14 days',
  '30d': 'Last 30 days',
};

const MAX_BUCKETS = 50;

const byCount = (a: Bucket, b: Bucket) => b.count - a.count || a.label.localeCompare(b.label);

function rolledUp(direct: Map<string, number>, nodes: CategoryNode[]): Map<string, number> {
  const parent = new Map(nodes.map((n) => [n.id, n.parentId]));
  const total = new Map<string, number>();
  for (const [id, n] of direct) {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at && !seen.has(at); at = parent.get(at)) {
      seen.add(at);
      total.set(at, (total.get(at) ?? 0) + n);
    }
  }
  return total;
}

/**
 * `capped`: the counts were read up to a bound and are lower bounds (search-repo.ts, COUNT_CAP);
 * `estimated`: they are estimates scaled from a posting window (estimated-counts.ts).
 */
export function facetsOf(
  rows: FacetRow[],
  nodes: CategoryNode[],
  capped = false,
  estimated = false,
): { total: number; facets: S['JobFacets'] } {
  const of = (facet: FacetRow['facet']) => rows.filter((r) => r.facet === facet);
  const count = (facet: FacetRow['facet'], value: string) => of(facet).find((r) => r.value === value)?.n ?? 0;
  const names = new Map(nodes.map((n) => [n.id, n.name]));

  const categories = [...rolledUp(new Map(of('category').map((r) => [r.value, r.n])), nodes)]
    .filter(([id, n]) => n > 0 && names.has(id))
    .map(([id, n]) => ({ value: id, label: names.get(id) ?? '', count: n }))
    .sort(byCount)
    .slice(0, MAX_BUCKETS);
  const employmentTypes = of('employment')
    .filter((r) => r.n > 0)
    .map((r) => ({ value: r.value, label: EMPLOYMENT_LABELS[r.value as S['EmploymentType']] ?? r.value, count: r.n }))
    .sort(byCount);
  const workplaceTypes = (Object.keys(WORKPLACE_LABELS) as S['WorkplaceType'][]).map((t) => ({
    value: t,
    label: WORKPLACE_LABELS[t],
    count: count('workplace', t),
  }));
  const locations = of('location')
    .filter((r) => r.n > 0)
    .map((r) => ({ value: r.value, label: r.label, count: r.n }))
    .sort(byCount)
    .slice(0, MAX_BUCKETS);
  const datePosted = (Object.keys(DATE_LABELS) as S['JobDatePosted'][]).map((d) => ({
    value: d,
    label: DATE_LABELS[d],
    count: count('date', d),
  }));
  return {
    total: count('total', ''),
    facets: { categories, employmentTypes, workplaceTypes, locations, datePosted, capped, estimated },
  };
}
