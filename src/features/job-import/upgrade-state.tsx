// What a plan without bulk imports shows instead of the history: what the feature does and where
// to upgrade. The server's 403 is a plan matter here, not a failure.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { UploadIcon } from '@/components/ui/icons';

export function UpgradeState() {
  return (
    <EmptyState
      icon={<UploadIcon size={28} />}
      title={t`Bulk job import is not part of your plan`}
      text={t`Import many jobs at once from an XML feed and keep them in step with your own system. Upgrade your plan to start importing.`}
      action={
        <Button component={Link} to="/employer/pricing-and-plans">
          <Trans>See plans</Trans>
        </Button>
      }
    />
  );
}
