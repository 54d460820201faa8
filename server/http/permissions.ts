// Team-member permissions (TeamMemberPermission in the contract). An operation names the one it
// needs as x-permission; only team members (employer kind 2) are bound by it: the company owner
// holds every permission, and candidates calling a shared operation are governed by their role.
import type { components } from '@generated/schema';
import type { AuthUser } from './context.ts';
import { forbidden } from '../errors/errors.ts';

export type Permission = components['schemas']['TeamMemberPermission'];

export const PERMISSIONS: readonly Permission[] = [
  'post_jobs',
  'manage_applicants',
  'search_candidates',
  'chat',
  'view_analytics',
  'billing',
  'team',
];

const LABELS: Record<Permission, string> = {
  post_jobs: 'post and edit jobs',
  manage_applicants: 'manage applicants',
  search_candidates: 'search candidates',
  chat: 'chat',
  view_analytics: 'see analytics',
  billing: 'see billing',
  team: 'manage the team',
};

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

export function holdsPermission(user: AuthUser, permission: Permission): boolean {
  if (user.role !== 'employer' || user.employerKind !== 2) return true;
  return user.permissions.includes(permission);
}

/** The 403 a member without the permission gets; the message names what is missing. */
export function missingPermission(permission: Permission) {
  return forbidden(`Your team role does not allow you to ${LABELS[permission]}; ask your company owner`);
}

export function requirePermission(user: AuthUser, permission: Permission): void {
  if (!holdsPermission(user, permission)) throw missingPermission(permission);
}
