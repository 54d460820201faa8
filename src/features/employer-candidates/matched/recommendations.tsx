// Recommended candidates for the job, each with the reasons in words; the ones shown are marked
// seen (recommendations/viewed) once, so "new" recommendations stay meaningful.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Card, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import {
  useListCandidateRecommendations,
  useMarkCandidateRecommendationsViewed,
} from '@generated/api/employer-candidates/employer-candidates';
import type { CandidateRecommendation } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { CandidateCardLine } from '../shared/candidate-card-line';
import { ScoreBadge } from '../shared/score-bars';
import { Section } from '../shared/section';

const SHOWN = 5;

function useMarkSeen(items: readonly CandidateRecommendation[] | undefined, jobId: string | undefined) {
  const { mutate } = useMarkCandidateRecommendationsViewed();
  const sent = useRef(new Set<string>());
  const signature = (items ?? [])
    .filter((r) => !r.viewedAt)
    .map((r) => r.candidate._id)
    .join(',');
  useEffect(() => {
    // Each shown candidate is marked once per visit, however often the list refetches.
    const ids = signature.split(',').filter((id) => id && !sent.current.has(id));
    if (!ids.length) return;
    for (const id of ids) sent.current.add(id);
    mutate({ data: { candidateIds: ids, ...(jobId ? { jobId } : {}) } });
  }, [signature, jobId, mutate]);
}

function RecommendationList({ jobId }: { jobId: string | undefined }) {
  const recs = useListCandidateRecommendations({ page: 1, limit: 10, ...(jobId ? { jobId } : {}) });
  const items = recs.data?.data.items.slice(0, SHOWN);
  useMarkSeen(items, jobId);
  return (
    <QueryView
      query={recs}
      errorTitle={t`We could not load recommendations`}
      empty={
        <EmptyState compact title={t`No recommendations yet`} text={t`New candidates who fit your jobs show here.`} />
      }
    >
      {() => (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {(items ?? []).map((r) => (
            <Card component="li" key={`${r.candidate._id}-${r.jobId ?? ''}`} withBorder p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <CandidateCardLine candidate={r.candidate} jobId={r.jobId} />
                <ScoreBadge score={r.score} />
              </Group>
              {r.jobTitle && !jobId ? (
                <Text fz="xs" c="dimmed" mt={4}>
                  <Trans>For {r.jobTitle}</Trans>
                </Text>
              ) : null}
              {r.reasons.length ? (
                <List size="xs" mt={6} spacing={2} aria-label={t`Why ${r.candidate.name}`}>
                  {r.reasons.map((reason) => (
                    <List.Item key={reason.code + reason.label}>{reason.label}</List.Item>
                  ))}
                </List>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

export function Recommendations({ jobId }: { jobId: string | undefined }) {
  return (
    <Section title={t`Recommended for you`}>
      <FeatureGate feature="candidate_recommendation">
        <RecommendationList jobId={jobId} />
      </FeatureGate>
    </Section>
  );
}
