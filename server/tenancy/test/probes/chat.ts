// Isolation probes of chat (see types.ts). Each tenant gets a room between its employer and its
// candidate with a message carrying a tenant-only marker; every chat call names the other
// tenant's room or people and must find nothing of them.
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const roomWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const room = await db
    .insertInto('chat_rooms')
    .values({
      client_id: world.clientId,
      company_id: world.companyId,
      candidate_id: world.candidate.id,
      job_title: `Chat marker job ${tag}`,
      created_by: world.employer.id,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const roomId =
    room?.id ??
    (
      await db
        .selectFrom('chat_rooms')
        .select('id')
        .where('client_id', '=', world.clientId)
        .where('candidate_id', '=', world.candidate.id)
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .insertInto('chat_room_members')
    .values([
      { room_id: roomId, user_id: world.candidate.id, side: 'candidate' },
      { room_id: roomId, user_id: world.employer.id, side: 'employer' },
    ])
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .execute();
  const message = await db
    .insertInto('chat_messages')
    .values({
      client_id: world.clientId,
      room_id: roomId,
      sender_id: world.employer.id,
      sender_side: 'employer',
      body: `Chat marker ${tag}`,
      attachments: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { roomId, messageId: message.id, chatCandidateId: world.candidate.id, chatEmployerId: world.employer.id };
};

export const chatProbes: ProbeMap = {
  listChatRooms: {
    setup: roomWorld,
    call: () => ({
      method: 'POST',
      path: api('chat/get-chat-room-list'),
      as: 'employer',
      body: { page: 1, limit: 50 },
    }),
  },
  getChatRoom: {
    setup: roomWorld,
    call: (ids) => ({ method: 'POST', path: api(`chat/get-chat-room/${ids.roomId}`), as: 'candidate' }),
  },
  listChatRoomMessages: {
    setup: roomWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`chat/get-chat-room-messages/${ids.roomId}`),
      as: 'employer',
      body: { limit: 50 },
    }),
  },
  reportChat: {
    setup: roomWorld,
    // The candidate reporting the other tenant's room and message must find neither.
    call: (ids) => ({
      method: 'POST',
      path: api(`chat/report/${ids.roomId}`),
      as: 'candidate',
      body: { messageId: ids.messageId, reason: 'spam', details: 'Probe of the reports' },
    }),
  },
  createChatRoom: {
    setup: roomWorld,
    // An employer naming the other tenant's candidate must not reach them.
    call: (ids) => ({
      method: 'POST',
      path: api('chat/create'),
      as: 'employer',
      body: { participantId: ids.chatCandidateId, message: { body: 'hello' } },
    }),
  },
};
