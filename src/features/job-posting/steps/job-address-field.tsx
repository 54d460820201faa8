// The job's own address (/job-detail/<slug>) in the job post step, for plans with job_slug_custom:
// left empty, the server makes it from the title. What is typed is checked as the employer pauses
// (use-job-address-check.ts), so a taken address is known before the step is saved; the save
// itself is still refused with 409 if another job took it in between.
import { t } from '@lingui/core/macro';
import { Loader, TextInput } from '@mantine/core';
import { jobSlugProblem } from './job-address';
import type { AddressCheck } from './use-job-address-check';

type Props = {
  value: string;
  onChange: (slug: string) => void;
  /** Whether the typed address is free (useJobAddressCheck, owned by the step). */
  state: AddressCheck;
  error?: string;
};

export function JobAddressField({ value, onChange, state, error }: Props) {
  const typed = value.trim();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shown =
    error ??
    (typed && jobSlugProblem(typed)) ??
    (state === 'taken' ? t`Another job of this board already uses this address` : undefined);
  return (
    <TextInput
      label={t`Job address`}
      description={
        state === 'free'
          ? t`Free to use: ${origin}/job-detail/${typed}`
          : t`Optional: ${origin}/job-detail/… is made from the title when left empty`
      }
      placeholder={t`e.g. senior-frontend-engineer-bengaluru`}
      maxLength={120}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.toLowerCase())}
      error={shown}
      rightSection={state === 'checking' ? <Loader size="xs" aria-label={t`Checking the address`} /> : null}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
