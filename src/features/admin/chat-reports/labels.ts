// How the console names a chat report's reason, state and actions (contract: ChatReportReason,
// ChatReportState, AdminChatDecisionAction), in the page's language: read at render.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AdminChatDecisionAction, ChatReportReason, ChatReportState } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

const REASON_LABEL: Record<ChatReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  scam: msg`Scam`,
  inappropriate: msg`Inappropriate`,
  other: msg`Other`,
};

export const reasonLabel = (reason: ChatReportReason): string => textOf(REASON_LABEL[reason]);

export const stateTabs = (): { value: ChatReportState; label: string }[] => [
  { value: 'open', label: t`Open` },
  { value: 'actioned', label: t`Actioned` },
  { value: 'dismissed', label: t`Dismissed` },
];

export const STATE_COLOR: Record<ChatReportState, string> = { open: 'yellow', actioned: 'red', dismissed: 'gray' };

/** What each action did, as the decision reads afterwards. */
const ACTION_DONE: Record<AdminChatDecisionAction, MessageDescriptor> = {
  remove_message: msg`removed the message`,
  close_room: msg`closed the conversation`,
  suspend_account: msg`suspended the account`,
};

export const actionDone = (action: AdminChatDecisionAction): string => textOf(ACTION_DONE[action]);
