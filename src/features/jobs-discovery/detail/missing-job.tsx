import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageState } from '@/components/ui/page-state';
import { SearchIcon } from '@/components/ui/line-icons';

/** What a job link that leads nowhere shows: the job may have been removed, or the link is wrong. */
export function MissingJob() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title="This job is not available"
      text="It may have been filled or removed, or the link is incomplete. There are plenty of other open jobs."
      action={<Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>Browse open jobs</Button>}
    />
  );
}
