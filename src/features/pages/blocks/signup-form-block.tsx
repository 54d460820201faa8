// A sign-up invitation for job seekers or employers: what an account gives them and the way to the
// register page of that audience (with a sign-in link for those who have one). Signed-in visitors
// see the way to their own area instead.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CheckIcon } from '@/components/ui/icons';
import { homeOf, useSession } from '@/lib/session/session';
import type { BlockProps } from '../block-types';
import { BlockSection, headingIdOf } from './block-section';

/** A function, not a table: a module constant would keep the language of the first render. */
function perks(audience: 'candidate' | 'employer'): string[] {
  return audience === 'employer'
    ? [t`Post jobs in a few steps`, t`Review and shortlist applicants`, t`Search candidates who are open to offers`]
    : [t`Apply to jobs in one click`, t`Save jobs and come back to them`, t`Get new jobs by e-mail`];
}

const ROUTES = {
  candidate: { register: '/jobsseekers/register', login: '/jobsseekers/login' },
  employer: { register: '/employer/register', login: '/employer/login' },
} as const;

export default function SignupFormBlock({ settings, blockId }: BlockProps<'signup_form'>) {
  const session = useSession();
  const audience = settings.audience === 'employer' ? 'employer' : 'candidate';
  const routes = ROUTES[audience];
  return (
    <BlockSection
      blockId={blockId}
      label={audience === 'employer' ? t`Sign up for employers` : t`Sign up for job seekers`}
      ownHeading
    >
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="white">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="sm">
            <Title order={2} id={headingIdOf(blockId)} fz={{ base: 22, sm: 26 }}>
              {settings.heading ??
                (audience === 'employer' ? t`Create your employer account` : t`Create your free account`)}
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
              {perks(audience).map((perk) => (
                <List.Item key={perk}>{perk}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="sm" justify="center">
            {session ? (
              <>
                <Text>
                  <Trans>You are signed in as {session.user.email}.</Trans>
                </Text>
                <Group>
                  <Button renderRoot={(props) => <Link {...props} to={homeOf(session.user.role)} />}>
                    <Trans>Go to your account</Trans>
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Button size="md" fullWidth renderRoot={(props) => <Link {...props} to={routes.register} />}>
                  {settings.buttonLabel}
                </Button>
                <Text fz="sm" c="dimmed" ta="center">
                  <Trans>
                    Already have an account?{' '}
                    <Link to={routes.login} style={{ color: 'var(--mantine-color-anchor)', fontWeight: 600 }}>
                      Sign in
                    </Link>
                  </Trans>
                </Text>
              </>
            )}
          </Stack>
        </SimpleGrid>
      </Paper>
    </BlockSection>
  );
}
