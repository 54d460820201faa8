// The whole-page states of the apply screens when applying is not possible: no job chosen, the
// job is gone, it has been applied to already, it stopped taking applications, or it is applied
// to on the employer's own site.
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { CheckCircleIcon, ExternalIcon, SearchIcon } from '@/components/ui/line-icons';
import { AlertIcon } from '@/components/ui/icons';
import { PageState } from '@/components/ui/page-state';
import { useRedirectApply } from '@/lib/applying/use-redirect-apply';

const browseJobs = (
  <Button variant="default" renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
    Browse open jobs
  </Button>
);

export function NoJobChosen() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title="Which job would you like to apply to?"
      text="Open a job and use its Apply button to start your application."
      action={browseJobs}
    />
  );
}

export function JobNotFound() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title="This job is not available"
      text="It may have been filled or removed, or the link is incomplete."
      action={browseJobs}
    />
  );
}

export function AlreadyApplied() {
  return (
    <PageState
      icon={<CheckCircleIcon size={28} />}
      title="You have already applied"
      text="Your application to this job has been sent. You can follow its progress in My jobs."
      action={
        <Group justify="center">
          <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/my-jobs" />}>Go to My jobs</Button>
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
      title="This job is no longer accepting applications"
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
      title="Apply on the company's site"
      text={`${job.company.name} takes applications for this job on its own website. It opens in a new tab.`}
      action={
        <Group justify="center">
          <Button
            rightSection={<ExternalIcon size={16} />}
            loading={redirect.pending}
            onClick={() => redirect.start(job)}
          >
            Apply on company site
          </Button>
          {browseJobs}
        </Group>
      }
    />
  );
}
