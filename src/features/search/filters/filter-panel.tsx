// The filters of smart search, one per filter type of a saved search. Every change applies at once
// and lands in the URL. Gender is left out where the board switched sensitive filters off, and the
// list filter where the plan has no candidate lists.
import { Button, Group, Stack, Title } from '@mantine/core';
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

const CHOICES: Array<{ type: ChoiceFilterType; label: string }> = [
  { type: 'experience', label: 'Experience' },
  { type: 'location', label: 'Location' },
  { type: 'education', label: 'Education' },
  { type: 'domain', label: 'Domain' },
  { type: 'salary', label: 'Expected salary' },
  { type: 'gender', label: 'Gender' },
];

const TEXTS: Array<{ type: ListFilterType; label: string; placeholder: string }> = [
  { type: 'company', label: 'Company', placeholder: 'e.g. Razorpay' },
  { type: 'title', label: 'Job title', placeholder: 'e.g. Backend Engineer' },
  { type: 'certification', label: 'Certification', placeholder: 'e.g. AWS Solutions Architect' },
];

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
      {withHeading ? (
        <Group justify="space-between" align="center">
          <Title order={2} fz="md" fw={650}>
            Filters
          </Title>
          {active > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              Clear all
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ChoiceFilter
        label="Skills"
        placeholder="Type to find skills"
        options={choices.skills}
        value={search.skills}
        onChange={set('skills')}
        max={MAX_VALUES.skills}
        searchValue={skillText}
        onSearch={onSkillText}
        nothingFound="No matching skill"
      />
      {CHOICES.filter((c) => c.type !== 'gender' || sensitive).map((c) => (
        <ChoiceFilter
          key={c.type}
          label={c.label}
          options={choices[c.type]}
          value={search[c.type]}
          onChange={set(c.type)}
          max={MAX_VALUES[c.type]}
        />
      ))}
      {TEXTS.map((t) => (
        <TextFilter
          key={t.type}
          label={t.label}
          placeholder={t.placeholder}
          value={search[t.type]}
          onChange={set(t.type)}
          max={MAX_VALUES[t.type]}
        />
      ))}
      {withLists ? (
        <ChoiceFilter
          label="Candidate list"
          placeholder="Any candidate"
          options={choices.list}
          value={search.list}
          onChange={set('list')}
          max={MAX_VALUES.list}
          nothingFound="No lists yet"
        />
      ) : null}
    </Stack>
  );
}
