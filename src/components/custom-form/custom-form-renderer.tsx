// A custom form rendered from its definition with @rjsf/core and our Mantine widgets. Validation
// uses the definition's JSON Schema through the shared validator, the same check as the server.
import { t } from '@lingui/core/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import {
  formJsonSchema,
  normalizeFormData,
  validateFormData,
  type FormField,
  type JsonSchema,
} from '@shared/custom-form/index.ts';
import { AlertIcon } from '@/components/ui/icons';
import type { FormContext } from './form-context';
import { CustomFormField } from './form-field';
import { createFormValidator } from './rjsf-validator';
import { TEMPLATES } from './templates';
import type { CustomFormRendererProps } from './types';

type Values = Record<string, unknown>;

const RJSF_FIELDS = { customFormField: CustomFormField };

/** When a country changes its states and cities no longer apply, and a state's cities likewise. */
function clearStalePlaces(fields: FormField[], before: Values, after: Values): Values {
  const keysOf = (type: FormField['fieldType']) => fields.filter((f) => f.fieldType === type).map((f) => f.keyNm);
  const idOf = (v: unknown) =>
    v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : undefined;
  const changed = (keys: string[]) => keys.some((k) => idOf(before[k]) !== idOf(after[k]));
  const countryChanged = changed(keysOf('country'));
  const stale = new Set([
    ...(countryChanged ? keysOf('state') : []),
    ...(countryChanged || changed(keysOf('state')) ? keysOf('city') : []),
  ]);
  return Object.fromEntries(Object.entries(after).filter(([k]) => !stale.has(k)));
}

export function CustomFormRendererImpl({
  fields,
  value,
  onChange,
  onSubmit,
  lang = 'en',
  uploadPurpose = 'document',
  guest = false,
  formId,
  nested = false,
  disabled = false,
  submitLabel,
  children,
  ref,
}: CustomFormRendererProps) {
  const formRef = useRef<Form<Values>>(null);
  const reactId = useId();
  // rjsf builds input ids from this prefix; it must be a plain token for CSS selectors.
  const idPrefix = (formId ?? `cf${reactId}`).replace(/[^A-Za-z0-9_-]/g, '');
  const { schema, uiSchema } = useMemo(() => formJsonSchema(fields, lang), [fields, lang]);
  const validator = useMemo(() => createFormValidator(fields, lang), [fields, lang]);
  const [uploading, setUploadingKeys] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [errorCount, setErrorCount] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setUploading = useCallback((key: string, busy: boolean) => {
    setUploadingKeys((prev) => {
      const next = new Set(prev);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const context = useMemo<FormContext>(
    () => ({ lang, guest, uploadPurpose, fields, values: value, setUploading }),
    [lang, guest, uploadPurpose, fields, value, setUploading],
  );

  const focusField = useCallback(
    (error: RJSFValidationError) => {
      const key = (error.property ?? '').replace(/^\./, '');
      const id = `${idPrefix}_${key}`;
      const root = document.getElementById(idPrefix) ?? document;
      const el =
        // idPrefix is a plain token and keys match ^[A-Za-z][A-Za-z0-9_]*$, so the id needs no escaping.
        root.querySelector<HTMLElement>(`#${id}`) ??
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
        root.querySelector<HTMLElement>(`input[id^="${id}"], button[id^="${id}"], textarea[id^="${id}"]`);
      el?.focus();
    },
    [idPrefix],
  );

  const runSubmit = async (data: Values) => {
    if (uploading.size > 0) {
      setNotice(t`Wait until the files have finished uploading`);
      return;
    }
    setNotice(null);
    setErrorCount(0);
    if (!onSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit(normalizeFormData(fields, data));
    } finally {
      setSubmitting(false);
    }
  };

  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        setAttempted(true);
        return formRef.current?.validateForm() ?? false;
      },
      submit: () => formRef.current?.submit(),
      isValid: () => validateFormData(fields, value, lang).valid,
      isUploading: () => uploading.size > 0,
    }),
    [fields, value, lang, uploading],
  );

  return (
    <Form<Values>
      ref={formRef}
      id={idPrefix}
      // rjsf's own way to sit inside another form: a <div> instead of a nested <form>.
      tagName={nested ? 'div' : undefined}
      idPrefix={idPrefix}
      schema={schema as JsonSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      fields={RJSF_FIELDS}
      templates={TEMPLATES}
      formContext={context}
      disabled={disabled || submitting}
      // Blank places, files and lists stay absent instead of becoming {} or [undefined], and a
      // required "I agree" box (const: true) is never ticked for the user.
      experimental_defaultFormStateBehavior={{
        constAsDefaults: 'never',
        emptyObjectFields: 'skipEmptyDefaults',
        arrayMinItems: { populate: 'never' },
      }}
      noHtml5Validate
      showErrorList={false}
      // Quiet while the user fills the form; once a submit failed, every change re-checks.
      liveValidate={attempted ? 'onChange' : false}
      focusOnFirstError={focusField}
      onChange={(e: IChangeEvent<Values>) => {
        // Live validation re-checks every change after a failed attempt; the summary follows it
        // instead of still counting fields the user has since put right.
        if (attempted) setErrorCount(e.errors.length);
        onChange(clearStalePlaces(fields, value, e.formData ?? {}));
      }}
      onError={(errors) => {
        setAttempted(true);
        setErrorCount(errors.length);
      }}
      onSubmit={(e) => void runSubmit(e.formData ?? {})}
    >
      <Stack gap="md" mt="md">
        {errorCount > 0 ? (
          <Alert color="red" icon={<AlertIcon size={18} />} role="alert">
            {errorCount === 1 ? t`One field needs your attention.` : t`${errorCount} fields need your attention.`}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color="yellow" role="status">
            {notice}
          </Alert>
        ) : null}
        {children}
        {submitLabel ? (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={disabled || uploading.size > 0}>
              {submitLabel}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Form>
  );
}
