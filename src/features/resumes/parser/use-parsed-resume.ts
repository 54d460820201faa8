// Follows a parsed resume (GET resume/parser/{id}) while the background queue reads it: asked
// again every 700 ms while it is queued or parsing, and no more once it is done or failed, or
// when the result cannot be read (expired, not the candidate's).
import { useGetParsedResume } from '@generated/api/resumes/resumes';
import type { ParsedResumeStatus } from '@generated/api/model';

export const PARSE_POLL_MS = 700;

export const isRunning = (status: ParsedResumeStatus | undefined) => status === 'queued' || status === 'parsing';

export function useParsedResume(id: string) {
  return useGetParsedResume(id, {
    query: {
      refetchInterval: (q) => (!q.state.error && isRunning(q.state.data?.data.status) ? PARSE_POLL_MS : false),
      // A candidate who looks at another tab still finds the result ready when they come back.
      refetchIntervalInBackground: true,
      staleTime: 0,
      retry: false,
    },
  });
}
