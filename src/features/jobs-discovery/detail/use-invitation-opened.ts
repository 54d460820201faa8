// A job page opened from an employer's invitation (?invitation= on the link of its e-mail and
// notification) tells the server once, so the employer's invitation analytics count it as opened.
// Only the invited candidate's own invitation counts; anyone else's visit changes nothing, and a
// failure is not the visitor's concern (the page works the same).
import { useEffect, useRef } from 'react';
import { markInvitationOpened } from '@generated/api/employer-candidates/employer-candidates';
import { useSession } from '@/lib/session/session';

export function useInvitationOpened(invitationId: string | undefined, jobLoaded: boolean): void {
  const role = useSession()?.user.role;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!invitationId || !jobLoaded || role !== 'candidate' || sent.current === invitationId) return;
    sent.current = invitationId;
    markInvitationOpened({ invitationId }).catch(() => undefined);
  }, [invitationId, jobLoaded, role]);
}
