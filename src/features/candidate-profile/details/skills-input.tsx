// Skills: picked from the skills master data as the candidate types, or typed freely (a skill not
// listed is kept by name, without an id, as the contract allows). Enter or a comma adds one; at
// most 50, each at most 50 characters, no duplicates whatever the case.
import { t } from '@lingui/core/macro';
import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useListMasterItems } from '@generated/api/master-data/master-data';
import type { ProfileSkill } from '@generated/api/model';
import { LIMITS, skillProblem } from './rules';

type Props = {
  value: ProfileSkill[];
  onChange: (skills: ProfileSkill[]) => void;
  error?: string | undefined;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function SkillsInput({ value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [note, setNote] = useState<string | null>(null);
  const listed = useListMasterItems({ kind: 'skills', limit: 20, ...(query ? { search: query } : {}) });
  const suggestions = (listed.data?.data.items ?? []).map((i) => ({ id: i._id, nm: i.nm }));
  const names = value.map((s) => s.nm);

  const change = (next: string[]) => {
    const problem = next.map(skillProblem).find(Boolean) ?? null;
    setNote(problem);
    const skills: ProfileSkill[] = [];
    for (const raw of next) {
      const nm = raw.trim();
      if (skillProblem(nm) || skills.some((s) => same(s.nm, nm))) continue;
      // A skill chosen before keeps its id; a listed one gets the list's; a typed one has none.
      const known = value.find((s) => same(s.nm, nm)) ?? suggestions.find((s) => same(s.nm, nm));
      skills.push(known?.id ? { id: known.id, nm: known.nm } : { nm });
    }
    onChange(skills);
  };

  return (
    <TagsInput
      label={t`Skills`}
      description={t`Choose from the list or type your own; press Enter or a comma after each. Up to ${LIMITS.skills}.`}
      placeholder={value.length >= LIMITS.skills ? undefined : t`e.g. React`}
      data={suggestions.map((s) => s.nm).filter((nm) => !names.some((n) => same(n, nm)))}
      value={names}
      onChange={change}
      searchValue={search}
      onSearchChange={setSearch}
      maxTags={LIMITS.skills}
      maxLength={LIMITS.skill}
      clearable
      acceptValueOnBlur
      splitChars={[',']}
      isDuplicate={(skill, current) => current.some((s) => same(s, skill))}
      onDuplicate={(skill) => setNote(t`“${skill.trim()}” is already listed`)}
      onMaxTags={() => setNote(t`You can list at most ${LIMITS.skills} skills`)}
      error={note ?? error}
      comboboxProps={{ zIndex: 1201 }}
    />
  );
}
