// A whole resume screen the candidate's plan does not include: what is missing and the way to the
// job seeker plans. (Inside a screen, controls use useFeature and the compact prompt instead.)
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { PageState } from '@/components/ui/page-state';
import { LockIcon } from '@/components/ui/icons';

export function PlanRequiredPage({ what, text }: { what: string; text: string }) {
  return (
    <PageState
      title={t`${what} is not in your plan`}
      text={text}
      icon={<LockIcon size={28} />}
      action={
        <Stack gap="xs" align="center">
          <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/pricing-and-plans" />}>
            <Trans>See the plans</Trans>
          </Button>
          <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/jobsseekers/resume-option" />}>
            <Trans>Other ways to add a resume</Trans>
          </Button>
        </Stack>
      }
    />
  );
}

export function PageLoading({ label }: { label: string }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <LoadingState rows={3} label={label} />
    </Container>
  );
}
