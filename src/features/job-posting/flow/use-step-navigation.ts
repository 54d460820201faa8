// Moves between posting screens with the draft's id in the URL.
import { useNavigate } from '@tanstack/react-router';
import type { JobPostingStep } from '@generated/api/model';
import { nextStep } from './steps';

export function useGoToNextStep(current: JobPostingStep) {
  const navigate = useNavigate();
  return (jobId: string) => navigate({ to: nextStep(current).path, search: { jobId } });
}
