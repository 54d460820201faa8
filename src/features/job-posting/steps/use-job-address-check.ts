// Whether the job's own address (/job-detail/<slug>) is free, asked as the employer pauses
// (jobs/verify-slug, the job's own slug counting as free). The step that shows the field owns the
// answer: the field shows it and the step refuses to go on with a taken address.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useVerifyJobSlug } from '@generated/api/job-posting/job-posting';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { jobSlugProblem } from './job-address';

export type AddressCheck = 'idle' | 'checking' | 'free' | 'taken';

export function useJobAddressCheck(jobId: string, value: string, saved: string | null): AddressCheck {
  const [debounced] = useDebouncedValue(value.trim(), 400);
  // Silent: a taken address is the field's message, not a toast.
  const { mutate } = useVerifyJobSlug({ request: SILENT });
  const [result, setResult] = useState<{ slug: string; state: AddressCheck } | null>(null);

  useEffect(() => {
    if (!debounced || debounced === saved || jobSlugProblem(debounced)) return;
    mutate(
      { data: { slug: debounced, jobId } },
      {
        onSuccess: () => setResult({ slug: debounced, state: 'free' }),
        // Only a conflict says taken; anything else leaves the address unchecked (the save decides).
        onError: (e) => setResult({ slug: debounced, state: isApiError(e) && e.status === 409 ? 'taken' : 'idle' }),
      },
    );
  }, [debounced, saved, jobId, mutate]);

  const typed = value.trim();
  if (!typed || typed === saved || jobSlugProblem(typed)) return 'idle';
  return result?.slug === typed ? result.state : 'checking';
}
