// /admin/settings: the board’s settings in groups with one save bar.
import { t } from '@lingui/core/macro';
import { Stack } from '@mantine/core';
import { useGetAdminSettings } from '@generated/api/admin/admin';
import { QueryView } from '@/components/ui/query-view';
import { ConsoleHeading } from '../console-layout';
import { SettingsFormView } from './settings-form-view';

export function SettingsPage() {
  const query = useGetAdminSettings();
  return (
    <Stack gap={0}>
      <ConsoleHeading
        title={t`Settings`}
        description={t`Mail, analytics, policies and the keys of the board’s gateways.`}
      />
      <QueryView query={query} errorTitle={t`The settings could not be loaded`}>
        {({ data }) => <SettingsFormView settings={data} />}
      </QueryView>
    </Stack>
  );
}
