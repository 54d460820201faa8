// Isolation probes of the console's chat reports (see types.ts). Each tenant has an open report of
// its employer's message by its candidate, with tenant-only words; the other tenant's admin must
// not list it, see its context, nor decide it.
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const openReport: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const made = await db
    .selectFrom('chat_reports')
    .select(['id', 'message_id'])
    .where('client_id', '=', world.clientId)
    .where('details', '=', `Report marker ${tag}`)
    .executeTakeFirst();
  if (made) return { chatReportId: made.id, reportedMessageId: made.message_id ?? made.id };
  // The pair's room (the chat probes may have opened it already: one room per pair).
  await db
    .insertInto('chat_rooms')
    .values({
      client_id: world.clientId,
      company_id: world.companyId,
      candidate_id: world.candidate.id,
      job_title: `Reported marker job ${tag}`,
      created_by: world.employer.id,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const room = await db
    .selectFrom('chat_rooms')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('company_id', '=', world.companyId)
    .where('candidate_id', '=', world.candidate.id)
    .where('job_id', 'is', null)
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('chat_messages')
    .values({
      client_id: world.clientId,
      room_id: room.id,
      sender_id: world.employer.id,
      sender_side: 'employer',
      body: `Reported message marker ${tag}`,
      attachments: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await db
    .insertInto('chat_reports')
    .values({
      client_id: world.clientId,
      room_id: room.id,
      message_id: message.id,
      reporter_id: world.candidate.id,
      reported_id: world.employer.id,
      reason: 'harassment',
      details: `Report marker ${tag}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { chatReportId: report.id, reportedMessageId: message.id };
};

export const adminChatReportProbes: ProbeMap = {
  listAdminChatReports: {
    setup: openReport,
    call: () => ({ method: 'POST', path: api('admin/chat-reports'), as: 'admin', body: { state: 'open', limit: 50 } }),
  },
  decideAdminChatReport: {
    setup: openReport,
    call: (ids) => ({
      method: 'POST',
      path: api(`admin/chat-reports/${ids.chatReportId ?? NONE}/decision`),
      as: 'admin',
      body: { decision: 'action', actions: ['remove_message', 'close_room'], note: 'Probe of the console' },
    }),
  },
};
