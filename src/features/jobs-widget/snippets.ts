// The two snippets an employer pastes into their own site, built from the board's URLs and the
// filters chosen in the section. Attribute values are escaped: a place may hold an apostrophe.
import { t } from '@lingui/core/macro';
import type { JobsWidgetSettings } from '@generated/api/model';

export type WidgetFilters = { category: string; place: string };

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The iframe's URL: the widget's page with the filters as its query. */
export function frameSrc(settings: JobsWidgetSettings, filters: WidgetFilters): string {
  const url = new URL(settings.frameUrl);
  if (filters.category.trim()) url.searchParams.set('category', filters.category.trim());
  if (filters.place.trim()) url.searchParams.set('place', filters.place.trim());
  return url.toString();
}

export function scriptSnippet(settings: JobsWidgetSettings, filters: WidgetFilters): string {
  const data = [
    `data-company="${attr(settings.companyId)}"`,
    ...(filters.category.trim() ? [`data-category="${attr(filters.category.trim())}"`] : []),
    ...(filters.place.trim() ? [`data-place="${attr(filters.place.trim())}"`] : []),
  ];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup to paste, not a text
  return `<script src="${attr(settings.scriptUrl)}" ${data.join(' ')} async></script>`;
}

export function iframeSnippet(settings: JobsWidgetSettings, filters: WidgetFilters, company: string): string {
  // Only the frame's title is a text (screen readers on the employer's site say it); the markup is not.
  const title = t`Open jobs at ${company}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup to paste, not a text
  return `<iframe src="${attr(frameSrc(settings, filters))}" title="${attr(title)}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

/** The textarea's lines as the list the server checks: blank lines dropped. */
export function originsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
