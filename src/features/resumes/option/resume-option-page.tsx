// /jobsseekers/resume-option: how the candidate wants to give the board a resume, and the resumes
// they have built (shown when the plan includes the builder; the list belongs to it).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Container, Stack, Title } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { useFeature } from '@/lib/plans/use-feature';
import { ResumeList } from './resume-list';
import { ResumeOptions } from './resume-options';

export function ResumeOptionPage() {
  const builder = useFeature('resume_builder');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`Add your resume`}
        subtitle={t`Build one here, upload the one you have, or let us read it into your profile.`}
      />
      <ResumeOptions />
      {builder.allowed ? (
        <Stack gap="sm" mt={40}>
          <Title order={2} fz="xl" fw={700}>
            <Trans>My resumes</Trans>
          </Title>
          <ResumeList />
        </Stack>
      ) : null}
    </Container>
  );
}
