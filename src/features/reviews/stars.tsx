// Star ratings: shown (read-only, described once for screen readers) and chosen (five radio
// buttons in a fieldset, so arrows and a screen reader work as in any radio group).
import { plural, t } from '@lingui/core/macro';
import { Group, Rating, Stack, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/line-icons';
import classes from './stars.module.css';

/** A function, not a table: a module constant would keep the language of the first render. */
function starWords(): readonly string[] {
  return ['', t`Poor`, t`Fair`, t`Good`, t`Very good`, t`Excellent`];
}

export const starsLabel = (value: number) =>
  plural(value, { one: `${value} star out of 5`, other: `${value} stars out of 5` });

/** Stars for a rating (fractions for an average); the number is read out, the stars are decoration. */
export function Stars({ value, size = 'sm' }: { value: number; size?: MantineSize }) {
  return (
    <>
      <VisuallyHidden>{t`Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`}</VisuallyHidden>
      <Rating value={value} fractions={4} readOnly size={size} color="yellow.6" aria-hidden />
    </>
  );
}

type InputProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
};

/**
 * A required 1–5 star choice: a fieldset of five radio buttons (arrows move the choice, as in any
 * radio group; each is read out as "4 stars out of 5: Very good"), drawn as stars.
 */
export function RatingInput({ label, value, onChange, error }: InputProps) {
  const name = useId();
  const errorId = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <Stack gap={4}>
      <fieldset
        className={classes.group}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        style={{ flexDirection: 'column' }}
      >
        <Text component="legend" fz="sm" fw={500} p={0} mb={4}>
          {label}{' '}
          <Text component="span" c="red.8" aria-hidden>
            *
          </Text>
        </Text>
        <Group gap="sm">
          <span className={classes.group} onMouseLeave={() => setPreview(0)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className={classes.star}
                data-filled={n <= shown || undefined}
                onMouseEnter={() => setPreview(n)}
              >
                <input
                  className={classes.input}
                  type="radio"
                  name={name}
                  value={n}
                  checked={value === n}
                  required
                  onChange={() => onChange(n)}
                  aria-label={`${starsLabel(n)}: ${starWords()[n] ?? ''}`}
                />
                <StarIcon size={30} />
              </label>
            ))}
          </span>
          <Text fz="sm" c="dimmed" aria-hidden>
            {shown ? starWords()[shown] : t`Choose 1 to 5 stars`}
          </Text>
        </Group>
      </fieldset>
      {error ? (
        <Text id={errorId} fz="xs" c="red.8">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
