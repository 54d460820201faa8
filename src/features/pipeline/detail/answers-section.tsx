// The applicant's answers to the job's additional questions. The questions (labels, field types,
// options) come from the job; while they load, or if the job cannot be read, the answers still
// show under labels made from their keys.
import { Text } from '@mantine/core';
import { useGetJob } from '@generated/api/jobs/jobs';
import type { ApplicationAnswers } from '@generated/api/model';
import { FieldValueList } from '@/components/custom-form';
import { SILENT } from '@/lib/api/http';
import { answerFields } from './answer-fields';

export function AnswersSection({ jobId, answers }: { jobId: string; answers: ApplicationAnswers }) {
  const job = useGetJob(jobId, { query: { staleTime: 5 * 60_000 }, request: SILENT });
  const fields = answerFields(answers, job.data?.data.questions);
  if (fields.length === 0) return <Text c="dimmed">This job asked no additional questions.</Text>;
  return <FieldValueList fields={fields} values={answers} />;
}
