// What the employer needs to know about the job's approval: waiting for an admin, or declined
// with the admin's reason. Nothing when the job is approved.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { Job } from '@generated/api/model';

export function ApprovalNotice({ job }: { job: Job }) {
  if (job.status === 'DRAFT') return null;
  if (job.approvalStatus === 1)
    return (
      <Alert variant="light" color="yellow" title={t`Waiting for approval`} mb="md">
        <Trans>An admin reviews new jobs before they are shown on the site. You will see the decision here.</Trans>
      </Alert>
    );
  if (job.approvalStatus === 3)
    return (
      <Alert variant="light" color="red" title={t`This job was declined`} mb="md" role="alert">
        <Text fz="sm">{job.declineReason ?? t`No reason was given.`}</Text>
        <Text fz="sm" mt={4}>
          <Trans>It is not shown on the site. Edit the job to address this, or contact the site admin.</Trans>
        </Text>
      </Alert>
    );
  return null;
}
