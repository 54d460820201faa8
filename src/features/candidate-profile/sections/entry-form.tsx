// The add and edit form of one section entry, inside its dialog: the kind's text fields, the start
// and end months and the "ongoing" box that clears the end. Dates are checked here first
// (date-rules.ts); what the server still refuses comes back on its field (a 400 names it), a used-up
// allowance (403 LIMIT_OVER) as the upgrade prompt, anything else above the buttons.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ProfileSectionKind } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { LimitOverPrompt, isLimitOver } from '@/lib/plans/limit-over';
import { MonthField } from '../components/date-fields';
import { FormFailure } from '../components/form-failure';
import { endDateOf, rangeProblems, RANGE_RULES } from './date-rules';
import { kindInfo, type EntryValues, type TextKey } from './kinds';

type FieldKey = TextKey | 'from' | 'to';
type Errors = Partial<Record<FieldKey, string>>;
const URL_PATTERN = /^https?:\/\/\S+\.\S+/;

type Props = {
  kind: ProfileSectionKind;
  initial: EntryValues;
  saving: boolean;
  /** The failure of the last save, if any. */
  error: unknown;
  /** The form's name for screen readers, as its dialog's title: "Add experience". */
  label: string;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: EntryValues) => void;
};

function textProblems(kind: ProfileSectionKind, values: EntryValues): Errors {
  const errors: Errors = {};
  for (const field of kindInfo(kind).fields) {
    const value = values.text[field.key].trim();
    if (field.missing && !value) errors[field.key] = field.missing;
    else if (field.url && value && !URL_PATTERN.test(value))
      errors[field.key] = t`Enter a full address starting with https://`;
  }
  return errors;
}

export function EntryForm({ kind, initial, saving, error, label, submitLabel, onCancel, onSubmit }: Props) {
  const info = kindInfo(kind);
  const [values, setValues] = useState<EntryValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  // Fields changed since the last save was sent: the server's word on them no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<FieldKey>>(new Set());
  const keys: FieldKey[] = [...info.fields.map((f) => f.key), 'from', 'to'];
  const fromServer = fieldErrorsOf<FieldKey>(error, keys);
  const stillApplies = Object.entries(fromServer).filter(([key]) => !edited.has(key as FieldKey));
  const shown: Errors = { ...Object.fromEntries(stillApplies), ...errors };

  const clear = (key: FieldKey) => {
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (!edited.has(key)) setEdited((set) => new Set(set).add(key));
  };
  const setText = (key: TextKey, value: string) => {
    setValues((v) => ({ ...v, text: { ...v.text, [key]: value } }));
    clear(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...textProblems(kind, values), ...rangeProblems(kind, values) };
    setErrors(found);
    setEdited(new Set());
    if (Object.keys(found).length) return;
    onSubmit(values);
  };

  const fieldShown = Object.keys(fromServer).length > 0;
  const wide = info.fields.filter((f) => f.multiline);
  const narrow = info.fields.filter((f) => !f.multiline);
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {narrow.map((field) => (
            <TextInput
              key={field.key}
              label={field.label}
              name={field.key}
              withAsterisk={field.missing !== undefined}
              type={field.url ? 'url' : 'text'}
              placeholder={field.placeholder}
              description={field.description}
              maxLength={field.max}
              value={values.text[field.key]}
              onChange={(e) => setText(field.key, e.currentTarget.value)}
              error={shown[field.key]}
              data-autofocus={field === narrow[0] ? true : undefined}
            />
          ))}
          <MonthField
            label={info.fromLabel}
            name="from"
            required
            value={values.from}
            onChange={(from) => {
              setValues((v) => ({ ...v, from }));
              clear('from');
            }}
            maxDate={RANGE_RULES[kind].futureStart ? undefined : new Date()}
            error={shown.from}
          />
          <MonthField
            label={info.toLabel}
            name="to"
            value={values.ongoing ? null : values.to}
            disabled={values.ongoing}
            placeholder={values.ongoing ? info.openEnd : undefined}
            onChange={(to) => {
              setValues((v) => ({ ...v, to: endDateOf(kind, to) }));
              clear('to');
            }}
            minDate={values.from ? new Date(`${values.from.slice(0, 7)}-01T00:00:00`) : undefined}
            maxDate={RANGE_RULES[kind].futureEnd ? undefined : new Date()}
            error={shown.to}
          />
        </SimpleGrid>
        <Checkbox
          label={info.ongoingLabel}
          checked={values.ongoing}
          onChange={(e) => {
            const ongoing = e.currentTarget.checked;
            setValues((v) => ({ ...v, ongoing }));
            clear('to');
          }}
        />
        {wide.map((field) => (
          <Textarea
            key={field.key}
            label={field.label}
            name={field.key}
            description={field.description}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={field.max}
            value={values.text[field.key]}
            onChange={(e) => setText(field.key, e.currentTarget.value)}
            error={shown[field.key]}
          />
        ))}
        {isLimitOver(error) ? (
          <LimitOverPrompt error={error} />
        ) : (
          <FormFailure error={error} shownOnFields={fieldShown} />
        )}
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
