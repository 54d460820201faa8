// The skills: typed and added with Enter or a comma, removed with their × or Backspace, put in
// order (the order printed) by dragging a skill or with Alt+arrow keys on it. Up to 60, each up to
// 50 characters (the contract).
import { t } from '@lingui/core/macro';
import { TagsInput } from '@mantine/core';
import { MAX_SKILL_LENGTH, MAX_SKILLS } from '../model/sections';
import { useFieldError } from './field-errors';

export function SkillsField({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const { error, onBlur, onEdit } = useFieldError('skills');
  return (
    <TagsInput
      label={t`Skills`}
      description={t`Press Enter after each skill. Drag a skill, or press Alt+← / Alt+→ on it, to move it. Up to ${MAX_SKILLS}.`}
      placeholder={skills.length < MAX_SKILLS ? t`React, Public speaking, …` : undefined}
      value={skills}
      onChange={(next) => {
        onEdit();
        onChange(next.map((s) => s.trim()).filter(Boolean));
      }}
      onBlur={onBlur}
      maxTags={MAX_SKILLS}
      splitChars={[',']}
      acceptValueOnBlur
      withPillsReorder
      error={error}
      data-path="skills"
      // A longer skill is refused by the contract; the input stops there instead.
      maxLength={MAX_SKILL_LENGTH}
    />
  );
}
