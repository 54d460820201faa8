// The employer's jobs widget section, under the company overview of /employer/profile
// (docs/jobs-widget.md): the sites allowed to show the company's open jobs, the snippets to paste
// (script or iframe, with optional filters) and a live preview.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useGetJobsWidgetSettings } from '@generated/api/jobs-widget/jobs-widget';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { useSession } from '@/lib/session/session';
import { AllowedOriginsForm } from './allowed-origins-form';
import { SnippetCard } from './snippet-card';

export function JobsWidgetSection() {
  const session = useSession();
  const settings = useGetJobsWidgetSettings();
  const company = session?.user.companyName ?? t`your company`;
  return (
    <Stack gap="lg" mt="xl" component="section" aria-labelledby="jobs-widget-title">
      <Stack gap={4}>
        <Title order={2} fz="xl" id="jobs-widget-title">
          <Trans>Jobs widget</Trans>
        </Title>
        <Text c="dimmed" fz="sm">
          <Trans>Show your open jobs on your own website, always up to date.</Trans>
        </Text>
      </Stack>
      {settings.isPending ? (
        <LoadingState rows={2} label={t`Loading the widget settings…`} />
      ) : settings.isError ? (
        <ErrorState
          message={isApiError(settings.error) ? settings.error.message : undefined}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          compact
        />
      ) : (
        <>
          <AllowedOriginsForm settings={settings.data.data} />
          <SnippetCard settings={settings.data.data} company={company} />
        </>
      )}
    </Stack>
  );
}
