// The last step before sending: what the employer will receive, each part with a way back to
// change it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UploadedFile } from '@generated/api/model';
import { FieldValueList, type FormField } from '@/components/custom-form';
import type { StepKey } from '../apply-job/steps';

type Props = {
  resume: UploadedFile | null;
  questions: FormField[];
  answers: Record<string, unknown>;
  coverLetter: string;
  onEdit?: (step: StepKey) => void;
};

function Part({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: StepKey;
  onEdit?: (s: StepKey) => void;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="md">
          {title}
        </Title>
        {onEdit ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onEdit(step)}
            aria-label={t`Change ${title.toLowerCase()}`}
          >
            <Trans>Change</Trans>
          </Button>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

export function ApplicationSummary({ resume, questions, answers, coverLetter, onEdit }: Props) {
  return (
    <Stack gap="lg">
      <Part title={t`Resume`} step="resume" onEdit={onEdit}>
        {resume ? (
          <Anchor href={resume.uri} target="_blank" rel="noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {resume.name}
          </Anchor>
        ) : (
          <Text fz="sm" c="red">
            <Trans>No resume chosen</Trans>
          </Text>
        )}
      </Part>
      {questions.length ? (
        <Part title={t`Answers`} step="questions" onEdit={onEdit}>
          <FieldValueList fields={questions} values={answers} />
        </Part>
      ) : null}
      <Part title={t`Cover letter`} step="cover" onEdit={onEdit}>
        <Text
          fz="sm"
          c={coverLetter ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {coverLetter || t`No cover letter`}
        </Text>
      </Part>
    </Stack>
  );
}
