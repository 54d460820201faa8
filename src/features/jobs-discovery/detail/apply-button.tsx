// The main action of a job page, in every state it can be in: Apply (candidates go to the apply
// page, guests get the guest-apply dialog), Applied with the application's status, Closed with
// the reason, or Apply on company site for redirect jobs. A button that cannot act stays visible
// but disabled, with the reason tied to it for screen readers.
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import type { Job } from '@generated/api/model';
import { ExternalIcon } from '@/components/ui/line-icons';
import { applicationStatusColor, applicationStatusLabel } from '@/lib/applying/application-status';
import { useRedirectApply } from '@/lib/applying/use-redirect-apply';
import { useSession } from '@/lib/session/session';
import { applyAction } from './apply-action';
import { useMyApplication } from './use-my-application';

// The dialog (form, upload, questions) loads when a guest first opens it.
const GuestApplyDialog = lazy(() =>
  import('../guest-apply/guest-apply-dialog').then((m) => ({ default: m.GuestApplyDialog })),
);

function Reason({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Text id={id} fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

function AppliedState({ job, reasonId }: { job: Job; reasonId: string }) {
  const application = useMyApplication(job._id, true);
  return (
    <Stack gap={6}>
      <Button size="md" fullWidth disabled aria-describedby={reasonId}>
        <Trans>Applied</Trans>
      </Button>
      <Group gap="xs" id={reasonId} wrap="wrap">
        {application ? (
          <Badge color={applicationStatusColor(application.status)} variant="light" radius="sm">
            <Trans>Status:</Trans> {applicationStatusLabel(application.status)}
          </Badge>
        ) : (
          <Text fz="sm" c="dimmed">
            <Trans>You have applied to this job.</Trans>
          </Text>
        )}
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/jobsseekers/my-jobs" />}>
          <Trans>View in My jobs</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}

export function ApplyButton({ job }: { job: Job }) {
  const role = useSession()?.user.role;
  const redirect = useRedirectApply();
  const [guestOpen, setGuestOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and gives focus back to the button.
  const [guestLoaded, setGuestLoaded] = useState(false);
  const reasonId = useId();
  const action = applyAction(job, role);

  switch (action.kind) {
    case 'applied':
      return <AppliedState job={job} reasonId={reasonId} />;
    case 'disabled':
      return (
        <Stack gap={6}>
          <Button size="md" fullWidth disabled aria-describedby={reasonId}>
            {action.label}
          </Button>
          <Reason id={reasonId}>{action.reason}</Reason>
        </Stack>
      );
    case 'external':
      return (
        <Stack gap={6}>
          <Button
            size="md"
            fullWidth
            rightSection={<ExternalIcon size={16} />}
            loading={redirect.pending}
            onClick={() => redirect.start(job)}
            aria-describedby={reasonId}
          >
            {action.label}
          </Button>
          <Reason id={reasonId}>
            <Trans>Opens the employer&apos;s site in a new tab.</Trans>
          </Reason>
        </Stack>
      );
    case 'guest':
      return (
        <>
          <Button size="md" fullWidth onClick={() => (setGuestLoaded(true), setGuestOpen(true))} aria-haspopup="dialog">
            {action.label}
          </Button>
          {guestLoaded ? (
            <Suspense fallback={null}>
              <GuestApplyDialog job={job} opened={guestOpen} onClose={() => setGuestOpen(false)} />
            </Suspense>
          ) : null}
        </>
      );
    case 'apply':
      return (
        <Stack gap={6}>
          <Button
            size="md"
            fullWidth
            renderRoot={(props) => <Link {...props} to={action.to} search={{ jobId: action.jobId }} />}
          >
            {action.label}
          </Button>
          <Anchor
            fz="sm"
            ta="center"
            renderRoot={(props) => (
              <Link {...props} to="/jobsseekers/quick-apply-job" search={{ jobId: action.jobId }} />
            )}
          >
            <Trans>Quick apply with your profile</Trans>
          </Anchor>
        </Stack>
      );
  }
}
