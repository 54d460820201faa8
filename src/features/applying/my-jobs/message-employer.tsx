// "Message employer" on an application: opens the conversation with the employer about the job
// (the one who posted it; the room is reused when it exists) and goes to it. Hidden when the plan
// has no chat, and for a job that no longer exists.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCreateChatRoom } from '@generated/api/chat/chat';
import { ChatIcon } from '@/components/ui/line-icons';
import { isApiError } from '@/lib/api/api-error';
import { useChatEnabled } from '@/lib/chat/chat-access';
import { toast } from '@/lib/toast/toast';

export function MessageEmployerButton({ jobId, company }: { jobId: string; company: string }) {
  const enabled = useChatEnabled();
  const navigate = useNavigate();
  const open = useCreateChatRoom({
    mutation: {
      onSuccess: (res) => void navigate({ to: '/jobsseekers/chat/$id', params: { id: res.data._id } }),
      // The HTTP seam keeps 403 and 404 quiet; here they explain why the conversation cannot open.
      onError: (error) => {
        if (isApiError(error) && (error.status === 403 || error.status === 404)) toast(error.message, 'error');
      },
    },
  });
  if (!enabled) return null;
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<ChatIcon size={16} />}
      loading={open.isPending}
      onClick={() => open.mutate({ data: { jobId } })}
      aria-label={t`Message ${company}`}
    >
      <Trans>Message employer</Trans>
    </Button>
  );
}
