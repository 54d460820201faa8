// One link of the sitemap: the server names URLs absolutely on the board's primary host; the app
// follows them as paths, so they stay inside the app on whichever host the visitor came in on.
import { Anchor } from '@mantine/core';
import type { SitemapUrl } from '@generated/api/model';
import { useHrefLink } from '@/lib/routing/href-link';

export function pathOf(loc: string): string {
  try {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

export function SitemapLink({ url }: { url: SitemapUrl }) {
  const link = useHrefLink(pathOf(url.loc));
  return (
    <Anchor {...link} size="sm">
      {url.title}
    </Anchor>
  );
}
