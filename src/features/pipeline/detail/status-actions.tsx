// The status actions of one application: Shortlist, Move to interview, Hire, and Reject (after a
// confirmation). The current status's own action is left out; Applied can be restored. Without
// the plan's applicant tracking, a note says what moving applications needs instead.
import { t } from '@lingui/core/macro';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStatusDialog, type PendingStatus } from '../shared/confirm-status';
import { needsConfirmation, statusAction, type ApplicationStatus } from '../shared/status';
import { TrackingNote, useCanTrack } from '../shared/tracking-gate';
import { useStatusChange } from '../shared/use-status-change';

const ACTIONS: readonly ApplicationStatus[] = ['SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'];

export function StatusActions(props: { id: string; name: string; status: ApplicationStatus }) {
  const canTrack = useCanTrack();
  return canTrack ? <Actions {...props} /> : <TrackingNote />;
}

function Actions({ id, name, status }: { id: string; name: string; status: ApplicationStatus }) {
  const change = useStatusChange();
  const [pending, setPending] = useState<PendingStatus | null>(null);
  const busyWith = change.isPending ? change.variables?.status : undefined;
  const run = (to: ApplicationStatus) => change.mutate({ id, status: to, name });
  const actions = status === 'APPLIED' ? ACTIONS : [...ACTIONS, 'APPLIED' as const];
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t`Status actions`}>
      {actions
        .filter((to) => to !== status)
        .map((to) => (
          <Button
            key={to}
            variant={to === 'REJECTED' || to === 'APPLIED' ? 'default' : to === 'HIRED' ? 'filled' : 'light'}
            color={to === 'REJECTED' ? 'red' : undefined}
            c={to === 'REJECTED' ? 'red.8' : undefined}
            loading={busyWith === to}
            disabled={change.isPending && busyWith !== to}
            onClick={() => (needsConfirmation(to) ? setPending({ status: to, names: [name] }) : run(to))}
          >
            {statusAction(to)}
          </Button>
        ))}
      <ConfirmStatusDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) run(pending.status);
          setPending(null);
        }}
      />
    </Group>
  );
}
