// The vacancy count, editable in place while the job is open to change.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';

type Props = {
  value: number | null;
  editable: boolean;
  busy: boolean;
  onSave: (vacancies: number) => void;
};

export function VacancyEditor({ value, editable, busy, onSave }: Props) {
  const [draft, setDraft] = useState<number | string>(value ?? 1);
  const n = typeof draft === 'number' ? draft : Number(draft);
  const valid = Number.isInteger(n) && n >= 1 && n <= 1000;
  if (!editable)
    return (
      <Text fz="sm">
        <strong>{value ?? '—'}</strong> {value === 1 ? 'vacancy' : 'vacancies'}
      </Text>
    );
  return (
    <Group
      gap="xs"
      align="flex-end"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSave(n);
      }}
    >
      <NumberInput
        label={t`Vacancies`}
        value={draft}
        onChange={setDraft}
        min={1}
        max={1000}
        allowDecimal={false}
        allowNegative={false}
        w={120}
        error={valid ? undefined : t`Between 1 and 1000`}
      />
      <Button type="submit" variant="default" loading={busy} disabled={!valid || n === value}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
