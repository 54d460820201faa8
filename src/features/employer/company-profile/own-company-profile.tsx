// /employer/company-profile: the employer's company page as candidates see it (the public page,
// handed in by the route: it belongs to the companies feature), under a band that says so and
// leads the owner to edit it (the account's overview tab) or open the public page. Team members
// see it too; only the owner is offered the edit.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { PageState } from '@/components/ui/page-state';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';

type Props = {
  /** The company's public page for a company id or slug. */
  renderProfile: (companyRef: string) => ReactNode;
};

export function OwnCompanyProfile({ renderProfile }: Props) {
  const { employer, isOwner, failed, retry } = useEmployerPermissions();
  if (failed)
    return (
      <PageState
        title={t`We could not load your company`}
        text={t`Please check your connection and try again.`}
        onRetry={retry}
      />
    );
  if (!employer)
    return (
      <Container size="xl" py="xl">
        <LoadingState rows={3} withAvatar label={t`Loading your company…`} />
      </Container>
    );
  const company = employer.company;
  if (!employer.isProfileSetupDone && isOwner)
    return (
      <PageState
        title={t`Your company page is not set up yet`}
        text={t`Add your logo, a description and the facts candidates look for; the page goes live with them.`}
        action={
          <Button renderRoot={(props) => <Link {...props} to="/employer/company-profile-setup" />}>
            <Trans>Set up the company page</Trans>
          </Button>
        }
      />
    );
  return (
    <>
      <Container size="xl" pt="lg">
        <Alert variant="light" radius="md" title={t`Your company page, as candidates see it`}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              <Trans>It shows on every job you post, with your open jobs and what candidates say about you.</Trans>
            </Text>
            <Group gap="xs">
              {isOwner ? (
                <Button size="xs" renderRoot={(props) => <Link {...props} to="/employer/profile/company-overview" />}>
                  <Trans>Edit company profile</Trans>
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="default"
                renderRoot={(props) => (
                  <Link {...props} to="/company-profile" search={{ slug: company.slug ?? company._id }} />
                )}
              >
                <Trans>Open the public page</Trans>
              </Button>
            </Group>
          </Group>
        </Alert>
      </Container>
      {renderProfile(company._id)}
    </>
  );
}
