import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageState } from '@/components/ui/page-state';
import { SearchIcon } from '@/components/ui/line-icons';

/** What a job link that leads nowhere shows: the job may have been removed, or the link is wrong. */
export function MissingJob() {
  return (
    <PageState
      icon={<SearchIcon size={28} />}
      title={t`This job is not available`}
      text={t`It may have been filled or removed, or the link is incomplete. There are plenty of other open jobs.`}
      action={
        <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
          <Trans>Browse open jobs</Trans>
        </Button>
      }
    />
  );
}
