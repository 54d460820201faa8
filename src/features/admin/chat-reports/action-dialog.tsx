// Acting on a chat report: one or more actions (removing the message is offered only for a
// message's report; suspending only while the reported account exists and is not suspended) and a
// required note, kept with the report and in the audit log, and a suspension's reason.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminChatDecisionAction, AdminChatReport } from '@generated/api/model';
import { ReasonDialog } from '../reason-dialog';

type Props = {
  report: AdminChatReport | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (actions: AdminChatDecisionAction[], note: string) => void;
};

function choices(report: AdminChatReport | null): { value: AdminChatDecisionAction; label: string }[] {
  if (!report) return [];
  const who = report.reported;
  return [
    ...(report.messageId ? [{ value: 'remove_message' as const, label: t`Remove the message` }] : []),
    ...(report.room.closedAt
      ? []
      : [{ value: 'close_room' as const, label: t`Close the conversation to new messages` }]),
    ...(who && who.status !== 'disabled'
      ? [{ value: 'suspend_account' as const, label: t`Suspend ${who.name}’s account` }]
      : []),
  ];
}

export function ActionDialog({ report, busy, onClose, onConfirm }: Props) {
  const [actions, setActions] = useState<AdminChatDecisionAction[]>([]);
  const [tried, setTried] = useState(false);
  const close = () => {
    setActions([]);
    setTried(false);
    onClose();
  };
  const options = choices(report);
  return (
    <ReasonDialog
      opened={report !== null}
      title={t`Act on the report`}
      label={t`Note`}
      description={t`Why; kept with the report and in the audit log (and as the suspension’s reason).`}
      missing={t`Say why; the note is kept with the report and in the audit log`}
      confirmLabel={t`Act on the report`}
      busy={busy}
      onClose={close}
      onConfirm={(note) => {
        setTried(true);
        if (actions.length) onConfirm(actions, note);
      }}
    >
      <Checkbox.Group
        label={t`What to do`}
        withAsterisk
        value={actions}
        onChange={(v) => setActions(v as AdminChatDecisionAction[])}
        error={tried && !actions.length ? t`Choose at least one action` : null}
        mb="md"
      >
        <Stack gap="xs" mt="xs">
          {options.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Everything has been done already; dismiss the report instead.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Checkbox.Group>
    </ReasonDialog>
  );
}
