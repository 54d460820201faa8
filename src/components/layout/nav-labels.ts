// The navigation's items in the reader's language: the manifest's nav keys (generated/manifest.ts)
// with their English labels as messages; nav-labels.test.ts keeps them the same as the manifest's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavKey } from '@generated/manifest';

export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg`Home`,
  'my-jobs': msg`My jobs`,
  'smart-search': msg`Smart search`,
  'all-applicants': msg`All applicants`,
  profile: msg`Profile`,
  'post-job': msg`Post a job`,
  'all-jobs': msg`All jobs`,
  'recommended-jobs': msg`Recommended jobs`,
  notification: msg`Notifications`,
};
