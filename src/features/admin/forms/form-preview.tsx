// The live preview: the draft rendered by the very renderer the apply and registration screens use,
// so what the admin sees is what users get, rules included ("Try it" shows the messages).
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
            Live preview
          </Title>
          <Text fz="sm" c="dimmed">
            {title}, as users will see it. Changes show here as you make them.
          </Text>
        </div>
        {fields.length === 0 ? (
          <Text c="dimmed">This form has no fields to show.</Text>
        ) : (
          <CustomFormRenderer
            fields={fields}
            value={values}
            onChange={(next) => (setValues(next), setPassed(false))}
            onSubmit={() => setPassed(true)}
            submitLabel="Try it"
            formId="admin-form-preview"
            uploadPurpose="document"
          />
        )}
        {passed ? (
          <Alert color="green" variant="light" role="status">
            Every answer passes the form’s rules.
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
