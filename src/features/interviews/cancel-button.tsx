// Cancelling an interview (either side), after a confirmation with an optional reason the other
// side reads. `onDone` refreshes the list it sits in.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCancelInterview } from '@generated/api/interviews/interviews';
import { isApiError } from '@/lib/api/api-error';

export function CancelInterviewButton({ id, onDone }: { id: string; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview({
    mutation: {
      onSuccess: () => {
        setOpened(false);
        onDone();
      },
    },
  });
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setOpened(true)}>
        <Trans>Cancel interview</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Cancel this interview?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Reason (optional)`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {cancel.error ? (
            <Alert color="red" role="alert">
              {isApiError(cancel.error) ? cancel.error.message : t`Please try again in a moment`}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ id, data: reason.trim() ? { reason: reason.trim() } : {} })}
            >
              <Trans>Cancel interview</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
