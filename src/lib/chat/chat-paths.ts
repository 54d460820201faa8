// Where the chat connection is open and where a role's chat room lives. The manifest marks the
// chat-related routes (specification, routing rules: job details, matched and searched
// candidates, responses, all applicants, smart search and the chat itself) with chatSocket.
import { routeInfo } from '@/lib/routing/guard';

export function isChatPath(pathname: string): boolean {
  return routeInfo(pathname)?.chatSocket ?? false;
}

/** The chat screen of a room for the signed-in role. */
export function chatRoomPath(role: string, roomId: string): string {
  return `${role === 'employer' ? '/employer/chat' : '/jobsseekers/chat'}/${encodeURIComponent(roomId)}`;
}
