// Props for a link to another feature's screen given by its full address (path and search), such
// as /jobsseekers/create-resume?id=…: those routes' search params are theirs to declare, so a typed
// <Link search> cannot name them from here. A plain click navigates inside the app; a modified
// click (new tab, new window) keeps the browser's own behaviour, since the href is real.
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

export function useHrefLink(href: string) {
  const navigate = useNavigate();
  return {
    component: 'a' as const,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void navigate({ href });
    },
  };
}
