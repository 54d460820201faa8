// How the candidate fits the job of a matched-candidate page: the score, each factor as a bar
// with its comparison in words, the skills matched and missing, strengths, gaps and a summary.
// The analysis (candidate_recommendation) carries the detail; without it the match's own
// breakdown is shown, and without matched_candidates the upgrade prompt.
import { t } from '@lingui/core/macro';
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  analyseCandidateMatch,
  getAnalyseCandidateMatchUrl,
  useGetMatchedCandidateDetails,
} from '@generated/api/employer-candidates/employer-candidates';
import type { CandidateMatchAnalysis, MatchedCandidate } from '@generated/api/model';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { breakdownParts, ScoreBadge, ScoreBars, SkillBadges } from '../shared/score-bars';
import { Section } from '../shared/section';

type Props = { candidateId: string; jobId: string };

function Points({ label, items }: { label: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Analysis({ analysis }: { analysis: CandidateMatchAnalysis }) {
  return (
    <Stack gap="md">
      <ScoreBadge score={analysis.score} />
      {analysis.summary ? <Text fz="sm">{analysis.summary}</Text> : null}
      <ScoreBars
        parts={analysis.factors.map((f) => ({ key: f.factor, score: f.score, weight: f.weight, detail: f.detail }))}
      />
      <SkillBadges label={t`Matched skills`} skills={analysis.matchedSkills} tone="match" />
      <SkillBadges label={t`Missing skills`} skills={analysis.missingSkills} tone="missing" />
      <Points label={t`Strengths`} items={analysis.strengths} />
      <Points label={t`Gaps`} items={analysis.gaps} />
    </Stack>
  );
}

function Breakdown({ match }: { match: MatchedCandidate }) {
  return (
    <Stack gap="md">
      <ScoreBadge score={match.score} />
      <ScoreBars parts={breakdownParts(match.breakdown)} />
      <SkillBadges label={t`Matched skills`} skills={match.matchedSkills} tone="match" />
      <SkillBadges label={t`Missing skills`} skills={match.missingSkills} tone="missing" />
    </Stack>
  );
}

function MatchBody({ candidateId, jobId }: Props) {
  const analysisAllowed = useFeature('candidate_recommendation');
  const details = useGetMatchedCandidateDetails({ jobId, candidateId });
  const analysis = useQuery({
    queryKey: [getAnalyseCandidateMatchUrl(), { candidateId, jobId }],
    queryFn: ({ signal }) => analyseCandidateMatch({ candidateId, jobId }, { signal }),
    enabled: analysisAllowed.allowed,
  });
  if (analysis.data) return <Analysis analysis={analysis.data.data} />;
  if (analysisAllowed.allowed && analysis.isPending) return <LoadingState rows={2} label={t`Analysing the match…`} />;
  if (details.data) return <Breakdown match={details.data.data.match} />;
  if (details.isError)
    return (
      <ErrorState
        compact
        title={t`We could not load the match`}
        message={t`The job may be closed, or it is not one of yours.`}
        onRetry={() => void details.refetch()}
      />
    );
  return <LoadingState rows={2} />;
}

export function MatchPanel(props: Props) {
  const feature = useFeature('matched_candidates');
  return (
    <Section title={t`Match for this job`}>
      {feature.isLoading ? (
        <LoadingState rows={1} />
      ) : feature.allowed ? (
        <MatchBody {...props} />
      ) : (
        <UpgradePrompt feature="matched_candidates" />
      )}
    </Section>
  );
}
