// The signed-in employer's account (GET employer/view) and what it may do: `can(permission)` is
// true for an owner always, for a team member when the owner granted it. While the account loads,
// `can` answers true (the server enforces permissions anyway; screens do not flicker for owners);
// `known` tells when the answer is final.
import { useGetEmployer } from '@generated/api/employer/employer';
import type { Employer, TeamMemberPermission } from '@generated/api/model';

const isOwner = (employer: Employer) => employer.kind === 1;

export type EmployerPermissions = {
  employer: Employer | undefined;
  known: boolean;
  /** employer/view failed (and nothing is cached). */
  failed: boolean;
  retry: () => void;
  isOwner: boolean;
  can: (permission: TeamMemberPermission) => boolean;
};

export function useEmployerPermissions(): EmployerPermissions {
  const query = useGetEmployer({ query: { staleTime: 60_000 } });
  const employer = query.data?.data;
  return {
    employer,
    known: Boolean(employer),
    failed: !employer && query.isError,
    retry: () => void query.refetch(),
    isOwner: employer ? isOwner(employer) : false,
    can: (permission) => (employer ? isOwner(employer) || employer.permissions.includes(permission) : true),
  };
}
