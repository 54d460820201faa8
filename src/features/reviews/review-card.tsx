// One review as a card: stars, headline, who wrote it (or 'Anonymous') and when, pros and cons,
// and the company's reply. The screen hands in the actions the viewer may take on it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Review } from '@generated/api/model';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { formatDate } from '@/lib/format/dates';
import { Stars } from './stars';

/** A function, not a table: a module constant would keep the language of the first render. */
function statusBadge(status: Review['status']): { label: string; color: string } | null {
  if (status === 'pending') return { label: t`Awaiting approval`, color: 'yellow' };
  if (status === 'hidden') return { label: t`Hidden by the site`, color: 'gray' };
  return null;
}

function roleLine(review: Review): string {
  const status = review.employmentStatus === 'current' ? t`Current employee` : t`Former employee`;
  return review.jobTitle ? `${status}, ${review.jobTitle}` : status;
}

type Props = {
  review: Review;
  /** Who answered, as the reply's heading says it: the company's name, or 'Your reply'. */
  replyHeading: string;
  actions?: ReactNode;
  /** Below the reply, for the employer's reply controls. */
  footer?: ReactNode;
};

export function ReviewCard({ review, replyHeading, actions, footer }: Props) {
  const headingId = `review-${review._id}`;
  const badge = statusBadge(review.status);
  const shownAnonymous = review.isAnonymous && review.author.name === 'Anonymous';
  return (
    <Card component="article" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId} data-testid="review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Group gap="xs" wrap="wrap">
              <Stars value={review.rating} />
              {review.isMine ? (
                <Badge variant="light" color="brand" size="sm">
                  <Trans>Your review</Trans>
                </Badge>
              ) : null}
              {badge ? (
                <Badge variant="light" color={badge.color} size="sm">
                  {badge.label}
                </Badge>
              ) : null}
            </Group>
            <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {review.title}
            </Title>
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        <Group gap="sm" wrap="nowrap">
          {/* An anonymous author gets the plain silhouette, not initials made from 'Anonymous'. */}
          <PersonAvatar name={shownAnonymous ? '' : review.author.name} src={review.author.avatar} size={32} />
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Text component="span" fz="sm" fw={600} c="var(--mantine-color-text)">
              {review.author.name}
            </Text>
            {review.isAnonymous && !shownAnonymous ? t` (shown as Anonymous)` : ''} · {roleLine(review)} ·{' '}
            {formatDate(review.createdAt)}
          </Text>
        </Group>
        <Box>
          <Text fz="sm" fw={600} c="teal.9">
            <Trans>Pros</Trans>
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.pros}
          </Text>
        </Box>
        <Box>
          <Text fz="sm" fw={600} c="red.9">
            <Trans>Cons</Trans>
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.cons}
          </Text>
        </Box>
        {review.reply ? (
          <Box
            p="sm"
            style={{
              borderLeft: '3px solid var(--mantine-primary-color-filled)',
              background: 'var(--mantine-color-gray-0)',
            }}
          >
            <Text fz="sm" fw={600}>
              {replyHeading}{' '}
              <Text component="span" fz="xs" c="dimmed" fw={400}>
                · {formatDate(review.reply.repliedAt)}
              </Text>
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply.body}
            </Text>
          </Box>
        ) : null}
        {footer}
      </Stack>
    </Card>
  );
}
