// A link a page's author wrote (Markdown links, a call to action's button): a path on this site
// navigates inside the app, another site opens in a new tab, and an unsafe link (javascript: and
// the like, refused on save) renders as plain text.
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isSafeLink, isSitePath } from '@shared/pages/links.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** The attributes of a safe link, or null for one that must not be followed. */
export function useSiteLink(href: string) {
  const router = useRouter();
  if (!isSafeLink(href)) return null;
  if (!isSitePath(href)) return { href, target: '_blank', rel: 'noopener noreferrer' };
  return {
    href,
    onClick: (e: MouseEvent<HTMLElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      router.history.push(href);
    },
  };
}

export function SiteAnchor({ href, children, ...props }: Props) {
  const link = useSiteLink(href);
  if (!link) return <span>{children}</span>;
  return (
    <a {...props} {...link}>
      {children}
    </a>
  );
}
