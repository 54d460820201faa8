import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { routes, type RoutePath } from '@generated/manifest';

/**
 * The honest state of a screen that a later piece of work fills: the page's title in the area's
 * real layout, and a clear note that it is not built yet. Never counted as a finished screen.
 */
export function ComingSoon({ route }: { route: RoutePath }) {
  const info = routes[route];
  return (
    <Container size="md" py={64}>
      <Card p="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
            </svg>
          </ThemeIcon>
          <Title order={1} fz={28}>
            {info.title}
          </Title>
          <Text c="dimmed" maw={460}>
            This page is coming soon. We are building it right now; everything else on the site keeps working meanwhile.
          </Text>
          <Button component={Link} to="/browse-jobs" variant="light">
            Browse jobs
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
