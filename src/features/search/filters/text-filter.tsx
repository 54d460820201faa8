// A free-text filter (company, title, certification): each value is a chip; Enter or a comma
// adds one.
import { t } from '@lingui/core/macro';
import { TagsInput } from '@mantine/core';

type Props = {
  label: string;
  value: string[] | undefined;
  onChange: (values: string[] | undefined) => void;
  max: number;
  placeholder: string;
};

export function TextFilter({ label, value, onChange, max, placeholder }: Props) {
  const chosen = value ?? [];
  return (
    <TagsInput
      label={label}
      description={t`Press Enter after each`}
      placeholder={chosen.length >= max ? undefined : placeholder}
      value={chosen}
      onChange={(next) => {
        const kept = [...new Set(next.map((v) => v.trim()).filter(Boolean))];
        onChange(kept.length ? kept : undefined);
      }}
      maxTags={max}
      maxLength={200}
      splitChars={[',']}
      acceptValueOnBlur
      clearable
    />
  );
}
