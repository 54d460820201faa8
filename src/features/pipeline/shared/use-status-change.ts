// Changing the status of one application: optimistic in every cached view, rolled back when the
// server refuses, refetched either way.
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateApplicationStatus } from '@generated/api/pipeline/pipeline';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import {
  applyStatusOptimistically,
  cancelPipeline,
  refreshPipeline,
  restorePipeline,
  snapshotPipeline,
  storeUpdatedApplications,
} from './pipeline-cache';
import { statusLabel, type ApplicationStatus } from './status';

export type StatusChange = { id: string; status: ApplicationStatus; name?: string };

export function useStatusChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['pipeline', 'status-change'],
    mutationFn: ({ id, status }: StatusChange) => updateApplicationStatus(id, { status }),
    onMutate: async ({ id, status }: StatusChange) => {
      await cancelPipeline(qc);
      const snapshot = snapshotPipeline(qc);
      applyStatusOptimistically(qc, [id], status);
      return { snapshot };
    },
    onSuccess: (res, { status, name }) => {
      storeUpdatedApplications(qc, res.data.items);
      toast(name ? t`${name} moved to ${statusLabel(status)}` : res.message || t`Application status updated`);
    },
    onError: (error, _vars, ctx) => {
      if (ctx) restorePipeline(qc, ctx.snapshot);
      // The HTTP seam already toasts other failures; 403 and 404 reach the caller silently.
      if (isApiError(error) && (error.status === 403 || error.status === 404)) toast(error.message, 'error');
    },
    onSettled: () => refreshPipeline(qc),
  });
}
