// /employer/response-detail?userJobId=…: one application. Who applied, the resume in place, the
// answers, the applicant's additional details (their profile's answers to the board's own
// questions) and cover letter, the status with its actions and history, and the applicant's other
// applications to the company.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetApplicationDetails } from '@generated/api/pipeline/pipeline';
import { FormAnswersList } from '@/components/custom-form/form-answers-list';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { DocumentPreview } from '@/components/ui/document-preview';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { applicantOf } from '../shared/applicant';
import { ApplicationStatusBadge, GuestBadge } from '../shared/status-badge';
import { AnswersSection } from './answers-section';
import { MessageCandidateButton } from './message-candidate';
import { ProfileSummary } from './profile-summary';
import { StatusActions } from './status-actions';
import { StatusHistory } from './status-history';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" p="lg" withBorder aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function BackLink({ jobId }: { jobId?: string }) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/employer/responses" search={jobId ? { jobId } : {}} />}
      fz="sm"
    >
      <Trans>← Back to responses</Trans>
    </Anchor>
  );
}

/**
 * `interviews` is the interviews section and `video` the applicant's video resume, given by the
 * route (they belong to the interviews and video-resume features).
 */
export function ResponseDetailPage({
  userJobId,
  interviews,
  video,
}: {
  userJobId: string | undefined;
  interviews?: ReactNode;
  video?: ReactNode;
}) {
  const details = useGetApplicationDetails({ userJobId: userJobId ?? '' }, { query: { enabled: Boolean(userJobId) } });

  if (!userJobId)
    return (
      <Container size="lg" py="xl">
        <EmptyState
          title={t`No application chosen`}
          text={t`Open an application from the responses of one of your jobs.`}
          action={<BackLink />}
        />
      </Container>
    );

  if (isApiError(details.error) && details.error.status === 404 && !details.data)
    return (
      <Container size="lg" py="xl">
        <EmptyState
          title={t`Application not found`}
          text={t`It may have been removed, or it belongs to another company.`}
          action={<BackLink />}
        />
      </Container>
    );

  return (
    <Container size="lg" py="xl">
      <QueryView query={details} errorTitle={t`We could not load this application`}>
        {({ data }) => {
          const a = data.application;
          const who = applicantOf(a);
          const resume = a.resume ?? data.profile?.resume ?? null;
          return (
            <Stack gap="lg">
              <PageHeader
                above={<BackLink jobId={a.job._id} />}
                title={
                  <Group gap="xs" component="span">
                    <span>{who.name}</span>
                    {who.isGuest ? <GuestBadge /> : null}
                  </Group>
                }
                subtitle={
                  <>
                    <Trans>
                      Applied for <strong>{a.job.title}</strong> on{' '}
                      <time dateTime={a.appliedAt} title={formatDateTime(a.appliedAt)}>
                        {formatDate(a.appliedAt)}
                      </time>
                    </Trans>
                  </>
                }
                actions={
                  a.candidate ? (
                    <MessageCandidateButton candidateId={a.candidate._id} jobId={a.job._id} name={who.name} />
                  ) : null
                }
              />
              <Card p="md" withBorder>
                <Stack gap="sm">
                  <Group gap="xs">
                    <Text fw={600}>
                      <Trans>Status</Trans>
                    </Text>
                    <ApplicationStatusBadge status={a.status} />
                  </Group>
                  <StatusActions id={a._id} name={who.name} status={a.status} />
                </Stack>
              </Card>
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="lg">
                    <Section title={t`Profile`}>
                      <ProfileSummary details={data} />
                    </Section>
                    <Section title={t`Resume`}>
                      {resume ? (
                        <DocumentPreview url={resume.uri} name={resume.name} mimeType={resume.mimeType} />
                      ) : (
                        <Text c="dimmed">
                          <Trans>No resume was sent with this application.</Trans>
                        </Text>
                      )}
                    </Section>
                    {video}
                    <Section title={t`Answers`}>
                      <AnswersSection jobId={a.job._id} answers={a.answers} />
                    </Section>
                    {data.additionalDetails ? (
                      <Section title={t`Additional details`}>
                        <FormAnswersList answers={data.additionalDetails} />
                      </Section>
                    ) : null}
                    <Section title={t`Cover letter`}>
                      {a.coverLetter ? (
                        <CollapsibleText>
                          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                            {a.coverLetter}
                          </Text>
                        </CollapsibleText>
                      ) : (
                        <Text c="dimmed">
                          <Trans>No cover letter.</Trans>
                        </Text>
                      )}
                    </Section>
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Stack gap="lg">
                    {interviews}
                    <Section title={t`Status history`}>
                      <StatusHistory history={a.history} />
                    </Section>
                    {data.otherApplications.length ? (
                      <Section title={t`Other applications`}>
                        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                          {data.otherApplications.map((o) => (
                            <Box component="li" key={o._id}>
                              <Group justify="space-between" gap="xs" wrap="nowrap">
                                <Stack gap={0} style={{ minWidth: 0 }}>
                                  <Anchor
                                    renderRoot={(props) => (
                                      <Link {...props} to="/employer/response-detail" search={{ userJobId: o._id }} />
                                    )}
                                    fz="sm"
                                    fw={600}
                                  >
                                    {o.job.title}
                                  </Anchor>
                                  <Text fz="xs" c="dimmed">
                                    <Trans>Applied {formatDate(o.appliedAt)}</Trans>
                                  </Text>
                                </Stack>
                                <ApplicationStatusBadge status={o.status} />
                              </Group>
                            </Box>
                          ))}
                        </Stack>
                      </Section>
                    ) : null}
                  </Stack>
                </Grid.Col>
              </Grid>
            </Stack>
          );
        }}
      </QueryView>
    </Container>
  );
}
