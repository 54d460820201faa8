// The console's frame: its sections in a sidebar beside the page on wide screens, and as a row of
// links that scrolls sideways above it on phones, so every section stays one tap away.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { CONSOLE_SECTIONS, consoleSectionOf } from '@/lib/routing/console';

export function ConsoleLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = consoleSectionOf(pathname);
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row of sections scrolls sideways: keep the current one in sight.
  useEffect(() => {
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current?.key]);
  return (
    <Container size="xl" py="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Paper withBorder radius="md" p="xs" w={240} visibleFrom="md" style={{ flexShrink: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pt="xs" pb={4}>
            <Trans>Admin console</Trans>
          </Text>
          <Stack gap={2} component="nav" aria-label={t`Console`}>
            {CONSOLE_SECTIONS.map((s) => (
              <NavLink
                key={s.key}
                component={Link}
                to={s.path}
                activeOptions={{ exact: true }}
                label={s.label}
                description={s.description}
                // Grey, not the brand tint: the brand's light colours fail AA contrast once hovered.
                color="gray"
                fw={current?.key === s.key ? 700 : 500}
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                active={current?.key === s.key}
                aria-current={current?.key === s.key ? 'page' : undefined}
              />
            ))}
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ScrollArea type="never" hiddenFrom="md" mb="md" viewportRef={row}>
            <Group gap="xs" wrap="nowrap" component="nav" aria-label={t`Console sections`}>
              {CONSOLE_SECTIONS.map((s) => (
                <Anchor
                  key={s.key}
                  component={Link}
                  to={s.path}
                  activeOptions={{ exact: true }}
                  size="sm"
                  px="sm"
                  py={6}
                  underline="never"
                  fw={current?.key === s.key ? 700 : 500}
                  c={current?.key === s.key ? 'brand.8' : 'dark.6'}
                  bg={current?.key === s.key ? 'brand.0' : undefined}
                  style={{ borderRadius: 999, whiteSpace: 'nowrap' }}
                  aria-current={current?.key === s.key ? 'page' : undefined}
                >
                  {s.label}
                </Anchor>
              ))}
            </Group>
          </ScrollArea>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}

/** The heading every console page starts with: its title and one line on what it is for. */
export function ConsoleHeading({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
