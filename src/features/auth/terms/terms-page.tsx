// The terms and conditions linked from registration, with the tenant's name and support address
// when the site's settings are available, and a readable generic wording while they are not.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { STALE } from '@/lib/query/query-client';
import { authPaths, type AuthRole } from '../roles';
import { fillSite, termsSections } from './terms-sections';

export function TermsPage({ account: role }: { account: AuthRole }) {
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const site = settings.data?.data.name ?? t`this site`;
  const supportEmail = settings.data?.data.supportEmail;
  const sections = termsSections(role);

  return (
    <Container size="md" py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Text tt="uppercase" fw={700} fz="xs" c="brand.7" style={{ letterSpacing: 1.2 }}>
              {role === 'employer' ? <Trans>Terms for employers</Trans> : <Trans>Terms for job seekers</Trans>}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Trans>Terms and conditions</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>
                Please read these terms before you use {site}. They explain what you can expect from us and what we
                expect from you.
              </Trans>
            </Text>
          </Stack>

          <Box
            component="nav"
            aria-label={t`Contents`}
            p="md"
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text fw={600} size="sm" mb={6}>
              <Trans>Contents</Trans>
            </Text>
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {sections.map((s) => (
                <li key={s.id}>
                  <Anchor href={`#${s.id}`} size="sm">
                    {s.title}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Box>

          {sections.map((s) => (
            <Box
              component="section"
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              style={{ scrollMarginTop: 80 }}
            >
              <Title order={2} fz={{ base: 19, sm: 22 }} id={`${s.id}-title`} mb="sm">
                {s.title}
              </Title>
              <Stack gap="sm">
                {s.paragraphs.map((p) => (
                  <Text key={p.slice(0, 40)} lh={1.7}>
                    {fillSite(p, site)}
                  </Text>
                ))}
                {s.id === 'contact' && (
                  <Text lh={1.7}>
                    {supportEmail ? (
                      <>
                        <Trans>
                          E-mail:{' '}
                          <Anchor href={`mailto:${supportEmail}`} fw={600}>
                            {supportEmail}
                          </Anchor>
                        </Trans>
                      </>
                    ) : (
                      <>
                        <Trans>
                          Use the{' '}
                          <Anchor component={Link} to="/contact-us" fw={600}>
                            contact page
                          </Anchor>
                          .
                        </Trans>
                      </>
                    )}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}

          <Text size="sm" c="dimmed">
            <Trans>
              Ready to continue?{' '}
              <Anchor component={Link} to={authPaths[role].register} size="sm">
                Create your account
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to={authPaths[role].login} size="sm">
                log in
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
