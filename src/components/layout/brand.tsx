import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetTenantSettings } from '@generated/api/content/content';
import { STALE } from '@/lib/query/query-client';

/** The tenant's name as the home link; the tenant comes from the host the page is served on. */
export function Brand({ to = '/' }: { to?: string }) {
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const name = settings.data?.data.name ?? 'Jobs';
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={`${name} home`}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <Text fw={800} size="sm" c="white">
            {name.slice(0, 1).toUpperCase()}
          </Text>
        </ThemeIcon>
        <Text fw={700} size="lg">
          {name}
        </Text>
      </Group>
    </Link>
  );
}
