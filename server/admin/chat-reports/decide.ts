// The admin's decision on a chat report. Dismissing closes it; acting takes one or more actions
// and a note: remove the reported message, close the room to new messages, suspend the reported
// account. The suspension is the accounts section's own (server/admin/accounts.ts: the account
// signed out at once, its own audit entry), taken first so a refusal there (an admin's account)
// leaves the report open; the report's decision, the removal and the closing are one transaction
// with the `chat_report.*` audit entry, and the live events go out once it is committed.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import type { ChatHub } from '../../realtime/hub.ts';
import { announceClosed, announceRemoved, closeRoom, removeMessage } from '../../chat/index.ts';
import { alreadyExists, fieldError } from '../../errors/errors.ts';
import { setSuspension } from '../accounts.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { oneReport, reportOf } from './list.ts';
import { claimOpenReport, type FoundReport } from './repo.ts';

type S = components['schemas'];
type Action = S['AdminChatDecisionAction'];

const DECIDED = 'This report was already decided';

/** The decision's actions and note, checked against the report; each refusal names its field. */
function checked(report: FoundReport, body: S['AdminChatReportDecision']): { actions: Action[]; note: string | null } {
  const note = body.note?.trim() || null;
  const actions = [...new Set(body.actions ?? [])];
  if (body.decision === 'dismiss') {
    if (actions.length) throw fieldError('actions', 'Dismissing a report takes no action');
    return { actions: [], note };
  }
  if (!actions.length) throw fieldError('actions', 'Choose at least one action');
  if (!note) throw fieldError('note', 'Say why; the note is kept with the report and in the audit log');
  if (actions.includes('remove_message') && !report.message_id)
    throw fieldError('actions', 'Only a reported message can be removed; this report is about the whole conversation');
  if (actions.includes('suspend_account') && !report.tgt_id)
    throw fieldError('actions', 'The reported account no longer exists');
  return { actions, note };
}

export async function decideReport(
  env: ConsoleEnv,
  hub: ChatHub,
  id: string,
  body: S['AdminChatReportDecision'],
): Promise<S['AdminChatReport']> {
  const report = await reportOf(env, id);
  if (report.state !== 'open') throw alreadyExists(DECIDED);
  const { actions, note } = checked(report, body);
  if (actions.includes('suspend_account') && report.tgt_id)
    await setSuspension(env, report.tgt_id, { suspended: true, reason: note ?? '' });

  const done = await env.db.transaction().execute(async (trx) => {
    const claimed = await claimOpenReport(trx, env.clientId, report.id, {
      state: body.decision === 'dismiss' ? 'dismissed' : 'actioned',
      actions,
      decision_note: note,
      decided_by: env.admin.id,
      decided_at: new Date(),
    });
    // Another admin decided it meanwhile.
    if (!claimed) throw alreadyExists(DECIDED);
    const removed =
      actions.includes('remove_message') && report.message_id
        ? await removeMessage(trx, env.clientId, report.message_id, env.admin.id)
        : null;
    const closedAt = actions.includes('close_room')
      ? await closeRoom(trx, env.clientId, report.room_id, env.admin.id)
      : null;
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: report.tgt_id,
      action: body.decision === 'dismiss' ? 'chat_report.dismiss' : 'chat_report.action',
      detail: {
        reportId: report.id,
        roomId: report.room_id,
        messageId: report.message_id,
        reason: report.reason,
        actions,
        ...(note ? { note } : {}),
      },
    });
    return { removed, closedAt };
  });

  const room = { id: report.room_id, candidate_id: report.candidate_id, company_id: report.company_id };
  if (done.removed) announceRemoved(hub, room, done.removed);
  if (done.closedAt) announceClosed(hub, room, done.closedAt);
  return oneReport(env, report.id);
}
