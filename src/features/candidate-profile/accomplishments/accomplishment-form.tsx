// The add and edit form of an accomplishment, inside its dialog.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccomplishmentType } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { DayField } from '../components/date-fields';
import { FormFailure } from '../components/form-failure';
import {
  accomplishmentTypes,
  LIMITS,
  problems,
  type AccomplishmentErrors,
  type AccomplishmentValues,
} from './accomplishment-values';

type Props = {
  initial: AccomplishmentValues;
  saving: boolean;
  error: unknown;
  /** The form's name for screen readers, as its dialog's title: "Add accomplishment". */
  label: string;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: AccomplishmentValues) => void;
};

export function AccomplishmentForm({ initial, saving, error, label, submitLabel, onCancel, onSubmit }: Props) {
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
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t`Kind`}
            name="type"
            value={values.type}
            onChange={(e) => set('type', e.currentTarget.value as AccomplishmentType)}
            data={accomplishmentTypes()}
          />
          <TextInput
            label={t`Title`}
            name="title"
            withAsterisk
            placeholder={t`e.g. Smart India Hackathon winner`}
            maxLength={LIMITS.title}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={shown.title}
            data-autofocus
          />
          <TextInput
            label={t`Issued or awarded by`}
            name="issuer"
            maxLength={LIMITS.issuer}
            value={values.issuer}
            onChange={(e) => set('issuer', e.currentTarget.value)}
          />
          <DayField
            label={t`Date`}
            name="date"
            value={values.date}
            onChange={(date) => set('date', date)}
            maxDate={new Date()}
            error={shown.date}
          />
        </SimpleGrid>
        <TextInput
          label={t`Link`}
          name="url"
          type="url"
          placeholder="https://"
          maxLength={LIMITS.url}
          value={values.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={shown.url}
        />
        <Textarea
          label={t`Description`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
