// The public /login page: one question, two doors, each leading to its role's login (and to
// registration for someone new).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { authPaths, type AuthRole } from '../roles';

function doors(): ReadonlyArray<{ role: AuthRole; heading: string; body: string; action: string; symbol: string }> {
  return [
    {
      role: 'candidate',
      heading: t`I’m looking for a job`,
      body: t`Apply to jobs, follow your applications and chat with employers.`,
      action: t`Log in as a job seeker`,
      symbol: '🔎',
    },
    {
      role: 'employer',
      heading: t`I’m hiring`,
      body: t`Post jobs, review applicants and search for candidates with your team.`,
      action: t`Log in as an employer`,
      symbol: '💼',
    },
  ];
}

export function LoginChooser() {
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            <Trans>Log in</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Tell us how you use the site and we will take you to the right place.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {doors().map((door) => (
            <Card key={door.role} component="section" aria-labelledby={`door-${door.role}`} padding="xl" radius="lg">
              <Stack gap="md" h="100%">
                <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                  <Text fz={24}>{door.symbol}</Text>
                </ThemeIcon>
                <Title order={2} fz={22} id={`door-${door.role}`}>
                  {door.heading}
                </Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {door.body}
                </Text>
                <Button component={Link} to={authPaths[door.role].login} fullWidth size="md">
                  {door.action}
                </Button>
                <Text size="sm" ta="center">
                  <Trans>
                    New here?{' '}
                    <Anchor component={Link} to={authPaths[door.role].register} fw={600}>
                      Create an account
                    </Anchor>
                  </Trans>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
