// What the page and article editors say of a description field: search engines and link previews
// read it only where the board's plan has SEO metadata (`seo_meta`; without it the served pages
// carry their title alone, server/seo/page-head.ts). The text is kept either way.
import { t } from '@lingui/core/macro';
import { useFeature } from '@/lib/plans/use-feature';

/** Whether the board's pages carry SEO metadata; true while the plan loads, so no note flashes. */
export function useSeoMeta(): boolean {
  const seo = useFeature('seo_meta');
  return seo.allowed || seo.isLoading;
}

/** The note said instead, read at render so it is in the page's language. */
export function noSeoMeta(): string {
  return t`Search engines and link previews see only the title: the board’s plan does not include SEO metadata.`;
}
