// Where a user may not stay, from the manifest's audiences: a logged-out user on a page that needs
// login goes to the index route; a logged-in user on a guest-only page goes to their home; an
// employer on a candidate page and a candidate on an employer page go to their own home. The admin
// console (not a route of the manifest) is for the board's admins only: a guest goes to the login
// admins use, anyone else to their own home.
import { matchRoute, routeInfoOf, type RouteInfo } from '@generated/manifest';
import { homeOf, type Session } from '@/lib/session/session';
import { isConsolePath } from './console-path';

const ADMIN_LOGIN = '/employer/login';

export function routeInfo(pathname: string): RouteInfo | null {
  const path = matchRoute(pathname);
  // From the manifest's rows, not its `routes` objects: the guard is in every first page's script.
  return path ? routeInfoOf(path) : null;
}

export function guardRedirect(pathname: string, session: Session | null): string | null {
  if (isConsolePath(pathname)) {
    if (!session) return ADMIN_LOGIN;
    // An admin acting for an account may still open the console (its banner stops acting).
    return (session.admin ?? session.user).role === 'admin' ? null : homeOf(session.user.role);
  }
  const info = routeInfo(pathname);
  if (!info) return null;
  const role = session?.user.role;
  switch (info.audience) {
    case 'candidate':
    case 'employer':
      if (!session) return '/';
      return role === info.audience ? null : homeOf(role);
    case 'guest-only':
      return session ? homeOf(role) : null;
    default:
      return null;
  }
}
