import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { STATUS_COLOR, statusLabel, type ApplicationStatus } from './status';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const color = STATUS_COLOR[status];
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0 }}>
      {statusLabel(status)}
    </Badge>
  );
}

export function GuestBadge() {
  return (
    <Badge variant="outline" color="gray" c="gray.8" size="sm">
      <Trans>Guest</Trans>
    </Badge>
  );
}
