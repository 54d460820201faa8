// Applying to a job whose applications happen on the employer's own site (specification §7): the
// redirect call records the application (candidates) or the click (guests) and answers with the
// job's stored URL, which opens in a new tab; a callback fires one second later. The tab is opened
// during the click itself and pointed at the URL when the answer arrives, so pop-up blockers let
// it through. If the call fails the employer's page still opens: the applicant's way to apply
// must not depend on our bookkeeping.
import { useQueryClient } from '@tanstack/react-query';
import { getListApplicationsQueryKey } from '@generated/api/pipeline/pipeline';
import { useCreateGuestRedirectApplication, useCreateRedirectApplication } from '@generated/api/applying/applying';
import { getGetJobQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import { SILENT } from '@/lib/api/http';
import { useSession } from '@/lib/session/session';

export const REDIRECT_CALLBACK_MS = 1000;
const JOB_GET_PREFIX = getGetJobQueryKey('')[0];
// eslint-disable-next-line lingui/no-unlocalized-strings -- a console log (specification §8), not a text
export const MISSING_JOB_ID_MESSAGE = 'Job ID is required for redirection';

export type RedirectJob = { _id?: string | null; title?: string | null; redirectUrl?: string | null };

function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function openIn(tab: Window | null, url: string) {
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export function useRedirectApply(onDone?: (jobId: string) => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  const candidate = useCreateRedirectApplication({ request: SILENT });
  const guest = useCreateGuestRedirectApplication({ request: SILENT });
  const role = session?.user.role;

  const start = (job: RedirectJob) => {
    const jobId = job._id;
    if (!jobId) {
      console.error(MISSING_JOB_ID_MESSAGE);
      return;
    }
    // Opened now, while the click still counts as the user's gesture; no way back to this page.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const params = {
      jobId,
      jobTitle: job.title ?? undefined,
      origin: window.location.origin,
      redirectUrl: isWebUrl(job.redirectUrl) ? job.redirectUrl : undefined,
    };
    const callback = () =>
      window.setTimeout(() => {
        // The job reads as applied now (signed-in and guest job calls are both keyed by URL).
        void queryClient.invalidateQueries({
          predicate: ({ queryKey: [key] }) => typeof key === 'string' && key.startsWith(JOB_GET_PREFIX),
        });
        void queryClient.invalidateQueries({ queryKey: [getListApplicationsQueryKey()[0]] });
        onDone?.(jobId);
      }, REDIRECT_CALLBACK_MS);
    const handlers = {
      onSuccess: (result: { data: { redirectUrl: string } }) => {
        if (isWebUrl(result.data.redirectUrl)) openIn(tab, result.data.redirectUrl);
        else tab?.close();
        callback();
      },
      onError: () => {
        if (isWebUrl(job.redirectUrl)) openIn(tab, job.redirectUrl);
        else tab?.close();
      },
    };
    if (role === 'candidate') candidate.mutate({ params: { ...params, email: session?.user.email } }, handlers);
    else guest.mutate({ params }, handlers);
  };

  return { start, pending: candidate.isPending || guest.isPending };
}
