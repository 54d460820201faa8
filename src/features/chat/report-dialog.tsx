// Reporting a conversation to the board's team, with the reason in the reporter's words
// (1 to 1,000 characters).
import { Button, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { chatSocket } from '@/lib/chat/chat-socket';
import { toast } from '@/lib/toast/toast';

const MAX_REASON = 1000;

type Props = { roomId: string; opened: boolean; onClose: () => void };

export function ReportDialog({ roomId, opened, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const report = async () => {
    if (!reason.trim()) {
      setError('Please tell us what is wrong.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await chatSocket.reportRoom(roomId, reason.trim());
      toast('Thank you. We will look into this conversation.');
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not send your report. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title="Report this conversation"
      size="lg"
      closeOnEscape={!busy}
      footer={
        <>
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" type="submit" form="chat-report" loading={busy}>
            Send report
          </Button>
        </>
      }
    >
      <form
        id="chat-report"
        onSubmit={(event) => {
          event.preventDefault();
          void report();
        }}
      >
        <Textarea
          label="What is wrong?"
          description="For example spam, abuse, or a request for money. We review every report."
          // Checked on sending, with our message rather than the browser's bubble.
          withAsterisk
          aria-required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_REASON}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Text fz="xs" c="dimmed" ta="right" mt={4}>
          {reason.length} / {MAX_REASON.toLocaleString('en')} characters
        </Text>
      </form>
    </AppModal>
  );
}
