import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { boardBoot } from '@/lib/branding/board-boot';
import { displaySrc } from '@/lib/files/display-src';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';

/** What the home link says after the board's name (read out, not shown). */
const HOME = 'home';

/**
 * The board's logo (settings/appearance) or its name as the home link; the tenant comes from the
 * host the page is served on. The page's boot record names the board before its settings arrive,
 * so the header does not change once they do.
 */
export function Brand({ to = '/' }: { to?: string }) {
  const settings = useTenantSettingsOnFirstPage();
  const boot = boardBoot();
  const name = settings.data?.data.name ?? (boot?.name || 'Jobs');
  return (
    // min-width 0 down to the name: flex items keep their content's width otherwise, and a phone's
    // header (burger, name, Log in, Post a job) then overlapped the name with the buttons.
    // A logo names the link by its label; a name shown names it by its text, so what is read out
    // begins with what is seen (an aria-label over the shown name failed axe's label-in-name rule).
    <Link
      to={to}
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
      aria-label={boot?.logoUri ? `${name} home` : undefined}
    >
      {boot?.logoUri ? (
        // The link names the board; the logo is its picture. Its height is fixed so it takes its
        // room before it loads.
        <img
          src={displaySrc(boot.logoUri, 180)}
          alt=""
          height={36}
          style={{ display: 'block', width: 'auto', maxWidth: 180, objectFit: 'contain' }}
        />
      ) : (
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
            <Text fw={800} size="sm" c="white">
              {name.slice(0, 1).toUpperCase()}
            </Text>
          </ThemeIcon>
          {/* On phones the name shortens to one line so the header's buttons keep their room. */}
          <Text fw={700} size="lg" truncate="end" maw={{ base: 96, xs: 220, md: 'none' }} miw={0}>
            {name}
          </Text>
          <VisuallyHidden>{` ${HOME}`}</VisuallyHidden>
        </Group>
      )}
    </Link>
  );
}
