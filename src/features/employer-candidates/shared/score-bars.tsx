// A match score's parts as labelled bars (0 to 100), each with its comparison in words when the
// analysis gives one. Progress bars carry their label and value for screen readers.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { MatchScoreBreakdown } from '@generated/api/model';
import { factorLabel, scoreColor } from './words';

export type ScorePart = { key: string; score: number; detail?: string; weight?: number };

export function breakdownParts(b: MatchScoreBreakdown): ScorePart[] {
  return (['skills', 'experience', 'location', 'education'] as const).map((key) => ({ key, score: b[key] }));
}

export function ScoreBars({ parts, compact = false }: { parts: readonly ScorePart[]; compact?: boolean }) {
  return (
    <Stack gap={compact ? 4 : 'sm'} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {parts.map((p) => {
        const label = factorLabel(p.key);
        return (
          <li key={p.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz={compact ? 'xs' : 'sm'} fw={500}>
                {label}
                {p.weight !== undefined ? (
                  <Text span c="dimmed" fz="xs">
                    {t` · weighs ${Math.round(p.weight * 100)}%`}
                  </Text>
                ) : null}
              </Text>
              <Text fz={compact ? 'xs' : 'sm'} c="dimmed">
                {p.score}
              </Text>
            </Group>
            <Progress
              value={p.score}
              color={scoreColor(p.score)}
              size={compact ? 'xs' : 'sm'}
              aria-label={t`${label}: ${p.score} of 100`}
            />
            {p.detail ? (
              <Text fz="xs" c="dimmed" mt={2}>
                {p.detail}
              </Text>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge size="lg" variant="light" color={scoreColor(score)} style={{ flexShrink: 0 }}>
      <Trans>{score}% match</Trans>
    </Badge>
  );
}

export function SkillBadges({
  label,
  skills,
  tone,
}: {
  label: string;
  skills: readonly string[];
  tone: 'match' | 'missing';
}) {
  if (!skills.length) return null;
  return (
    <Group gap={6} align="center" wrap="wrap">
      <Text fz="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Group gap={4} role="list" aria-label={label}>
        {skills.map((s) => (
          <Badge
            key={s}
            role="listitem"
            tt="none"
            size="sm"
            variant={tone === 'match' ? 'light' : 'outline'}
            color={tone === 'match' ? 'teal' : 'red'}
            c={tone === 'match' ? 'teal.9' : 'red.9'}
          >
            {s}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
