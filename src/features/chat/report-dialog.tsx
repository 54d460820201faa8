// Reporting a conversation, or one message of the other side, to the board's moderators: a reason
// from the list, details in the reporter's words (needed for "something else"), sent over the API.
// A report already waiting is said so (here, and in the menus that open this dialog).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Blockquote, Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReportChat } from '@generated/api/chat/chat';
import type { ChatReportReason, ChatRoom } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { patchRoom } from './chat-cache';
import { reportReasons } from './report-reasons';

const MAX_DETAILS = 1000;

/** What is reported: the whole room, or one message (shown in the dialog). */
export type ReportTarget = { kind: 'room' } | { kind: 'message'; messageId: string; author: string; excerpt: string };

type Props = { roomId: string; target: ReportTarget | null; onClose: () => void };

/** The room as its reporter now sees it: this report waits. */
function withReport(room: ChatRoom, target: ReportTarget): ChatRoom {
  const mine = room.reportedByMe ?? { room: false, messageIds: [] };
  return {
    ...room,
    reportedByMe:
      target.kind === 'room'
        ? { ...mine, room: true }
        : { ...mine, messageIds: [...new Set([...mine.messageIds, target.messageId])] },
  };
}

export function ReportDialog({ roomId, target, onClose }: Props) {
  const client = useQueryClient();
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const report = useReportChat({ request: SILENT });
  const close = () => {
    setReason(null);
    setDetails('');
    setTried(false);
    report.reset();
    onClose();
  };
  const already = isApiError(report.error) && report.error.status === 409;
  const server = fieldErrorsOf(report.error, ['reason', 'details', 'messageId'] as const);
  const missingDetails = reason === 'other' && !details.trim();
  const send = () => {
    setTried(true);
    if (!target || !reason || missingDetails) return;
    report.mutate(
      {
        id: roomId,
        data: {
          reason,
          ...(details.trim() ? { details: details.trim() } : {}),
          ...(target.kind === 'message' ? { messageId: target.messageId } : {}),
        },
      },
      {
        onSuccess: () => {
          patchRoom(client, roomId, (room) => withReport(room, target));
          toast(t`Thank you. The board’s moderators will look at it.`);
          close();
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) patchRoom(client, roomId, (room) => withReport(room, target));
        },
      },
    );
  };
  const otherError =
    report.error && !already && !server.reason && !server.details
      ? (server.messageId ?? report.error.message ?? t`We could not send your report. Please try again.`)
      : null;
  const aMessage = target?.kind === 'message';
  const used = details.length;
  const maxDetails = MAX_DETAILS.toLocaleString('en');
  return (
    <AppModal
      opened={target !== null}
      onClose={close}
      title={aMessage ? t`Report this message` : t`Report this conversation`}
      size="lg"
      closeOnEscape={!report.isPending}
      footer={
        already ? (
          <Button onClick={close}>
            <Trans>Done</Trans>
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={close} disabled={report.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" type="submit" form="chat-report" loading={report.isPending}>
              <Trans>Send report</Trans>
            </Button>
          </>
        )
      }
    >
      {already ? (
        <Alert color="blue" title={t`Already reported`}>
          {aMessage ? (
            <Trans>You have already reported this message. The board’s moderators will look at it.</Trans>
          ) : (
            <Trans>You have already reported this conversation. The board’s moderators will look at it.</Trans>
          )}
        </Alert>
      ) : (
        <form
          id="chat-report"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap="md">
            {target?.kind === 'message' ? (
              <Blockquote p="sm" fz="sm" cite={t`From ${target.author}`} style={{ overflowWrap: 'anywhere' }}>
                {target.excerpt}
              </Blockquote>
            ) : null}
            <Radio.Group
              label={t`Why are you reporting it?`}
              withAsterisk
              value={reason}
              onChange={(v) => setReason(v as ChatReportReason)}
              error={(tried && !reason ? t`Choose a reason` : null) ?? server.reason}
            >
              <Stack gap="xs" mt="xs">
                {reportReasons().map((r) => (
                  <Radio key={r.value} value={r.value} label={r.label} />
                ))}
              </Stack>
            </Radio.Group>
            <div>
              <Textarea
                label={t`Details`}
                description={t`What happened? The board’s moderators read every report.`}
                withAsterisk={reason === 'other'}
                aria-required={reason === 'other'}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={MAX_DETAILS}
                value={details}
                onChange={(event) => setDetails(event.currentTarget.value)}
                error={(tried && missingDetails ? t`Say what is wrong` : null) ?? server.details}
              />
              <Text fz="xs" c="dimmed" ta="right" mt={4}>
                <Trans>
                  {used} / {maxDetails} characters
                </Trans>
              </Text>
            </div>
            {otherError ? (
              <Alert color="red" role="alert">
                {otherError}
              </Alert>
            ) : null}
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
