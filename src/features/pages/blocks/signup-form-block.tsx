// A sign-up invitation for job seekers or employers: what an account gives them and the way to the
// register page of that audience (with a sign-in link for those who have one). Signed-in visitors
// see the way to their own area instead.
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CheckIcon } from '@/components/ui/icons';
import { homeOf, useSession } from '@/lib/session/session';
import type { BlockProps } from '../block-types';
import { BlockSection, headingIdOf } from './block-section';

const PERKS = {
  candidate: ['Apply to jobs in one click', 'Save jobs and come back to them', 'Get new jobs by e-mail'],
  employer: ['Post jobs in a few steps', 'Review and shortlist applicants', 'Search candidates who are open to offers'],
} as const;

const ROUTES = {
  candidate: { register: '/jobsseekers/register', login: '/jobsseekers/login', who: 'job seekers' },
  employer: { register: '/employer/register', login: '/employer/login', who: 'employers' },
} as const;

export default function SignupFormBlock({ settings, blockId }: BlockProps<'signup_form'>) {
  const session = useSession();
  const audience = settings.audience === 'employer' ? 'employer' : 'candidate';
  const routes = ROUTES[audience];
  return (
    <BlockSection blockId={blockId} label={`Sign up for ${routes.who}`} ownHeading>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="white">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="sm">
            <Title order={2} id={headingIdOf(blockId)} fz={{ base: 22, sm: 26 }}>
              {settings.heading ??
                (audience === 'employer' ? 'Create your employer account' : 'Create your free account')}
            </Title>
            {settings.text ? <Text c="dimmed">{settings.text}</Text> : null}
            <List
              spacing="xs"
              mt="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                  <CheckIcon size={14} />
                </ThemeIcon>
              }
            >
              {PERKS[audience].map((perk) => (
                <List.Item key={perk}>{perk}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="sm" justify="center">
            {session ? (
              <>
                <Text>You are signed in as {session.user.email}.</Text>
                <Group>
                  <Button renderRoot={(props) => <Link {...props} to={homeOf(session.user.role)} />}>
                    Go to your account
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Button size="md" fullWidth renderRoot={(props) => <Link {...props} to={routes.register} />}>
                  {settings.buttonLabel}
                </Button>
                <Text fz="sm" c="dimmed" ta="center">
                  Already have an account?{' '}
                  <Link to={routes.login} style={{ color: 'var(--mantine-color-anchor)', fontWeight: 600 }}>
                    Sign in
                  </Link>
                </Text>
              </>
            )}
          </Stack>
        </SimpleGrid>
      </Paper>
    </BlockSection>
  );
}
