// The realtime side of chat as the rest of the server sees it: send events to users and to a
// company's connected team, and ask who is connected. Bound to the socket.io server once it
// exists (socket.ts); before that, and in code paths without sockets, it does nothing. With the
// Redis adapter these reach sockets on every server process.
import type { Server } from 'socket.io';

export const userRoom = (userId: string) => `u:${userId}`;
export const companyRoom = (companyId: string) => `co:${companyId}`;

export type ChatHub = {
  bind: (io: Server) => void;
  toUsers: (userIds: string[], event: string, payload: unknown) => void;
  toCompany: (companyId: string, event: string, payload: unknown, exceptUserIds?: string[]) => void;
  /** The ids of the users with a socket open in the company room (on any process). */
  connectedInCompany: (companyId: string) => Promise<string[]>;
  /** The subset of the users with a socket open (on any process). */
  connected: (userIds: string[]) => Promise<Set<string>>;
};

export function createChatHub(): ChatHub {
  let io: Server | undefined;
  const idsOf = async (rooms: string[]) => {
    if (!io || !rooms.length) return [];
    const sockets = await io.in(rooms).fetchSockets();
    // socket.ts keeps the signed-in user in each socket's data.
    return sockets.map((s) => (s.data as { user?: { id?: string } }).user?.id).filter((id): id is string => !!id);
  };
  return {
    bind: (server) => {
      io = server;
    },
    toUsers: (userIds, event, payload) => {
      if (io && userIds.length) io.to(userIds.map(userRoom)).emit(event, payload);
    },
    toCompany: (companyId, event, payload, exceptUserIds = []) => {
      if (io) io.to(companyRoom(companyId)).except(exceptUserIds.map(userRoom)).emit(event, payload);
    },
    connectedInCompany: async (companyId) => [...new Set(await idsOf([companyRoom(companyId)]))],
    connected: async (userIds) => new Set(await idsOf(userIds.map(userRoom))),
  };
}
