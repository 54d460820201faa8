// Adding or editing one field, in a drawer beside the list (the whole screen on a phone). A product
// field offers its wording and, when the product does not need it, "required"; a custom field
// offers its type (fixed once saved), options, several values and the rules its type allows.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Fieldset,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { CustomFieldType, CustomFieldValidation } from '@generated/api/model';
import { fieldTypes } from '@generated/manifest';
import { JOB_POST_FORM } from '@shared/custom-form/job-post-fields.ts';
import { NumberInput } from '@/components/ui/number-input';
import { CHOICE_TYPES, MULTIPLE_TYPES, TEXT_TYPES, keyFromLabel, optionValue, type DraftField } from './draft';
import { fieldProblems, type FieldProblems } from './field-checks';

type Props = {
  field: DraftField;
  isNew: boolean;
  /** The form's code: a job_post field may be shown on the job's public page. */
  formCode: string;
  /** Keys of the form's other fields (lower case), so a new key is unique. */
  taken: ReadonlySet<string>;
  onClose: () => void;
  onDone: (field: DraftField) => void;
};

type OptionRow = { rowId: number; value: string | null; label: string };

// A password is checked but never stored, so a form cannot usefully ask one.
const TYPE_CHOICES = Object.values(fieldTypes)
  .filter((ft) => ft.type !== 'password')
  .map((ft) => ({ value: ft.type, label: ft.label }));

const blankToNull = (text: string) => (text.trim() ? { en: text } : null);

function rulesFor(type: CustomFieldType, v: CustomFieldValidation | null | undefined): CustomFieldValidation | null {
  if (!v) return null;
  const keep = TEXT_TYPES.includes(type)
    ? { minLength: v.minLength, maxLength: v.maxLength, pattern: v.pattern || null, patternMessage: v.patternMessage }
    : type === 'number'
      ? { min: v.min, max: v.max }
      : {};
  const set = Object.fromEntries(Object.entries(keep).filter(([, value]) => value != null && value !== ''));
  return Object.keys(set).length ? set : null;
}

export function FieldDrawer({ field, isNew, formCode, taken, onClose, onDone }: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [f, setF] = useState<DraftField>(field);
  const [rows, setRows] = useState<OptionRow[]>(() =>
    (field.options ?? []).map((o, i) => ({ rowId: i, value: o.value, label: o.label.en })),
  );
  const [problems, setProblems] = useState<FieldProblems>({});
  const id = useId();
  const custom = !f.isDefault;
  const choice = custom && CHOICE_TYPES.includes(f.fieldType);
  const v = f.validation ?? {};
  const setRule = (rule: Partial<CustomFieldValidation>) =>
    setF((x) => ({ ...x, validation: { ...x.validation, ...rule } }));
  const numberOrNull = (n: string | number) => (typeof n === 'number' ? n : null);

  const finish = () => {
    const values = new Set(rows.flatMap((r) => (r.value ? [r.value] : [])));
    const options = choice
      ? rows.map((r) => {
          const value = r.value ?? optionValue(r.label, values);
          values.add(value);
          return { value, label: { en: r.label.trim() } };
        })
      : [];
    const done: DraftField = {
      ...f,
      keyNm: isNew ? keyFromLabel(f.label.en, taken) : f.keyNm,
      label: { en: f.label.en.trim() },
      options: custom ? options : f.options,
      multiple: custom ? f.multiple && MULTIPLE_TYPES.includes(f.fieldType) : f.multiple,
      validation: custom ? rulesFor(f.fieldType, f.validation) : f.validation,
    };
    const found = fieldProblems(done);
    setProblems(found);
    if (Object.keys(found).length === 0) onDone(done);
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={isNew ? t`Add a field` : t`Edit “${field.label.en}”`}
    >
      <Stack gap="md">
        {f.isDefault ? (
          <Alert color="gray" variant="light" title={t`A product field`}>
            {f.productRequired ? (
              <Trans>
                The product relies on this field, so it stays on the form with its type and rules. You can change how it
                reads.
              </Trans>
            ) : (
              <Trans>
                The product relies on this field, so it stays on the form with its type and rules. You can change how it
                reads and whether it is required.
              </Trans>
            )}
          </Alert>
        ) : null}
        <TextInput
          label={t`Label`}
          required
          value={f.label.en}
          onChange={(e) => setF({ ...f, label: { ...f.label, en: e.currentTarget.value } })}
          error={problems.label}
          data-autofocus
          maxLength={200}
        />
        <Select
          label={t`Field type`}
          data={TYPE_CHOICES}
          value={f.fieldType}
          allowDeselect={false}
          disabled={!isNew}
          description={
            isNew ? undefined : t`A saved field keeps its type, so answers already given keep their meaning.`
          }
          onChange={(v) => v && setF({ ...f, fieldType: v as CustomFieldType, validation: null })}
        />
        <TextInput
          label={t`Placeholder`}
          description={t`The hint shown in the empty input`}
          value={f.placeholder?.en ?? ''}
          onChange={(e) => setF({ ...f, placeholder: blankToNull(e.currentTarget.value) })}
          maxLength={200}
        />
        <TextInput
          label={t`Help text`}
          description={t`A line of help under the input`}
          value={f.helpText?.en ?? ''}
          onChange={(e) => setF({ ...f, helpText: blankToNull(e.currentTarget.value) })}
          maxLength={300}
        />
        <Switch
          label={t`Required`}
          description={f.productRequired ? t`The product needs this field filled` : t`Users must answer it`}
          checked={f.required}
          disabled={f.productRequired}
          onChange={(e) => setF({ ...f, required: e.currentTarget.checked })}
        />
        {custom && formCode === JOB_POST_FORM ? (
          <Switch
            label={t`Show on the job page`}
            description={t`Everyone reading the job sees its answer. Otherwise only the job’s employer does.`}
            checked={f.isPublic ?? false}
            onChange={(e) => setF({ ...f, isPublic: e.currentTarget.checked })}
          />
        ) : null}
        {choice ? (
          <Fieldset legend={t`Options`} aria-describedby={problems.options ? `${id}-options` : undefined}>
            <Stack gap="xs">
              {rows.map((r, i) => (
                <Group key={r.rowId} gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t`Option ${i + 1}`}
                    value={r.label}
                    maxLength={100}
                    onChange={(e) => {
                      const label = e.currentTarget.value;
                      setRows((all) => all.map((x) => (x.rowId === r.rowId ? { ...x, label } : x)));
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={r.label ? t`Remove option ${i + 1} (${r.label})` : t`Remove option ${i + 1}`}
                    onClick={() => setRows((all) => all.filter((x) => x.rowId !== r.rowId))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                onClick={() => setRows((all) => [...all, { rowId: Date.now(), value: null, label: '' }])}
                disabled={rows.length >= 50}
              >
                <Trans>Add option</Trans>
              </Button>
              {problems.options ? (
                <Text id={`${id}-options`} c="red" fz="sm" role="alert">
                  {problems.options}
                </Text>
              ) : null}
            </Stack>
          </Fieldset>
        ) : null}
        {custom && MULTIPLE_TYPES.includes(f.fieldType) && f.fieldType !== 'checkbox' ? (
          <Switch
            label={t`Allow several answers`}
            checked={f.multiple ?? false}
            onChange={(e) => setF({ ...f, multiple: e.currentTarget.checked })}
          />
        ) : null}
        {custom && TEXT_TYPES.includes(f.fieldType) ? (
          <Fieldset legend={t`Rules`}>
            <Stack gap="xs">
              <Group grow align="flex-start">
                <NumberInput
                  label={t`Shortest answer`}
                  min={0}
                  max={10000}
                  value={v.minLength ?? ''}
                  onChange={(n) => setRule({ minLength: numberOrNull(n) })}
                  error={problems.length}
                />
                <NumberInput
                  label={t`Longest answer`}
                  min={1}
                  max={10000}
                  value={v.maxLength ?? ''}
                  onChange={(n) => setRule({ maxLength: numberOrNull(n) })}
                />
              </Group>
              <TextInput
                label={t`Pattern`}
                description={t`A regular expression the answer must match`}
                value={v.pattern ?? ''}
                maxLength={500}
                onChange={(e) => setRule({ pattern: e.currentTarget.value })}
                error={problems.pattern}
              />
              <TextInput
                label={t`Message when the pattern does not match`}
                value={v.patternMessage?.en ?? ''}
                maxLength={200}
                onChange={(e) => setRule({ patternMessage: blankToNull(e.currentTarget.value) })}
              />
            </Stack>
          </Fieldset>
        ) : null}
        {custom && f.fieldType === 'number' ? (
          <Fieldset legend={t`Rules`}>
            <Group grow align="flex-start">
              <NumberInput
                label={t`Smallest number`}
                allowNegative
                value={v.min ?? ''}
                onChange={(n) => setRule({ min: numberOrNull(n) })}
                error={problems.range}
              />
              <NumberInput
                label={t`Largest number`}
                allowNegative
                value={v.max ?? ''}
                onChange={(n) => setRule({ max: numberOrNull(n) })}
              />
            </Group>
          </Fieldset>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={finish}>{isNew ? t`Add to form` : t`Done`}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
