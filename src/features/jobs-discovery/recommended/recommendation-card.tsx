// One recommended job: the job card, how well it matches and why, so the candidate can judge the
// suggestion rather than trust a number. A match with no reasons (nothing to go by yet) shows the
// card alone.
import { t } from '@lingui/core/macro';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { JobRecommendation, RecommendationReasonKind } from '@generated/api/model';
import { JobCard } from '../components/job-card';

function kindLabels(): Record<RecommendationReasonKind, string> {
  return {
    skills: t`Skills`,
    experience: t`Experience`,
    location: t`Location`,
    category: t`Interest`,
    salary: t`Salary`,
  };
}

export function matchLabel(score: number): string {
  if (score >= 75) return t`Strong match`;
  if (score >= 50) return t`Good match`;
  return t`Possible match`;
}

export function RecommendationCard({ rec }: { rec: JobRecommendation }) {
  const title = rec.job.title ?? t`Untitled job`;
  return (
    <Stack component="li" gap={6} aria-label={title}>
      <JobCard job={rec.job} headingOrder={2} />
      {rec.reasons.length > 0 ? (
        <Group gap="sm" align="flex-start" wrap="wrap" px="sm" aria-label={t`Why ${title} is recommended`} role="group">
          <Badge variant="light" color={rec.score >= 75 ? 'green' : rec.score >= 50 ? 'blue' : 'gray'} tt="none">
            {`${matchLabel(rec.score)} · ${rec.score}%`}
          </Badge>
          <List size="sm" spacing={2} style={{ flex: '1 1 240px', listStyle: 'none' }} p={0} m={0}>
            {rec.reasons.map((reason) => (
              <List.Item key={`${reason.kind}-${reason.text}`}>
                <Text span fz="sm" fw={600}>
                  {kindLabels()[reason.kind]}:
                </Text>{' '}
                <Text span fz="sm" c="dimmed">
                  {reason.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Group>
      ) : null}
    </Stack>
  );
}
