// Revealing a candidate's contact details (employer/view-candidate/{id}). The answer is kept so
// the e-mail, mobile and resume show at once, and every candidate query refreshes (the contact
// becomes visible on cards, the remaining views count down). A second reveal is free: the answer
// says `charged: false`, and the screen says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewCandidateContact } from '@generated/api/employer-candidates/employer-candidates';
import type { CandidateContact } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { invalidateCandidateQueries } from '../shared/invalidate';

export type Reveal = {
  contact: CandidateContact | undefined;
  reveal: () => void;
  isPending: boolean;
  error: unknown;
};

export function useReveal(candidateId: string, jobId: string | undefined): Reveal {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['reveal-contact', candidateId],
    mutationFn: () => viewCandidateContact(candidateId, jobId ? { jobId } : undefined),
    onSuccess: (res) => {
      toast(res.message);
      void invalidateCandidateQueries(client);
    },
  });
  return {
    contact: mutation.data?.data,
    reveal: () => mutation.mutate(),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
