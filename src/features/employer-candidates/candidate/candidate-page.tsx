// One candidate's page, for the three routes that open it: from smart search
// (/employer/searched-candidate-detail), from viewed candidates (/employer/view-candidate-detail)
// and from matching (/employer/matched-candidate-detail, which adds the match for its job). The
// profile, the candidate's additional details (answers that are contact details in all but name
// only once revealed, like the contact), the resume once revealed, the contact block, what the company has on the candidate
// (applications, lists, invitations, notes) and similar candidates. Opening it records the view.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Grid, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetSearchedCandidateDetails } from '@generated/api/employer-candidates/employer-candidates';
import { FormAnswersList } from '@/components/custom-form/form-answers-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { Section } from '../shared/section';
import { CandidateActions } from './candidate-actions';
import { Applications, Invitations, Lists } from './company-history';
import { ContactCard } from './contact-card';
import { MatchPanel } from './match-panel';
import { NotesSection } from './notes-section';
import { ProfileEntries } from './profile-entries';
import { ProfileSummary } from './profile-summary';
import { ResumeBlock } from './resume-block';
import { SimilarCandidates } from './similar-candidates';
import { useReveal } from './use-reveal';
import { useTrackView } from './use-track-view';

export type CandidateOrigin = 'search' | 'viewed' | 'matched';

type Props = { candidateId: string | undefined; jobId?: string; origin: CandidateOrigin };

function BackLink({ origin, jobId }: { origin: CandidateOrigin; jobId?: string }) {
  if (origin === 'search')
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/employer/smart-search" />} fz="sm">
        <Trans>← Back to smart search</Trans>
      </Anchor>
    );
  return (
    <Anchor
      renderRoot={(props) => (
        <Link
          {...props}
          to="/employer/matched-candidate"
          search={origin === 'viewed' ? { tab: 'viewed' } : jobId ? { jobId } : {}}
        />
      )}
      fz="sm"
    >
      {origin === 'viewed' ? t`← Back to viewed candidates` : t`← Back to matched candidates`}
    </Anchor>
  );
}

function CandidateBody({ candidateId, jobId, origin }: Props & { candidateId: string }) {
  const details = useGetSearchedCandidateDetails({ candidateId });
  const reveal = useReveal(candidateId, jobId);
  useTrackView(candidateId, jobId);

  if (isApiError(details.error) && details.error.status === 404 && !details.data)
    return (
      <EmptyState
        title={t`Candidate not found`}
        text={t`They may have stopped sharing their profile with employers.`}
        action={<BackLink origin={origin} jobId={jobId} />}
      />
    );

  return (
    <QueryView query={details} errorTitle={t`We could not load this candidate`}>
      {({ data }) => {
        const { candidate, profile } = data;
        const visible = candidate.contactVisible || Boolean(reveal.contact);
        return (
          <Stack gap="lg">
            <PageHeader
              above={<BackLink origin={origin} jobId={jobId} />}
              title={profile.name}
              subtitle={[profile.headline, candidate.currentCompany].filter(Boolean).join(' · ') || undefined}
              actions={
                <CandidateActions
                  candidateId={candidateId}
                  name={profile.name}
                  jobId={jobId}
                  listIds={data.lists.map((l) => l._id)}
                />
              }
            />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="lg">
                  {jobId ? <MatchPanel candidateId={candidateId} jobId={jobId} /> : null}
                  <Section title={t`Profile`}>
                    <ProfileSummary profile={profile} />
                  </Section>
                  <Section title={t`Career`}>
                    <ProfileEntries profile={profile} />
                  </Section>
                  {data.additionalDetails ? (
                    <Section title={t`Additional details`}>
                      <FormAnswersList answers={data.additionalDetails} />
                    </Section>
                  ) : null}
                  <Section title={t`Resume`}>
                    <ResumeBlock
                      resume={reveal.contact?.resume ?? profile.resume}
                      visible={visible}
                      hasResume={candidate.hasResume}
                    />
                  </Section>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <Section title={t`Contact details`}>
                    <ContactCard profile={profile} visible={candidate.contactVisible} reveal={reveal} />
                  </Section>
                  <Section title={t`Applications to your jobs`}>
                    <Applications items={data.applications} />
                  </Section>
                  <Section title={t`In your lists`}>
                    <Lists items={data.lists} />
                  </Section>
                  <Section title={t`Invitations`}>
                    <Invitations items={data.invitations} />
                  </Section>
                  <Section title={t`Notes`}>
                    <NotesSection candidateId={candidateId} />
                  </Section>
                  <SimilarCandidates candidateId={candidateId} jobId={jobId} />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        );
      }}
    </QueryView>
  );
}

export function CandidatePage({ candidateId, jobId, origin }: Props) {
  return (
    <Container size="lg" py="xl">
      {candidateId ? (
        <CandidateBody candidateId={candidateId} jobId={jobId} origin={origin} />
      ) : (
        <EmptyState
          title={t`No candidate chosen`}
          text={t`Open a candidate from smart search, matched candidates or the candidates you viewed.`}
          action={<BackLink origin={origin} jobId={jobId} />}
        />
      )}
    </Container>
  );
}
