// Shares the job's public address: the device's share sheet where there is one (phones), else the
// address is copied.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Job } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { jobShareUrl } from '../links';
import { ShareIcon } from '@/components/ui/line-icons';

export function ShareJobButton({ job }: { job: Job }) {
  const share = async () => {
    const url = jobShareUrl(job, window.location.origin);
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects; there is nothing to tell the user then.
      await navigator.share({ title: job.title ?? t`Job`, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t`Link copied`);
    } catch {
      toast(t`Copy this link to share the job: ${url}`, 'info');
    }
  };
  return (
    <Button size="md" variant="default" leftSection={<ShareIcon size={18} />} onClick={() => void share()}>
      <Trans context="share a job">Share</Trans>
    </Button>
  );
}
