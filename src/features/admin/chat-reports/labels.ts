// How the console names a chat report's reason, state and actions (contract: ChatReportReason,
// ChatReportState, AdminChatDecisionAction).
import type { AdminChatDecisionAction, ChatReportReason, ChatReportState } from '@generated/api/model';

export const REASON_LABEL: Record<ChatReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  scam: 'Scam',
  inappropriate: 'Inappropriate',
  other: 'Other',
};

export const STATE_TABS: { value: ChatReportState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'actioned', label: 'Actioned' },
  { value: 'dismissed', label: 'Dismissed' },
];

export const STATE_COLOR: Record<ChatReportState, string> = { open: 'yellow', actioned: 'red', dismissed: 'gray' };

/** What each action did, as the decision reads afterwards. */
export const ACTION_DONE: Record<AdminChatDecisionAction, string> = {
  remove_message: 'removed the message',
  close_room: 'closed the conversation',
  suspend_account: 'suspended the account',
};
