// The whole-page states of the apply screens when applying is not possible: no job chosen, the
// job is gone, it has been applied to already, it stopped taking applications, or it is applied
// to on the employer's own site.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { CheckCircleIcon, ExternalIcon, SearchIcon } from '@/components/ui/line-icons';
import { AlertIcon } from '@/components/ui/icons';
import { PageState } from '@/components/ui/page-state';
import { useRedirectApply } from '@/lib/applying/use-redirect-apply';

const browseJobs = (
  <Button variant="default" renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
    <Trans>Browse open jobs</Trans>
  </Button>
);

export function NoJobChosen() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title={t`Which job would you like to apply to?`}
      text={t`Open a job and use its Apply button to start your application.`}
      action={browseJobs}
    />
  );
}

export function JobNotFound() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title={t`This job is not available`}
      text={t`It may have been filled or removed, or the link is incomplete.`}
      action={browseJobs}
    />
  );
}

export function AlreadyApplied() {
  return (
    <PageState
      icon={<CheckCircleIcon size={28} />}
      title={t`You have already applied`}
      text={t`Your application to this job has been sent. You can follow its progress in My jobs.`}
      action={
        <Group justify="center">
          <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/my-jobs" />}>
            <Trans>Go to My jobs</Trans>
          </Button>
          {browseJobs}
        </Group>
      }
    />
  );
}

export function JobNotLive({ reason }: { reason: string }) {
  return (
    <PageState
      icon={<AlertIcon size={28} />}
      title={t`This job is no longer accepting applications`}
      text={reason}
      action={browseJobs}
    />
  );
}

export function AppliedOnCompanySite({ job }: { job: Job }) {
  const redirect = useRedirectApply();
  return (
    <PageState
      icon={<ExternalIcon size={28} />}
      title={t`Apply on the company's site`}
      text={t`${job.company.name} takes applications for this job on its own website. It opens in a new tab.`}
      action={
        <Group justify="center">
          <Button
            rightSection={<ExternalIcon size={16} />}
            loading={redirect.pending}
            onClick={() => redirect.start(job)}
          >
            <Trans>Apply on company site</Trans>
          </Button>
          {browseJobs}
        </Group>
      }
    />
  );
}
