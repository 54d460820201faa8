// /employer/import-history: the company's bulk job imports, newest first, with their progress
// (polled while any is queued or running), a dialog to start one, and each run's details.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FileHistory } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { UploadIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast/toast';
import type { ImportHistorySearch } from './history-search';
import { NewImportDialog } from './new-import-dialog';
import { RunDetailDrawer } from './run-detail';
import { RunsList } from './runs-list';
import { UpgradeState } from './upgrade-state';
import { isPlanRefusal, POLL_MS, useImportRuns, useShowNewRun, type HistoryPage } from './use-import-runs';

type Props = {
  search: ImportHistorySearch;
  /** How often running imports are polled; tests shorten it. */
  pollMs?: number;
};

export function ImportHistoryPage({ search, pollMs = POLL_MS }: Props) {
  const page = search.page ?? 1;
  const limit = search.limit ?? 10;
  const navigate = useNavigate();
  const runs = useImportRuns({ page, limit }, pollMs);
  const showNewRun = useShowNewRun();
  const [creating, setCreating] = useState(false);
  const [openRun, setOpenRun] = useState<string | null>(null);
  const planRefused = isPlanRefusal(runs.error);

  const goTo = (next: HistoryPage) =>
    void navigate({
      to: '/employer/import-history',
      search: { ...(next.page > 1 ? { page: next.page } : {}), ...(next.limit !== 10 ? { limit: next.limit } : {}) },
    });

  const started = (run: FileHistory) => {
    setCreating(false);
    toast(t`Import started`);
    showNewRun(run, limit);
    if (page !== 1) goTo({ page: 1, limit });
  };

  const newImport = (
    <Button leftSection={<UploadIcon size={16} />} onClick={() => setCreating(true)}>
      <Trans>New import</Trans>
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`Import history`}
        subtitle={t`Jobs imported in bulk from XML feeds and the API, and how each import went.`}
        actions={planRefused ? null : newImport}
      />
      {planRefused ? (
        <UpgradeState />
      ) : (
        <QueryView
          query={runs}
          errorTitle={t`We could not load your imports`}
          empty={
            <EmptyState
              title={t`No imports yet`}
              text={t`Upload an XML feed or give its address to import many jobs at once.`}
              action={newImport}
            />
          }
        >
          {(res) => (
            <>
              <RunsList runs={res.data.items} onOpen={(run) => setOpenRun(run._id)} />
              <PaginationBar
                page={res.data.pagination.page}
                limit={res.data.pagination.limit}
                total={res.data.pagination.total}
                onChange={(next) => goTo({ page: next.page, limit: next.limit as HistoryPage['limit'] })}
              />
            </>
          )}
        </QueryView>
      )}
      <NewImportDialog opened={creating} onClose={() => setCreating(false)} onStarted={started} />
      <RunDetailDrawer runId={openRun} onClose={() => setOpenRun(null)} pollMs={pollMs} />
    </Container>
  );
}
