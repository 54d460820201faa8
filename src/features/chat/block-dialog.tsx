// A candidate blocks the room's company: asked first, since the company then can neither write
// to them nor open new conversations with them.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { chatSocket } from '@/lib/chat/chat-socket';
import { toast } from '@/lib/toast/toast';

type Props = { roomId: string; company: string; opened: boolean; onClose: () => void; onBlocked: () => void };

export function BlockDialog({ roomId, company, opened, onClose, onBlocked }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const block = async () => {
    setBusy(true);
    setError(null);
    try {
      await chatSocket.blockCompany(roomId);
      toast(t`${company} can no longer message you`);
      onBlocked();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : t`We could not block this company. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t`Block ${company}?`}
      size="md"
      closeOnEscape={!busy}
      footer={
        <>
          <Button variant="default" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void block()} loading={busy}>
            <Trans>Block company</Trans>
          </Button>
        </>
      }
    >
      <Text fz="sm">
        <Trans>
          {company} will not be able to send you messages or start new conversations with you. This conversation stays
          here for you to read.
        </Trans>
      </Text>
      {error ? (
        <Text fz="sm" c="red.8" mt="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </AppModal>
  );
}
