import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';

type Props = { isFeatured: boolean; isUrgent: boolean; isApplied?: boolean };

/** The featured, urgently hiring and applied marks of a job; nothing when none applies. */
export function JobBadges({ isFeatured, isUrgent, isApplied }: Props) {
  if (!isFeatured && !isUrgent && !isApplied) return null;
  return (
    <Group gap={6} wrap="wrap">
      {isFeatured ? (
        <Badge color="yellow.4" c="dark.9" variant="filled" radius="sm">
          <Trans>Featured</Trans>
        </Badge>
      ) : null}
      {isUrgent ? (
        <Badge color="red" variant="light" radius="sm">
          <Trans>Urgently hiring</Trans>
        </Badge>
      ) : null}
      {isApplied ? (
        <Badge color="teal" variant="light" radius="sm">
          <Trans>Applied</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}
