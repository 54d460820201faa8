// The board's record of consent in numbers (docs/consent.md): each visitor's latest choice under
// the current cookie policy version, counted by choice.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useGetConsentSummary } from '@generated/api/admin/admin';
import type { ConsentSummary } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';

const LABEL = (analytics: boolean, marketing: boolean) =>
  analytics && marketing
    ? t`Accepted all`
    : analytics
      ? t`Analytics only`
      : marketing
        ? t`Marketing only`
        : t`Rejected`;

function Counts({ summary }: { summary: ConsentSummary }) {
  const version = summary.policyVersion;
  const latest = summary.lastRecordedAt ? new Date(summary.lastRecordedAt).toLocaleDateString('en-GB') : null;
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {latest
          ? plural(summary.visitors, {
              one: `# visitor has chosen under policy version ${version}, the latest on ${latest}.`,
              other: `# visitors have chosen under policy version ${version}, the latest on ${latest}.`,
            })
          : plural(summary.visitors, {
              one: `# visitor has chosen under policy version ${version}.`,
              other: `# visitors have chosen under policy version ${version}.`,
            })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
        {summary.choices.map((c) => (
          <Stack key={LABEL(c.analytics, c.marketing)} gap={0}>
            <Text component="dt" fz="xs" c="dimmed">
              {LABEL(c.analytics, c.marketing)}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {c.count.toLocaleString('en')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ConsentCount() {
  const query = useGetConsentSummary();
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={t`Consent records`}>
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          <Trans>Consent records</Trans>
        </Text>
        <QueryView query={query} errorTitle={t`The consent records could not be counted`}>
          {({ data }) => <Counts summary={data} />}
        </QueryView>
      </Stack>
    </Paper>
  );
}
