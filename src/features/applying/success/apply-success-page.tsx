// /jobsseekers/apply-job-successfully?jobId=: the application went out. Shows the job applied to
// and what happens next, with the way to My jobs and back to the search.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import { CheckCircleIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { SILENT } from '@/lib/api/http';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { JobSummaryCard } from '../components/job-summary-card';

export function ApplySuccessPage({ jobId }: { jobId?: string }) {
  // The job is a courtesy here: if it cannot load, the confirmation still stands.
  const job = useGetJob(jobId ?? '', { query: { enabled: Boolean(jobId) }, request: SILENT });
  const data = job.data?.data;
  useDocumentTitle(t`Application sent`);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack align="center" ta="center" gap="xs">
            <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
              <CheckCircleIcon size={32} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              <Trans>Application sent</Trans>
            </Title>
            <Text c="dimmed" fz="sm" maw={440}>
              {data?.title
                ? t`Your application for ${data.title} at ${data.company.name} has reached the employer.`
                : t`Your application has reached the employer.`}
            </Text>
          </Stack>
          {data ? <JobSummaryCard job={data} /> : jobId && job.isPending ? <LoadingState rows={1} /> : null}
          <Stack gap="xs" component="section" aria-labelledby="next-steps">
            <Title order={2} fz="md" id="next-steps">
              <Trans>What happens next</Trans>
            </Title>
            <List spacing="xs" fz="sm">
              <List.Item>
                <Trans>The employer reviews your resume and answers.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  When they shortlist you, invite you to an interview or decide, the status in My jobs changes and we
                  let you know.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>Keep your profile up to date: employers may open it while they decide.</Trans>
              </List.Item>
            </List>
          </Stack>
          <Group justify="center" gap="sm">
            <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/my-jobs" />}>
              <Trans>Track in My jobs</Trans>
            </Button>
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
              <Trans>Find more jobs</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
