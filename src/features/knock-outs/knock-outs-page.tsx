// /employer/responses?jobId=…&screening=set_aside|rules: one job's screening, in the applicants'
// route (the specification's routes have no screen of its own for it). "Did not meet requirements"
// lists the applications its knock-outs set aside (bring one back into the pipeline from here);
// "Questions" sets each question's weight and required answer.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Stack, Tabs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ScreeningEditor } from './screening-editor';
import { SetAsideList } from './set-aside-list';

export type KnockOutsTab = 'set_aside' | 'rules';

type Props = { jobId: string | undefined; tab: KnockOutsTab; onTab: (tab: KnockOutsTab) => void };

export function KnockOutsPage({ tab, onTab, ...props }: Props) {
  const jobId = props.jobId ?? '';
  const job = useGetJob(jobId, { query: { enabled: jobId !== '' } });
  const labels = Object.fromEntries((job.data?.data.questions ?? []).map((q) => [q.keyNm, q.label.en ?? q.keyNm]));
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t`Knock-out questions`} />
        {!jobId ? (
          <EmptyState title={t`Choose a job`} text={t`Open a job’s applicants, then its knock-out questions.`} />
        ) : (
          <>
            <Text>
              {job.data?.data.title ? `${job.data.data.title}. ` : ''}
              <Anchor renderRoot={(props) => <Link {...props} to="/employer/responses" search={{ jobId }} />}>
                <Trans>Back to the applicants</Trans>
              </Anchor>
            </Text>
            <Tabs value={tab} onChange={(next) => onTab(next === 'rules' ? 'rules' : 'set_aside')} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="set_aside">
                  <Trans>Did not meet requirements</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="rules">
                  <Trans>Questions</Trans>
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="set_aside" pt="md">
                <SetAsideList jobId={jobId} labels={labels} />
              </Tabs.Panel>
              <Tabs.Panel value="rules" pt="md">
                <ScreeningEditor jobId={jobId} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
