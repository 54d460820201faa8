// /admin/indexing (docs/indexing.md): the board's keys for Google's Indexing API and IndexNow, and
// the latest notifications sent when jobs are posted, changed, closed, expire or are deleted.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Grid, Stack, Title } from '@mantine/core';
import { useGetAdminIndexing } from '@generated/api/admin/admin';
import { QueryView } from '@/components/ui/query-view';
import { ConsoleHeading } from '../console-layout';
import { GoogleKey, IndexNowKey } from './indexing-keys';
import { NotificationsTable } from './notifications-table';

export function IndexingPage() {
  const query = useGetAdminIndexing();
  return (
    <Stack gap="lg">
      <ConsoleHeading
        title={t`Indexing`}
        description={t`Tell search engines the moment a job is posted, changed or taken down. A board without keys sends nothing.`}
      />
      <QueryView query={query} errorTitle={t`The indexing settings could not be loaded`}>
        {({ data }) => (
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <GoogleKey google={data.google} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <IndexNowKey key={data.indexNow.key ?? 'none'} indexNow={data.indexNow} />
              </Grid.Col>
            </Grid>
            <Title order={2} fz="h4">
              <Trans>Latest notifications</Trans>
            </Title>
            <NotificationsTable rows={data.notifications} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
