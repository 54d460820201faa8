// The theme colour: a row of swatches that print well, and any other colour typed or picked. A
// light colour needs no warning: headings are drawn in a shade of it dark enough to read, as in the
// PDF, and the preview shows that at once. A plan without extra themes (`locked`) keeps the default
// colour and the resume's own; the rest are shown but cannot be chosen.
import { t } from '@lingui/core/macro';
import { ColorInput, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { DEFAULT_THEME_COLOR } from '@shared/resumes/defaults.ts';
import { useFieldError } from './field-errors';

export const PRESET_COLOURS = [
  { value: '#1c7ed6', name: 'Blue (default)' },
  { value: '#0b7285', name: 'Petrol' },
  { value: '#0ca678', name: 'Teal' },
  { value: '#2b8a3e', name: 'Green' },
  { value: '#6741d9', name: 'Violet' },
  { value: '#a61e4d', name: 'Raspberry' },
  { value: '#d9480f', name: 'Orange' },
  { value: '#343a40', name: 'Graphite' },
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

type Props = { value: string; onChange: (colour: string) => void; locked?: boolean };

export function ColourPicker({ value, onChange, locked = false }: Props) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The draft's colour changed from a swatch: the input follows it (state adjusted during render).
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const { error, onEdit } = useFieldError('settings.themeColor');
  const commit = (next: string) => {
    setTyped(next);
    if (HEX.test(next)) {
      onEdit();
      onChange(next.toLowerCase());
    }
  };
  return (
    <Stack gap="xs">
      <Radio.Group label={t`Theme colour`} value={value.toLowerCase()} onChange={commit}>
        <Group gap={8} mt={6}>
          {PRESET_COLOURS.map((c) => {
            const selected = c.value === value.toLowerCase();
            const unavailable = locked && !selected && c.value !== DEFAULT_THEME_COLOR;
            return (
              <Radio.Card
                key={c.value}
                value={c.value}
                disabled={unavailable}
                aria-label={c.name}
                title={c.name}
                radius="xl"
                withBorder={false}
                w={32}
                h={32}
                style={{
                  background: c.value,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#fff',
                  boxShadow: selected ? `0 0 0 2px #fff, 0 0 0 4px ${c.value}` : undefined,
                  opacity: unavailable ? 0.35 : undefined,
                  cursor: unavailable ? 'not-allowed' : undefined,
                }}
              >
                {selected ? <CheckIcon size={16} /> : null}
              </Radio.Card>
            );
          })}
        </Group>
      </Radio.Group>
      <ColorInput
        label={t`Custom colour`}
        description={t`Any colour as #rrggbb`}
        format="hex"
        value={typed}
        onChange={commit}
        onBlur={() => setTyped(value)}
        withEyeDropper={false}
        disabled={locked}
        // A half-typed colour is never kept: leaving the field puts the chosen colour back.
        error={error}
        maw={260}
      />
    </Stack>
  );
}
