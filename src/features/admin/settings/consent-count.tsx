// The board's record of consent in numbers (docs/consent.md): each visitor's latest choice under
// the current cookie policy version, counted by choice.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useGetConsentSummary } from '@generated/api/admin/admin';
import type { ConsentSummary } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';

const LABEL = (analytics: boolean, marketing: boolean) =>
  analytics && marketing ? 'Accepted all' : analytics ? 'Analytics only' : marketing ? 'Marketing only' : 'Rejected';

function Counts({ summary }: { summary: ConsentSummary }) {
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {summary.visitors === 1 ? '1 visitor has' : `${summary.visitors.toLocaleString('en')} visitors have`} chosen
        under policy version {summary.policyVersion}
        {summary.lastRecordedAt
          ? `, the latest on ${new Date(summary.lastRecordedAt).toLocaleDateString('en-GB')}`
          : ''}
        .
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
    <Paper withBorder radius="sm" p="sm" component="section" aria-label="Consent records">
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Consent records
        </Text>
        <QueryView query={query} errorTitle="The consent records could not be counted">
          {({ data }) => <Counts summary={data} />}
        </QueryView>
      </Stack>
    </Paper>
  );
}
