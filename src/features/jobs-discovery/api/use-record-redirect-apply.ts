// A click on "Apply on company site" is recorded (specification §7: userjobs/create-by-redirecturl
// for candidates, the guest variant otherwise). The link itself opens the employer's page, so
// the browser never blocks it as a pop-up; the record is sent alongside and never holds the user
// up: its failures are silent.
import { useCreateGuestRedirectApplication, useCreateRedirectApplication } from '@generated/api/applying/applying';
import type { Job } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { useSession } from '@/lib/session/session';

export function useRecordRedirectApply(): (job: Job) => void {
  const session = useSession();
  const candidate = useCreateRedirectApplication({ request: SILENT });
  const guest = useCreateGuestRedirectApplication({ request: SILENT });
  return (job) => {
    const params = {
      jobId: job._id,
      jobTitle: job.title ?? undefined,
      origin: window.location.origin,
      redirectUrl: job.redirectUrl ?? undefined,
    };
    if (session?.user.role === 'candidate') candidate.mutate({ params: { ...params, email: session.user.email } });
    else if (!session) guest.mutate({ params });
  };
}
