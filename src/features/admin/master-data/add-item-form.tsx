// Adding an item to the chosen kind: checked as typed, and the server's refusal (the kind already
// has the name) shown under the field, so the admin sees which existing item it clashes with.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NAME_MAX, cleanName, nameProblem } from './kinds';

type Props = {
  kindLabel: string;
  busy: boolean;
  serverError: string | null;
  onAdd: (nm: string, done: () => void) => void;
  onEdit: () => void;
};

export function AddItemForm({ kindLabel, busy, serverError, onAdd, onEdit }: Props) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t`Add to ${kindLabel}`}
      onSubmit={(e) => {
        e.preventDefault();
        const wrong = nameProblem(value);
        setProblem(wrong);
        if (!wrong) onAdd(cleanName(value), () => setValue(''));
      }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t`New item in ${kindLabel.toLowerCase()}`}
          placeholder={t`Name`}
          value={value}
          maxLength={NAME_MAX + 20}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setProblem(null);
            onEdit();
          }}
          error={problem ?? serverError}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
          <Trans>Add</Trans>
        </Button>
      </Group>
    </form>
  );
}
