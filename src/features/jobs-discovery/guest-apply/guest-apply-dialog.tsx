// The guest-apply dialog of the job page: the form, then a confirmation that explains how to claim
// the application by registering with the same e-mail address.
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Job } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { CheckCircleIcon } from '@/components/ui/line-icons';
import { GuestApplyForm } from './guest-apply-form';

type Props = { job: Job; opened: boolean; onClose: () => void };

export function GuestApplyDialog({ job, opened, onClose }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const title = job.title ?? 'this job';
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={sentTo ? 'Application sent' : `Apply for ${title}`}
      fullScreenOnMobile
    >
      {sentTo ? (
        <Stack align="center" ta="center" gap="sm" py="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
            <CheckCircleIcon size={28} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {job.company.name} has your application
          </Title>
          <Text fz="sm" c="dimmed" maw={440}>
            Want to follow its progress and apply faster next time? Register with the same e-mail address,{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {sentTo}
            </Text>
            , and this application is added to your account.
          </Text>
          <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/register" />}>Register to claim it</Button>
          <Anchor component="button" type="button" fz="sm" onClick={onClose}>
            Back to the job
          </Anchor>
        </Stack>
      ) : (
        <GuestApplyForm job={job} onCancel={onClose} onApplied={(_receipt, email) => setSentTo(email)} />
      )}
    </AppModal>
  );
}
