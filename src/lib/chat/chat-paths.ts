// Where the chat connection is open and where a role's chat room lives. The manifest marks the
// chat-related routes (specification, routing rules: job details, matched and searched
// candidates, responses, all applicants, smart search and the chat itself) with chatSocket.
import { routeInfo } from '@/lib/routing/guard';

export function isChatPath(pathname: string): boolean {
  return routeInfo(pathname)?.chatSocket ?? false;
}

/** The chat route of a role, for links: `{ to: chatRouteOf(role), params: { id } }`. */
export function chatRouteOf(role: string): '/employer/chat/$id' | '/jobsseekers/chat/$id' {
  return role === 'employer' ? '/employer/chat/$id' : '/jobsseekers/chat/$id';
}
