// The board's own questions about a job (the custom fields of its job_post form), asked on the Job
// post screen under the step's own fields. Rendered inside the step's form (nested), so the one
// "Save & continue" checks them through the handle and saves them with the job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Fieldset, Text } from '@mantine/core';
import type { Ref } from 'react';
import { CustomFormRenderer, type CustomFormHandle, type FormField } from '@/components/custom-form';

type Props = {
  fields: FormField[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  handleRef: Ref<CustomFormHandle>;
};

export function JobDetailsFields({ fields, value, onChange, handleRef }: Props) {
  const anyPublic = fields.some((f) => f.isPublic);
  return (
    <Fieldset legend={t`Additional details`} radius="md">
      {anyPublic ? (
        <Text fz="xs" c="dimmed">
          <Trans>Some of these answers are shown to candidates on the job’s page.</Trans>
        </Text>
      ) : null}
      <CustomFormRenderer
        ref={handleRef}
        nested
        fields={fields}
        value={value}
        onChange={onChange}
        uploadPurpose="document"
        formId="job-details"
      />
    </Fieldset>
  );
}
