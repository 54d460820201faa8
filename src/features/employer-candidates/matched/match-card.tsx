// One matched candidate: who, the score with its four parts, skills matched and missing, what
// already happened (applied, invited, viewed), and the actions: select for a group invitation,
// Like, Not a fit, Invite and the link to their page for this job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MatchedCandidate } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import { CandidateCardLine } from '../shared/candidate-card-line';
import { breakdownParts, ScoreBadge, ScoreBars, SkillBadges } from '../shared/score-bars';
import { statusLabel } from '../shared/words';

type Props = {
  match: MatchedCandidate;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onInvite: () => void;
  /** Absent when the plan has no recommendations (the interaction call is part of them). */
  reactions?: { liked: boolean; busy: boolean; onLike: () => void; onDismiss: () => void };
};

function History({ match }: { match: MatchedCandidate }) {
  const items = [
    match.applicationStatus
      ? {
          key: 'applied',
          color: 'blue',
          // "Applied" alone while the application is new, else where it stands ("Applied · Shortlist").
          text:
            match.applicationStatus === 'APPLIED' ? t`Applied` : t`Applied · ${statusLabel(match.applicationStatus)}`,
        }
      : null,
    match.invitedAt ? { key: 'invited', color: 'violet', text: t`Invited ${formatDate(match.invitedAt)}` } : null,
    match.viewedAt ? { key: 'viewed', color: 'gray', text: t`Viewed ${formatDate(match.viewedAt)}` } : null,
  ].filter((x) => x !== null);
  if (!items.length) return null;
  return (
    <Group gap={6} role="list" aria-label={t`History`}>
      {items.map((i) => (
        <Badge key={i.key} role="listitem" variant="light" color={i.color} c={`${i.color}.9`} tt="none" size="sm">
          {i.text}
        </Badge>
      ))}
    </Group>
  );
}

export function MatchCard({ match, selected, onSelect, onInvite, reactions }: Props) {
  const c = match.candidate;
  return (
    <Card component="li" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Checkbox
              mt={4}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t`Select ${c.name}`}
            />
            <CandidateCardLine candidate={c} jobId={match.jobId} />
          </Group>
          <ScoreBadge score={match.score} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing={4}>
          <ScoreBars parts={breakdownParts(match.breakdown)} compact />
          <Stack gap={6}>
            <SkillBadges label={t`Matched skills`} skills={match.matchedSkills} tone="match" />
            <SkillBadges label={t`Missing skills`} skills={match.missingSkills} tone="missing" />
          </Stack>
        </SimpleGrid>
        <History match={match} />
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {reactions ? (
            <>
              <Button
                size="xs"
                variant={reactions.liked ? 'filled' : 'default'}
                aria-pressed={reactions.liked}
                onClick={reactions.onLike}
                disabled={reactions.busy || reactions.liked}
                aria-label={t`Like ${c.name}`}
              >
                {reactions.liked ? t`Liked` : t`Like`}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={reactions.onDismiss}
                disabled={reactions.busy}
                aria-label={t`Not a fit: ${c.name}`}
              >
                <Trans>Not a fit</Trans>
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="light" onClick={onInvite} aria-label={t`Invite ${c.name}`}>
            <Trans>Invite</Trans>
          </Button>
          <Anchor
            fz="sm"
            fw={500}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/employer/matched-candidate-detail"
                search={{ candidateId: c._id, jobId: match.jobId }}
                aria-label={t`View profile of ${c.name}`}
              />
            )}
          >
            <Trans>View profile</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
