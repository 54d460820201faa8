// Moving several applications at once. The server's bulk form (`ids` in the body) is one atomic
// call but needs the plan feature `bulk_status_update` and refuses the whole batch when any id is
// not the company's. So: try the bulk call first; when it is refused (403 without the feature,
// 404 when an application has gone), move each application on its own, showing progress, and end
// with a summary of the ones that failed. Other failures (server down) fail the whole batch.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { updateApplicationStatus } from '@generated/api/pipeline/pipeline';
import { isApiError } from '@/lib/api/api-error';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import {
  applyStatusOptimistically,
  cancelPipeline,
  refreshPipeline,
  restorePipeline,
  snapshotPipeline,
} from './pipeline-cache';
import type { ApplicationStatus } from './status';

export type BulkTarget = { id: string; name: string };
export type BulkFailure = BulkTarget & { message: string };

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'running'; status: ApplicationStatus; total: number; done: number; failures: BulkFailure[] }
  | { phase: 'finished'; status: ApplicationStatus; total: number; moved: number; failures: BulkFailure[] };

/** The server's limit of one bulk call: the application in the path plus 99 more. */
const BULK_LIMIT = 100;

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE();

const fallsBackToSingle = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

export function useBulkStatusChange() {
  const qc = useQueryClient();
  const [state, setState] = useState<BulkState>({ phase: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    async (targets: readonly BulkTarget[], status: ApplicationStatus): Promise<BulkFailure[]> => {
      if (running.current || targets.length === 0) return [];
      running.current = true;
      const total = targets.length;
      setState({ phase: 'running', status, total, done: 0, failures: [] });
      await cancelPipeline(qc);
      const failures: BulkFailure[] = [];
      try {
        const [first, ...rest] = targets;
        let bulkDone = false;
        if (first && total <= BULK_LIMIT) {
          const snapshot = snapshotPipeline(qc);
          applyStatusOptimistically(
            qc,
            targets.map((t) => t.id),
            status,
          );
          try {
            await updateApplicationStatus(
              first.id,
              rest.length ? { status, ids: rest.map((t) => t.id) } : { status },
              SILENT,
            );
            bulkDone = true;
          } catch (error) {
            restorePipeline(qc, snapshot);
            if (!fallsBackToSingle(error) || rest.length === 0) {
              const message = messageOf(error);
              failures.push(...targets.map((t) => ({ ...t, message })));
              bulkDone = true;
            }
          }
        }
        if (!bulkDone) {
          let done = 0;
          for (const target of targets) {
            try {
              await updateApplicationStatus(target.id, { status }, SILENT);
              applyStatusOptimistically(qc, [target.id], status);
            } catch (error) {
              failures.push({ ...target, message: messageOf(error) });
            }
            done += 1;
            setState({ phase: 'running', status, total, done, failures: [...failures] });
          }
        }
        setState({ phase: 'finished', status, total, moved: total - failures.length, failures });
        return failures;
      } finally {
        running.current = false;
        void refreshPipeline(qc);
      }
    },
    [qc],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, reset };
}
