// The invitation to employers at the bottom of the home page.
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function EmployerCta() {
  return (
    <Container size="xl" pb={{ base: 48, sm: 72 }} pt={{ base: 8, sm: 16 }}>
      <Paper
        component="section"
        aria-labelledby="home-employers-heading"
        radius="lg"
        p={{ base: 'xl', sm: 48 }}
        bg="dark.7"
        c="white"
      >
        <Group justify="space-between" align="center" gap="xl" wrap="wrap">
          <Stack gap="xs" maw={560}>
            <Title order={2} id="home-employers-heading" c="white" fz={{ base: 24, sm: 30 }}>
              <Trans>Hiring? Meet your next great hire here.</Trans>
            </Title>
            <Text c="gray.4">
              <Trans>
                Post a job in minutes, review applicants in one place and reach candidates who are looking right now.
              </Trans>
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Button
              size="md"
              color="white"
              c="dark.8"
              renderRoot={(props) => <Link {...props} to="/employer/register" />}
            >
              <Trans>Post a job</Trans>
            </Button>
            <Button
              size="md"
              variant="outline"
              color="gray.3"
              renderRoot={(props) => <Link {...props} to="/employer-pricing-plans" />}
            >
              <Trans>See plans</Trans>
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
