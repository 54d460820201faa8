// The not-found screen asks the board's redirect rules (GET redirect/{path}) whether the address
// has moved, and goes there when it has: the server answers a real 301/302 for pages it serves
// (server/redirects/serve.ts), and this covers the moves inside the app, where a link leads to an
// old path without asking the server for a page. docs/redirects.md.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getRedirect } from '@generated/api/redirects/redirects';
import { SILENT } from '@/lib/api/http';

/** Paths the not-found screen is never a moved page at. */
const NEVER = new Set(['/', '/not-found']);

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The rule's target with the visit's query kept (after the target's own), as the server does it. */
export function movedTo(target: string, search: string, hash: string): string {
  const query = search.replace(/^\?/, '');
  return `${target}${query ? `${target.includes('?') ? '&' : '?'}${query}` : ''}${hash}`;
}

export function useRedirectRule(): void {
  const router = useRouter();
  const { pathname, searchStr, hash } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr, hash: s.location.hash }),
  });
  useEffect(() => {
    if (NEVER.has(pathname)) return;
    let live = true;
    const asked = encodeURIComponent(decoded(pathname).replace(/^\/+/, ''));
    if (!asked) return;
    getRedirect(asked, SILENT)
      .then((res) => {
        if (!live) return;
        const to = movedTo(res.data.to, searchStr, hash ? `#${hash}` : '');
        const target = new URL(to, window.location.origin);
        if (target.origin === window.location.origin)
          router.history.replace(`${target.pathname}${target.search}${target.hash}`);
        else window.location.replace(target.href);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [router, pathname, searchStr, hash]);
}
