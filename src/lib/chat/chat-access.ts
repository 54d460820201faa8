// Whether the signed-in user may chat: a candidate or an employer, on a plan whose features
// include chat. The header's badge and the "Message" buttons of other screens hide otherwise.
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';

export function useChatEnabled(): boolean {
  const role = useSession()?.user.role;
  const chatter = role === 'candidate' || role === 'employer';
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false, enabled: chatter } });
  return chatter && (settings.data?.data.features.includes('chat') ?? false);
}
