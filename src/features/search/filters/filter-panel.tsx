// The filters of smart search, one per filter type of a saved search. Every change applies at once
// and lands in the URL. Gender is left out where the board switched sensitive filters off, and the
// list filter where the plan has no candidate lists.
import { t } from '@lingui/core/macro';
import { Stack } from '@mantine/core';
import { FiltersHeading } from '@/components/filters/filters-heading';
import { activeFilterCount, MAX_VALUES, type ListFilterType, type SmartSearch } from '../query/search-params';
import { ChoiceFilter } from './choice-filter';
import { TextFilter } from './text-filter';
import type { FilterOption } from './filter-options';
import type { ChoiceFilterType } from './use-filter-choices';

type Props = {
  search: SmartSearch;
  choices: Record<ChoiceFilterType, FilterOption[]>;
  /** The text typed into the skills box (skills are searched on the server). */
  skillText: string;
  onSkillText: (text: string) => void;
  /** Whether gender may be filtered (facets' sensitiveFilters). */
  sensitive: boolean;
  withLists: boolean;
  onChange: (changes: Partial<SmartSearch>) => void;
  onClear: () => void;
  withHeading?: boolean;
};

// Functions rather than tables: a module constant would keep the language of the first render.
function choiceFilters(): Array<{ type: ChoiceFilterType; label: string }> {
  return [
    { type: 'experience', label: t`Experience` },
    { type: 'location', label: t`Location` },
    { type: 'education', label: t`Education` },
    { type: 'domain', label: t({ message: 'Domain', context: 'candidate filter' }) },
    { type: 'salary', label: t`Expected salary` },
    { type: 'gender', label: t`Gender` },
  ];
}

function textFilters(): Array<{ type: ListFilterType; label: string; placeholder: string }> {
  return [
    { type: 'company', label: t`Company`, placeholder: t`e.g. Razorpay` },
    { type: 'title', label: t`Job title`, placeholder: t`e.g. Backend Engineer` },
    { type: 'certification', label: t`Certification`, placeholder: t`e.g. AWS Solutions Architect` },
  ];
}

export function FilterPanel({
  search,
  choices,
  skillText,
  onSkillText,
  sensitive,
  withLists,
  onChange,
  onClear,
  withHeading = true,
}: Props) {
  const active = activeFilterCount(search);
  const set = (type: ListFilterType) => (values: string[] | undefined) => onChange({ [type]: values });

  return (
    <Stack gap="md">
      {withHeading ? <FiltersHeading active={active} onClear={onClear} /> : null}
      <ChoiceFilter
        label={t`Skills`}
        placeholder={t`Type to find skills`}
        options={choices.skills}
        value={search.skills}
        onChange={set('skills')}
        max={MAX_VALUES.skills}
        searchValue={skillText}
        onSearch={onSkillText}
        nothingFound={t`No matching skill`}
      />
      {choiceFilters()
        .filter((c) => c.type !== 'gender' || sensitive)
        .map((c) => (
          <ChoiceFilter
            key={c.type}
            label={c.label}
            options={choices[c.type]}
            value={search[c.type]}
            onChange={set(c.type)}
            max={MAX_VALUES[c.type]}
          />
        ))}
      {textFilters().map((f) => (
        <TextFilter
          key={f.type}
          label={f.label}
          placeholder={f.placeholder}
          value={search[f.type]}
          onChange={set(f.type)}
          max={MAX_VALUES[f.type]}
        />
      ))}
      {withLists ? (
        <ChoiceFilter
          label={t`Candidate list`}
          placeholder={t`Any candidate`}
          options={choices.list}
          value={search.list}
          onChange={set('list')}
          max={MAX_VALUES.list}
          nothingFound={t`No lists yet`}
        />
      ) : null}
    </Stack>
  );
}
