// "Similar candidates": a few candidates like this one (by skills, titles, experience and place),
// each a short card linking to their page, scored against the job when the page has one.
import { t } from '@lingui/core/macro';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useListSimilarCandidates } from '@generated/api/employer-candidates/employer-candidates';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { CandidateCardLine } from '../shared/candidate-card-line';
import { ScoreBadge } from '../shared/score-bars';
import { Section } from '../shared/section';

const SHOWN = 5;

function SimilarList({ candidateId, jobId }: { candidateId: string; jobId?: string }) {
  const similar = useListSimilarCandidates({ candidateId, page: 1, limit: 10, ...(jobId ? { jobId } : {}) });
  return (
    <QueryView
      query={similar}
      errorTitle={t`We could not load similar candidates`}
      empty={<EmptyState compact title={t`No similar candidates yet`} />}
    >
      {(res) => (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {res.data.items.slice(0, SHOWN).map((r) => (
            <Card component="li" key={r.candidate._id} withBorder p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <CandidateCardLine candidate={r.candidate} jobId={jobId} />
                <ScoreBadge score={r.score} />
              </Group>
              {r.reasons[0] ? (
                <Text fz="xs" c="dimmed" mt={4}>
                  {r.reasons[0].label}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

export function SimilarCandidates(props: { candidateId: string; jobId?: string }) {
  return (
    <Section title={t`Similar candidates`}>
      <FeatureGate feature="similar_candidates">
        <SimilarList {...props} />
      </FeatureGate>
    </Section>
  );
}
