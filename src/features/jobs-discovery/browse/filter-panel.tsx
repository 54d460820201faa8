// The filters of browse jobs. Every change applies at once (and lands in the URL); the counts next
// to each choice come from the facets of the current results.
import { t } from '@lingui/core/macro';
import { Checkbox, Select, Stack } from '@mantine/core';
import { FiltersHeading } from '@/components/filters/filters-heading';
import type { Category, EmploymentType, JobDatePosted, JobFacets, SalaryRangeOptions } from '@generated/api/model';
import {
  ALL,
  categoryOptions,
  datePostedOptions,
  employmentTypeOptions,
  experienceOptions,
  locationOptions,
  parseSalaryValue,
  salaryOptions,
  salaryValue,
  workplaceOptions,
} from './filter-options';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import { activeFilterCount, parseWorkplaces, type BrowseJobsSearch } from './search-params';

type Props = {
  search: BrowseJobsSearch;
  facets: JobFacets | undefined;
  categories: Category[] | undefined;
  salaryRanges: SalaryRangeOptions | undefined;
  onChange: (changes: Partial<BrowseJobsSearch>) => void;
  onClear: () => void;
  /** Whether the panel has its own heading (the drawer has one already). */
  withHeading?: boolean;
};

const unlessAll = (value: string | null, all: string) => (value === null || value === all ? undefined : value);

export function FilterPanel({
  search,
  facets,
  categories,
  salaryRanges,
  onChange,
  onClear,
  withHeading = true,
}: Props) {
  const active = activeFilterCount(search);
  const comboboxProps = { withinPortal: true, zIndex: 1300 };
  const ref = useKeepTypedBeforeHydration<HTMLDivElement>();
  return (
    <Stack ref={ref} gap="md">
      {withHeading ? <FiltersHeading active={active} onClear={onClear} /> : null}
      <Select
        label="Category"
        searchable
        nothingFoundMessage="No matching category"
        data={categoryOptions(facets, categories, search.category)}
        value={search.category ?? ALL.category}
        onChange={(v) => onChange({ category: unlessAll(v, ALL.category) })}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
      <Select
        label="Job type"
        data={employmentTypeOptions(facets)}
        value={search.type ?? ALL.type}
        onChange={(v) => onChange({ type: unlessAll(v, ALL.type) as EmploymentType | undefined })}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
      <Checkbox.Group
        label={t`Workplace`}
        value={parseWorkplaces(search.workplace)}
        onChange={(values) => onChange({ workplace: parseWorkplaces(values.join(',')).join(',') || undefined })}
      >
        <Stack gap={8} mt={6}>
          {workplaceOptions(facets).map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label="Location"
        searchable
        nothingFoundMessage="No matching location"
        data={locationOptions(facets, search.location)}
        value={search.location ?? ALL.location}
        onChange={(v) => onChange({ location: unlessAll(v, ALL.location) })}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
      <Select
        label="Salary"
        data={salaryOptions(salaryRanges, search.salaryMin, search.salaryMax)}
        value={salaryValue(search.salaryMin, search.salaryMax)}
        onChange={(v) => {
          const bounds = parseSalaryValue(v ?? ALL.any);
          const set = bounds.salaryMin !== undefined || bounds.salaryMax !== undefined;
          onChange({
            salaryMin: bounds.salaryMin,
            salaryMax: bounds.salaryMax,
            currency: set ? (salaryRanges?.currencyCode ?? search.currency) : undefined,
          });
        }}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
      <Select
        label="Experience"
        data={experienceOptions()}
        value={search.exp === undefined ? ALL.any : String(search.exp)}
        onChange={(v) => onChange({ exp: v === null || v === ALL.any ? undefined : Number(v) })}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
      <Select
        label="Date posted"
        data={datePostedOptions(facets)}
        value={search.posted ?? 'any'}
        onChange={(v) => onChange({ posted: v === null || v === 'any' ? undefined : (v as JobDatePosted) })}
        allowDeselect={false}
        comboboxProps={comboboxProps}
      />
    </Stack>
  );
}
