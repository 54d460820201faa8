// The team member permissions (TeamMemberPermission) in words, and the role presets the invite
// form offers as starting points. Words are `msg` descriptors, read in the page's language at use.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamMemberPermission } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

export const PERMISSIONS: ReadonlyArray<{
  value: TeamMemberPermission;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}> = [
  { value: 'post_jobs', label: msg`Post jobs`, hint: msg`Create, edit, pause and close jobs` },
  { value: 'manage_applicants', label: msg`Manage applicants`, hint: msg`See responses and move applicants on` },
  { value: 'search_candidates', label: msg`Search candidates`, hint: msg`Smart search and candidate profiles` },
  { value: 'chat', label: msg`Chat`, hint: msg`Message candidates` },
  { value: 'view_analytics', label: msg`View analytics`, hint: msg`Job and hiring numbers` },
  { value: 'billing', label: msg`Billing`, hint: msg`Plans, payments and invoices` },
  { value: 'team', label: msg`Manage team`, hint: msg`Invite, edit and remove team members` },
];

export const ALL_PERMISSIONS: TeamMemberPermission[] = PERMISSIONS.map((p) => p.value);

export const ROLE_PRESETS: ReadonlyArray<{
  key: string;
  label: MessageDescriptor;
  permissions: TeamMemberPermission[];
}> = [
  { key: 'recruiter', label: msg`Recruiter`, permissions: ['post_jobs', 'manage_applicants', 'chat'] },
  { key: 'hiring-manager', label: msg`Hiring manager`, permissions: ['manage_applicants', 'view_analytics'] },
  { key: 'finance', label: msg`Finance`, permissions: ['billing'] },
  { key: 'admin', label: msg`Admin`, permissions: ALL_PERMISSIONS },
];

export function permissionLabel(value: TeamMemberPermission): string {
  const label = PERMISSIONS.find((p) => p.value === value)?.label;
  return label ? textOf(label) : value;
}

/** The preset whose permissions are exactly these, if any. */
export function presetOf(permissions: readonly TeamMemberPermission[]): string | null {
  const set = new Set(permissions);
  return (
    ROLE_PRESETS.find((r) => r.permissions.length === set.size && r.permissions.every((p) => set.has(p)))?.key ?? null
  );
}

/** In the order of PERMISSIONS, so lists read the same everywhere. */
export function sortPermissions(permissions: readonly TeamMemberPermission[]): TeamMemberPermission[] {
  return ALL_PERMISSIONS.filter((p) => permissions.includes(p));
}
