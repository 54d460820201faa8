// /employer/profile-setup-success: the company profile is saved; the ways on are posting the
// first job, the dashboard, and the public company page as candidates see it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CheckIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';

export function SetupSuccessPage() {
  const { employer, can } = useEmployerPermissions();
  const company = employer?.company;
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Paper withBorder radius="md">
        <Stack align="center" ta="center" gap="sm" py={48} px="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
            <CheckIcon size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }} fw={700} mt={4}>
            <Trans>Company profile ready</Trans>
          </Title>
          <Text c="dimmed" maw={440}>
            {company
              ? t`${company.name} now has a company page. Candidates see it on every job you post.`
              : t`Your company now has a company page. Candidates see it on every job you post.`}
          </Text>
          <Stack gap="sm" mt="md" w="100%" maw={320}>
            {can('post_jobs') ? (
              <Button component={Link} to="/employer/job-type" size="md">
                <Trans>Post your first job</Trans>
              </Button>
            ) : null}
            <Button component={Link} to="/employer/home" variant="light">
              <Trans>Go to your dashboard</Trans>
            </Button>
            {company ? (
              <Button
                renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
                variant="subtle"
                rightSection={<ExternalLinkIcon size={16} />}
              >
                <Trans>View your public company page</Trans>
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
