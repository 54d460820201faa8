// The setup starts with candidate-profile/init (no fields: it only makes sure the profile exists,
// filled from the registration), once per visit, and its answer is the profile the steps edit.
import { useEffect, useRef } from 'react';
import { useInitCandidateProfile } from '@generated/api/candidate-profile/candidate-profile';
import { useProfileSaved } from '../use-profile';

export function useInitProfile() {
  const init = useInitCandidateProfile();
  const saved = useProfileSaved();
  const started = useRef(false);
  const { mutate } = init;
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate({ data: {} }, { onSuccess: (res) => void saved({ profile: res.data, message: res.message }) });
  }, [mutate, saved]);
  return {
    profile: init.data?.data ?? null,
    failed: init.isError,
    retry: () => mutate({ data: {} }, { onSuccess: (res) => void saved({ profile: res.data, message: res.message }) }),
    retrying: init.isPending,
  };
}
