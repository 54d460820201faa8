import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';

/** The tenant's name as the home link; the tenant comes from the host the page is served on. */
export function Brand({ to = '/' }: { to?: string }) {
  const settings = useTenantSettingsOnFirstPage();
  const name = settings.data?.data.name ?? 'Jobs';
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={`${name} home`}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <Text fw={800} size="sm" c="white">
            {name.slice(0, 1).toUpperCase()}
          </Text>
        </ThemeIcon>
        {/* On phones the name shortens to one line so the header's buttons keep their room. */}
        <Text fw={700} size="lg" truncate="end" maw={{ base: 96, xs: 220, md: 'none' }}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
