// "Like" and "Not a fit" on a matched candidate (recommendations/interaction). A dismissed
// candidate leaves the list at once, before the server answers, and comes back if it refuses;
// the matches and recommendations then refresh so the server's word stands.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordCandidateRecommendationInteraction } from '@generated/api/employer-candidates/employer-candidates';
import { toast } from '@/lib/toast/toast';
import { invalidateCandidateQueries } from '../shared/invalidate';

export type Interactions = {
  dismissed: ReadonlySet<string>;
  liked: ReadonlySet<string>;
  like: (candidateId: string) => void;
  dismiss: (candidateId: string) => void;
  pendingId: string | undefined;
};

function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

export function useInteractions(jobId: string | undefined): Interactions {
  const client = useQueryClient();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const record = useRecordCandidateRecommendationInteraction({
    mutation: {
      onSuccess: (res) => {
        toast(res.data.action === 'dismiss' ? t`Marked as not a fit; they will not be suggested again` : res.message);
        void invalidateCandidateQueries(client);
      },
      onError: (_error, { data }) => {
        if (data.action === 'dismiss') setDismissed((s) => without(s, data.candidateId));
        if (data.action === 'like') setLiked((s) => without(s, data.candidateId));
      },
    },
  });
  const send = (candidateId: string, action: 'like' | 'dismiss') =>
    record.mutate({ data: { candidateId, action, ...(jobId ? { jobId } : {}) } });
  return {
    dismissed,
    liked,
    like: (id) => {
      setLiked((s) => new Set(s).add(id));
      send(id, 'like');
    },
    dismiss: (id) => {
      setDismissed((s) => new Set(s).add(id));
      send(id, 'dismiss');
    },
    pendingId: record.isPending ? record.variables.data.candidateId : undefined,
  };
}
