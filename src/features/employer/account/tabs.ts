// The employer account's tabs, by the indexes the specification gives them (overview 0, my
// profile 1, my team 2, my licence 3, reviews 4, transactions 5, change password 6), and the
// route of each, which redirects to /employer/profile?tab=N. Labels are getters so each read is in
// the page's language.
import { t } from '@lingui/core/macro';

export const ACCOUNT_TABS = [
  {
    index: 0,
    get label() {
      return t`Overview`;
    },
    path: '/employer/profile/company-overview',
  },
  {
    index: 1,
    get label() {
      return t`My profile`;
    },
    path: '/employer/profile/my-profile',
  },
  {
    index: 2,
    get label() {
      return t`My team`;
    },
    path: '/employer/profile/my-team',
  },
  {
    index: 3,
    get label() {
      return t`My licence`;
    },
    path: '/employer/profile/my-license',
  },
  {
    index: 4,
    get label() {
      return t`Reviews`;
    },
    path: '/employer/profile/reviews',
  },
  {
    index: 5,
    get label() {
      return t`Transactions`;
    },
    path: '/employer/profile/transaction',
  },
  {
    index: 6,
    get label() {
      return t`Change password`;
    },
    path: '/employer/profile/change-password',
  },
] as const;

export type AccountTabIndex = (typeof ACCOUNT_TABS)[number]['index'];

/** `?tab=` of /employer/profile: a whole number 0–6; anything else opens the overview. */
export function tabFromSearch(search: Record<string, unknown>): AccountTabIndex {
  const raw = search.tab;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : NaN;
  return (ACCOUNT_TABS.find((t) => t.index === value)?.index ?? 0) as AccountTabIndex;
}
