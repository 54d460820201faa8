// The main action of a job page. When applying is not possible the button stays visible but
// disabled, with the reason next to it (and tied to it for screen readers).
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Job } from '@generated/api/model';
import { useSession } from '@/lib/session/session';
import { useRecordRedirectApply } from '../api/use-record-redirect-apply';
import { ExternalIcon } from '@/components/ui/line-icons';
import { applyAction } from './apply-action';

export function ApplyButton({ job }: { job: Job }) {
  const role = useSession()?.user.role;
  const record = useRecordRedirectApply();
  const reasonId = useId();
  const action = applyAction(job, role);

  if (action.kind === 'disabled')
    return (
      <Stack gap={6}>
        <Button size="md" fullWidth disabled aria-describedby={reasonId}>
          {action.label}
        </Button>
        <Text id={reasonId} fz="sm" c="dimmed">
          {action.reason}
        </Text>
      </Stack>
    );
  if (action.kind === 'external')
    return (
      <Button
        size="md"
        fullWidth
        component="a"
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<ExternalIcon size={16} />}
        onClick={() => record(job)}
        title="Opens the employer's site in a new tab"
      >
        {action.label}
      </Button>
    );
  return (
    <Button
      size="md"
      fullWidth
      renderRoot={(props) => <Link {...props} to={action.to} search={{ jobId: action.jobId }} />}
    >
      {action.label}
    </Button>
  );
}
