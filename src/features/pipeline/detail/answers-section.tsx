// The applicant's answers to the board's questions (its apply form) and the job's additional
// questions. The questions (labels, field types, options) come from the board's form and the job;
// while they load, or if they cannot be read, or for a question since deleted, the answers still
// show under labels made from their keys.
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import type { ApplicationAnswers, CustomField } from '@generated/api/model';
import { FieldValueList } from '@/components/custom-form';
import { SILENT } from '@/lib/api/http';
import { useApplicationQuestions } from '@/lib/applying/application-questions';
import { answerFields } from './answer-fields';

export function AnswersSection({ jobId, answers }: { jobId: string; answers: ApplicationAnswers }) {
  const job = useGetJob(jobId, { query: { staleTime: 5 * 60_000 }, request: SILENT });
  const asked = useApplicationQuestions(job.data?.data.questions);
  const fields = answerFields(answers, asked.questions as unknown as CustomField[]);
  if (fields.length === 0)
    return (
      <Text c="dimmed">
        <Trans>This application answered no additional questions.</Trans>
      </Text>
    );
  return <FieldValueList fields={fields} values={answers} />;
}
