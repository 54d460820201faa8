import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { boardBoot } from '@/lib/branding/board-boot';
import { useSession } from '@/lib/session/session';

// The chat badge, the bell and the account menu (and the popover code they need) load only for
// signed-in users, in one chunk, keeping the first page of a guest small.
const SignedInActions = lazy(() => import('./signed-in-actions'));
const LanguageMenu = lazy(() => import('./language-menu'));

/** The language switch, on boards that offer more than one language. */
function LanguageSwitch() {
  const locales = boardBoot()?.locales ?? [];
  const mounted = useMounted();
  if (locales.length < 2) return null;
  // On a phone the header has no room for it: the menu panel offers the languages (app-layout.tsx).
  // Built in the browser only, once the page is the app's: a button the server drew would ignore a
  // click until its lazy part hydrated. Its room is kept from the first paint, so nothing moves.
  const room = <Box w={44} h={28} aria-hidden />;
  return (
    <Box visibleFrom="sm">
      {mounted ? (
        <Suspense fallback={room}>
          <LanguageMenu locales={locales} />
        </Suspense>
      ) : (
        room
      )}
    </Box>
  );
}

/** Sign-in buttons for guests; for a signed-in user, their name with a menu to sign out. */
export function UserMenu({ area }: { area: 'public' | 'candidate' | 'employer' }) {
  const session = useSession();
  if (!session) {
    const employer = area === 'employer';
    return (
      <Group gap={6} wrap="nowrap">
        <LanguageSwitch />
        <PlainButton
          component={Link}
          to={employer ? '/employer/login' : '/jobsseekers/login'}
          variant="subtle"
          size="compact-md"
          px="xs"
        >
          <Trans>Log in</Trans>
        </PlainButton>
        <PlainButton
          component={Link}
          to={employer ? '/employer/register' : '/jobsseekers/register'}
          size="compact-md"
          px="sm"
        >
          {employer ? t`Post a job` : t`Sign up`}
        </PlainButton>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <LanguageSwitch />
      <Suspense fallback={null}>
        <SignedInActions user={session.user} />
      </Suspense>
    </Group>
  );
}
