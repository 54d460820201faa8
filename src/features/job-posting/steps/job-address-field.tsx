// The job's own address (/job-detail/<slug>) in the job post step, for plans with job_slug_custom:
// left empty, the server makes it from the title. What is typed is checked as the employer pauses
// (jobs/verify-slug, the job's own slug counting as free), so a taken address is known before the
// step is saved; the save itself is still refused with 409 if another job took it in between.
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useVerifyJobSlug } from '@generated/api/jobs/jobs';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { jobSlugProblem } from './job-address';

export type AddressCheck = 'idle' | 'checking' | 'free' | 'taken';

type Props = {
  jobId: string;
  value: string;
  onChange: (slug: string) => void;
  /** The job's saved slug: unchanged, it needs no check. */
  saved: string | null;
  error?: string;
  onCheck: (state: AddressCheck) => void;
};

export function JobAddressField({ jobId, value, onChange, saved, error, onCheck }: Props) {
  const [debounced] = useDebouncedValue(value.trim(), 400);
  // Silent: a taken address is this field's message, not a toast.
  const verify = useVerifyJobSlug({ request: SILENT });
  const [result, setResult] = useState<{ slug: string; state: AddressCheck } | null>(null);
  const { mutate } = verify;

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
  const state: AddressCheck =
    !typed || typed === saved || jobSlugProblem(typed) ? 'idle' : result?.slug === typed ? result.state : 'checking';
  useEffect(() => onCheck(state), [state, onCheck]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shown =
    error ??
    (typed && jobSlugProblem(typed)) ??
    (state === 'taken' ? 'Another job of this board already uses this address' : undefined);
  return (
    <TextInput
      label="Job address"
      description={
        state === 'free'
          ? `Free to use: ${origin}/job-detail/${typed}`
          : `Optional: ${origin}/job-detail/… is made from the title when left empty`
      }
      placeholder="e.g. senior-frontend-engineer-bengaluru"
      maxLength={120}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.toLowerCase())}
      error={shown}
      rightSection={state === 'checking' ? <Loader size="xs" aria-label="Checking the address" /> : null}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
