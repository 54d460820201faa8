// The choices of the filter panel, each labelled with how many jobs it would show (the facets of
// the last search). The "All …" sentinels of the specification are the values of the no-filter
// choices; a chosen value that has no jobs any more stays in the list so the select can show it.
import { plural, t } from '@lingui/core/macro';
import type { Category, JobFacetBucket, JobFacets, SalaryRangeOptions } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { workplaceLabels } from '../format/job-format';
import { employmentTypeLabels } from '@/lib/format/job-labels';
import { DATE_POSTED, EMPLOYMENT_TYPES, WORKPLACE_TYPES } from './search-params';
import { formatNumber } from '@/lib/format/numbers';

export type Option = { value: string; label: string };

export const ALL = {
  category: constants.sentinels.allCategory,
  type: constants.sentinels.allJobType,
  location: constants.sentinels.allLocation,
  any: constants.sentinels.all,
} as const;

/**
 * How exact a search's counts are: read to the end; read up to a bound on a large board
 * (JobFacets.capped, "(1,234+)"); or estimated from a recent window (JobFacets.estimated,
 * "(about 1,200)").
 */
export type Exactness = 'exact' | 'atLeast' | 'about';

export function exactnessOf(facets: Pick<JobFacets, 'capped' | 'estimated'> | undefined): Exactness {
  return facets?.estimated ? 'about' : facets?.capped ? 'atLeast' : 'exact';
}

export function withCount(label: string, count: number | undefined, exactness: Exactness = 'exact'): string {
  if (count === undefined) return label;
  const n = formatNumber(count);
  if (exactness === 'about') return t`${label} (about ${n})`;
  return `${label} (${n}${exactness === 'atLeast' ? '+' : ''})`;
}

/** A chosen value the counts did not see: none, unless the counts were not read to the end. */
const unseen = (facets: JobFacets | undefined) => (facets && exactnessOf(facets) === 'exact' ? 0 : undefined);

function countOf(buckets: JobFacetBucket[] | undefined, value: string): number | undefined {
  if (!buckets) return undefined;
  return buckets.find((b) => b.value === value)?.count ?? 0;
}

export function categoryOptions(
  facets: JobFacets | undefined,
  categories: Category[] | undefined,
  selected: string | undefined,
): Option[] {
  const nameOf = (id: string) => categories?.find((c) => c._id === id)?.name;
  const options: Option[] = facets
    ? facets.categories.map((b) => ({
        value: b.value,
        label: withCount(nameOf(b.value) ?? b.label, b.count, exactnessOf(facets)),
      }))
    : (categories ?? []).map((c) => ({ value: c._id, label: c.name }));
  if (selected && !options.some((o) => o.value === selected))
    options.push({
      value: selected,
      label: withCount(nameOf(selected) ?? t`Selected category`, unseen(facets)),
    });
  return [{ value: ALL.category, label: t`All categories` }, ...options];
}

export function employmentTypeOptions(facets: JobFacets | undefined): Option[] {
  return [
    { value: ALL.type, label: t`All job types` },
    ...EMPLOYMENT_TYPES.map((type) => ({
      value: type,
      label: withCount(employmentTypeLabels()[type], countOf(facets?.employmentTypes, type), exactnessOf(facets)),
    })),
  ];
}

export function workplaceOptions(facets: JobFacets | undefined): Option[] {
  return WORKPLACE_TYPES.map((w) => ({
    value: w,
    label: withCount(workplaceLabels()[w], countOf(facets?.workplaceTypes, w), exactnessOf(facets)),
  }));
}

export function locationOptions(facets: JobFacets | undefined, selected: string | undefined): Option[] {
  const options = (facets?.locations ?? []).map((b) => ({
    value: b.value,
    label: withCount(b.label, b.count, exactnessOf(facets)),
  }));
  if (selected && !options.some((o) => o.value === selected))
    options.push({ value: selected, label: withCount(t`Selected location`, unseen(facets)) });
  return [{ value: ALL.location, label: t`All locations` }, ...options];
}

function datePostedLabels(): Record<(typeof DATE_POSTED)[number], string> {
  return {
    any: t`Any time`,
    '24h': t`Last 24 hours`,
    '3d': t`Last 3 days`,
    '7d': t`Last 7 days`,
    '14d': t`Last 14 days`,
    '30d': t`Last 30 days`,
  };
}

export function datePostedOptions(facets: JobFacets | undefined): Option[] {
  const labels = datePostedLabels();
  return DATE_POSTED.map((d) => ({
    value: d,
    label: withCount(labels[d], countOf(facets?.datePosted, d), exactnessOf(facets)),
  }));
}

export const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20] as const;

export function experienceOptions(): Option[] {
  return [
    { value: ALL.any, label: t`Any experience` },
    ...EXPERIENCE_YEARS.map((n) => ({
      value: String(n),
      label: n === 0 ? t`Fresher (no experience)` : plural(n, { one: '# year', other: '# years' }),
    })),
  ];
}

/** The salary brackets; a bracket is identified by its bounds, which is what the URL keeps. */
export function salaryValue(min: number | undefined, max: number | undefined): string {
  return min === undefined && max === undefined ? ALL.any : `${min ?? 0}-${max ?? ''}`;
}

export function salaryOptions(ranges: SalaryRangeOptions | undefined, min?: number, max?: number): Option[] {
  const options = (ranges?.ranges ?? []).map((r) => ({
    value: salaryValue(r.min, r.max ?? undefined),
    label: r.label,
  }));
  const selected = salaryValue(min, max);
  if (selected !== ALL.any && !options.some((o) => o.value === selected))
    options.push({
      value: selected,
      label: max === undefined ? t({ message: `From ${min ?? 0}`, context: 'salary bracket' }) : `${min ?? 0} – ${max}`,
    });
  return [{ value: ALL.any, label: t`Any salary` }, ...options];
}

export function parseSalaryValue(value: string): { salaryMin?: number; salaryMax?: number } {
  if (value === ALL.any) return {};
  const [min, max] = value.split('-');
  return {
    salaryMin: min ? Number(min) : undefined,
    salaryMax: max ? Number(max) : undefined,
  };
}
