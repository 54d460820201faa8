// "Message" on a registered candidate's application: opens the chat room with them about this
// job (or the one already open) and goes to it. Hidden when the plan has no chat.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCreateChatRoom } from '@generated/api/chat/chat';
import { ChatIcon } from '@/components/ui/line-icons';
import { isApiError } from '@/lib/api/api-error';
import { useChatEnabled } from '@/lib/chat/chat-access';
import { toast } from '@/lib/toast/toast';

type Props = { candidateId: string; jobId: string; name: string };

export function MessageCandidateButton({ candidateId, jobId, name }: Props) {
  const enabled = useChatEnabled();
  const navigate = useNavigate();
  const open = useCreateChatRoom({
    mutation: {
      onSuccess: (res) => void navigate({ to: '/employer/chat/$id', params: { id: res.data._id } }),
      // The HTTP seam keeps 403s quiet; here it says why: the candidate blocked the company.
      onError: (error) => {
        if (isApiError(error) && error.status === 403) toast(error.message, 'error');
      },
    },
  });
  if (!enabled) return null;
  return (
    <Button
      variant="light"
      leftSection={<ChatIcon size={18} />}
      loading={open.isPending}
      onClick={() => open.mutate({ data: { participantId: candidateId, jobId } })}
      aria-label={t`Message ${name}`}
    >
      <Trans>Message</Trans>
    </Button>
  );
}
