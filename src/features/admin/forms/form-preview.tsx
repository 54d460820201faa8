// The live preview: the draft rendered by the very renderer the apply and registration screens use,
// so what the admin sees is what users get, rules included ("Try it" shows the messages).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CustomFormRenderer } from '@/components/custom-form';
import type { FormField } from '@shared/custom-form/index.ts';

export function FormPreview({ fields, title }: { fields: FormField[]; title: string }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [passed, setPassed] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-preview-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="form-preview-heading">
            <Trans>Live preview</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>{title}, as users will see it. Changes show here as you make them.</Trans>
          </Text>
        </div>
        {fields.length === 0 ? (
          <Text c="dimmed">
            <Trans>This form has no fields to show.</Trans>
          </Text>
        ) : (
          <CustomFormRenderer
            fields={fields}
            value={values}
            onChange={(next) => (setValues(next), setPassed(false))}
            onSubmit={() => setPassed(true)}
            submitLabel={t`Try it`}
            formId="admin-form-preview"
            uploadPurpose="document"
          />
        )}
        {passed ? (
          <Alert color="green" variant="light" role="status">
            <Trans>Every answer passes the form’s rules.</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
