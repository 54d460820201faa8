// The guest-apply dialog of the job page: the form, then a confirmation that explains how to claim
// the application by registering with the same e-mail address.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const title = job.title ?? t`this job`;
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={sentTo ? t`Application sent` : t`Apply for ${title}`}
      fullScreenOnMobile
    >
      {sentTo ? (
        <Stack align="center" ta="center" gap="sm" py="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
            <CheckCircleIcon size={28} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            <Trans>{job.company.name} has your application</Trans>
          </Title>
          <Text fz="sm" c="dimmed" maw={440}>
            <Trans>
              Want to follow its progress and apply faster next time? Register with the same e-mail address,{' '}
              <Text span fw={600} c="var(--mantine-color-text)">
                {sentTo}
              </Text>
              , and this application is added to your account.
            </Trans>
          </Text>
          <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/register" />}>
            <Trans>Register to claim it</Trans>
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={onClose}>
            <Trans>Back to the job</Trans>
          </Anchor>
        </Stack>
      ) : (
        <GuestApplyForm job={job} onCancel={onClose} onApplied={(_receipt, email) => setSentTo(email)} />
      )}
    </AppModal>
  );
}
