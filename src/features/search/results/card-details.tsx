// A candidate's additional details on a result card (CandidateCard.additionalDetails: the board's
// own questions, today's fields, contact-like answers only once the contact is visible), compact:
// the first few as "Label: value", shown by the display rules of every form (formatFieldValue).
import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { FormAnswers } from '@generated/api/model';
import { formatFieldValue } from '@shared/custom-form/format.ts';
import { localized, type FormField } from '@shared/custom-form/types.ts';

const SHOWN = 4;

export function CardDetails({ answers }: { answers: FormAnswers | undefined }) {
  const fields = (answers?.fields ?? []) as FormField[];
  if (!answers || fields.length === 0) return null;
  const shown = [...fields].sort((a, b) => a.sortOrder - b.sortOrder).slice(0, SHOWN);
  const more = fields.length - shown.length;
  return (
    <Text fz="sm" c="dimmed" lineClamp={2}>
      {shown.map((f, i) => (
        <Fragment key={f.keyNm}>
          {i > 0 ? ' · ' : null}
          <Text span fz="sm" fw={500} c="dark.6">
            {localized(f.label)}:
          </Text>{' '}
          {formatFieldValue(f, answers.values[f.keyNm])}
        </Fragment>
      ))}
      {more > 0 ? t` · +${more} more` : null}
    </Text>
  );
}
