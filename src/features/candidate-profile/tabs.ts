// The candidate profile's tabs, by the indexes the specification gives them (§2: my profile 0,
// experience 1, education 2, resume 3, projects 4, certifications 5), then the board's additional
// details (6, shown only when the board asks some). /jobsseekers/profile?tab=N opens tab N; the
// index is read by the lazy screen, not by the route (index bundle budget). The labels are messages,
// translated where shown (textOf): this table is built once, before a language is known.
import { msg } from '@lingui/core/macro';

export const PROFILE_TABS = [
  { index: 0, label: msg`My profile` },
  { index: 1, label: msg`Experience` },
  { index: 2, label: msg`Education` },
  { index: 3, label: msg`Resume` },
  { index: 4, label: msg`Projects` },
  { index: 5, label: msg`Certifications` },
  { index: 6, label: msg`Additional details` },
] as const;

/** The tab of the board's candidate_additional_details form. */
export const ADDITIONAL_DETAILS_TAB = 6;

export type ProfileTabIndex = (typeof PROFILE_TABS)[number]['index'];

/** `?tab=` of /jobsseekers/profile: a whole number 0–6; anything else opens My profile. */
export function tabFromSearch(search: Record<string, unknown>): ProfileTabIndex {
  const raw = search.tab;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : NaN;
  return PROFILE_TABS.find((t) => t.index === value)?.index ?? 0;
}
