// The team member permissions (TeamMemberPermission) in words, and the role presets the invite
// form offers as starting points.
import type { TeamMemberPermission } from '@generated/api/model';

export const PERMISSIONS: ReadonlyArray<{ value: TeamMemberPermission; label: string; hint: string }> = [
  { value: 'post_jobs', label: 'Post jobs', hint: 'Create, edit, pause and close jobs' },
  { value: 'manage_applicants', label: 'Manage applicants', hint: 'See responses and move applicants on' },
  { value: 'search_candidates', label: 'Search candidates', hint: 'Smart search and candidate profiles' },
  { value: 'chat', label: 'Chat', hint: 'Message candidates' },
  { value: 'view_analytics', label: 'View analytics', hint: 'Job and hiring numbers' },
  { value: 'billing', label: 'Billing', hint: 'Plans, payments and invoices' },
  { value: 'team', label: 'Manage team', hint: 'Invite, edit and remove team members' },
];

export const ALL_PERMISSIONS: TeamMemberPermission[] = PERMISSIONS.map((p) => p.value);

export const ROLE_PRESETS: ReadonlyArray<{ key: string; label: string; permissions: TeamMemberPermission[] }> = [
  { key: 'recruiter', label: 'Recruiter', permissions: ['post_jobs', 'manage_applicants', 'chat'] },
  { key: 'hiring-manager', label: 'Hiring manager', permissions: ['manage_applicants', 'view_analytics'] },
  { key: 'finance', label: 'Finance', permissions: ['billing'] },
  { key: 'admin', label: 'Admin', permissions: ALL_PERMISSIONS },
];

export function permissionLabel(value: TeamMemberPermission): string {
  return PERMISSIONS.find((p) => p.value === value)?.label ?? value;
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
