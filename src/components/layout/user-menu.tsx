import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session/session';

// The chat badge, the bell and the account menu (and the popover code they need) load only for
// signed-in users, in one chunk, keeping the first page of a guest small.
const SignedInActions = lazy(() => import('./signed-in-actions'));

/** Sign-in buttons for guests; for a signed-in user, their name with a menu to sign out. */
export function UserMenu({ area }: { area: 'public' | 'candidate' | 'employer' }) {
  const session = useSession();
  if (!session) {
    const employer = area === 'employer';
    return (
      <Group gap={6} wrap="nowrap">
        <Button
          component={Link}
          to={employer ? '/employer/login' : '/jobsseekers/login'}
          variant="subtle"
          size="compact-md"
          px="xs"
        >
          Log in
        </Button>
        <Button
          component={Link}
          to={employer ? '/employer/register' : '/jobsseekers/register'}
          size="compact-md"
          px="sm"
        >
          {employer ? 'Post a job' : 'Sign up'}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Suspense fallback={null}>
        <SignedInActions user={session.user} />
      </Suspense>
    </Group>
  );
}
