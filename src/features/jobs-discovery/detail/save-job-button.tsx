// Saving a job is for candidates; a guest is offered to log in instead, and employers see nothing.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { useSession } from '@/lib/session/session';
import { useSaveJob } from '../api/use-save-job';
import { BookmarkIcon } from '@/components/ui/line-icons';

export function SaveJobButton({ job }: { job: Job }) {
  const role = useSession()?.user.role;
  const save = useSaveJob(job._id);
  if (role === 'employer' || role === 'admin') return null;
  if (!role)
    return (
      <Button
        size="md"
        variant="default"
        leftSection={<BookmarkIcon size={18} />}
        renderRoot={(props) => <Link {...props} to="/jobsseekers/login" />}
        aria-label={t`Log in to save this job`}
      >
        <Trans>Save</Trans>
      </Button>
    );
  // Show the choice at once; the refreshed job confirms it.
  const saved = save.isPending || save.isSuccess ? save.variables.data.liked : (job.isSaved ?? false);
  return (
    <Button
      size="md"
      variant={saved ? 'light' : 'default'}
      leftSection={<BookmarkIcon size={18} filled={saved} />}
      aria-pressed={saved}
      loading={save.isPending}
      onClick={() => save.mutate({ data: { jobId: job._id, liked: !saved } })}
    >
      {saved ? t({ message: 'Saved', context: 'a saved job' }) : t`Save`}
    </Button>
  );
}
