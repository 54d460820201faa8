// The add and edit form of an accomplishment, inside its dialog.
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccomplishmentType } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { DayField } from '../components/date-fields';
import { FormFailure } from '../components/form-failure';
import {
  ACCOMPLISHMENT_TYPES,
  LIMITS,
  problems,
  type AccomplishmentErrors,
  type AccomplishmentValues,
} from './accomplishment-values';

type Props = {
  initial: AccomplishmentValues;
  saving: boolean;
  error: unknown;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: AccomplishmentValues) => void;
};

export function AccomplishmentForm({ initial, saving, error, submitLabel, onCancel, onSubmit }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AccomplishmentErrors>({});
  const fromServer = fieldErrorsOf(error, ['title', 'date', 'url'] as const);
  const shown = { ...fromServer, ...errors };
  const set = <K extends keyof AccomplishmentValues>(key: K, value: AccomplishmentValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form aria-label={`${submitLabel} accomplishment`} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Kind"
            name="type"
            value={values.type}
            onChange={(e) => set('type', e.currentTarget.value as AccomplishmentType)}
            data={ACCOMPLISHMENT_TYPES}
          />
          <TextInput
            label="Title"
            name="title"
            withAsterisk
            placeholder="e.g. Smart India Hackathon winner"
            maxLength={LIMITS.title}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={shown.title}
            data-autofocus
          />
          <TextInput
            label="Issued or awarded by"
            name="issuer"
            maxLength={LIMITS.issuer}
            value={values.issuer}
            onChange={(e) => set('issuer', e.currentTarget.value)}
          />
          <DayField
            label="Date"
            name="date"
            value={values.date}
            onChange={(date) => set('date', date)}
            maxDate={new Date()}
            error={shown.date}
          />
        </SimpleGrid>
        <TextInput
          label="Link"
          name="url"
          type="url"
          placeholder="https://"
          maxLength={LIMITS.url}
          value={values.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={shown.url}
        />
        <Textarea
          label="Description"
          name="description"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITS.description}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <FormFailure error={error} shownOnFields={Object.keys(fromServer).length > 0} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
