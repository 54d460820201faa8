// A screen a team member opens only with a permission (the API answers 403 FORBIDDEN otherwise):
// the screen for owners and members who have it, a clear no-access page for the others. While
// the account loads, a placeholder; if it cannot load, the screen (the server still decides).
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TeamMemberPermission } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { NoAccess } from '@/components/ui/no-access';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';

type Props = {
  permission: TeamMemberPermission;
  /** The permission in words, as the team screen names it. */
  permissionLabel: string;
  /** What the screen shows, e.g. "the responses". */
  what: string;
  children: ReactNode;
};

export function PermissionGate({ permission, permissionLabel, what, children }: Props) {
  const access = useEmployerPermissions();
  if (!access.known && !access.failed)
    return (
      <Container size="lg" py="xl">
        <LoadingState rows={3} />
      </Container>
    );
  if (access.known && !access.can(permission)) return <NoAccess page what={what} permission={permissionLabel} />;
  return <>{children}</>;
}
