// The candidate's choice of the daily e-mail digest of their followed companies' new jobs (off
// until turned on; the notification centre tells of every new job either way).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paper, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetCompanyFollowerSettingsQueryKey,
  useGetCompanyFollowerSettings,
  useUpdateCompanyFollowerSettings,
} from '@generated/api/company-followers/company-followers';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';

export function DigestSwitch() {
  const client = useQueryClient();
  const settings = useGetCompanyFollowerSettings();
  const update = useUpdateCompanyFollowerSettings({
    mutation: {
      onSuccess: (answer) => {
        client.setQueryData(getGetCompanyFollowerSettingsQueryKey(), answer);
        toast(answer.message);
      },
      onError: (e) => toast(isApiError(e) ? e.message : t`The choice could not be saved`, 'error'),
    },
  });
  const digest = update.isPending ? update.variables.data.digest : (settings.data?.data.digest ?? false);
  return (
    <Paper withBorder radius="md" p="md">
      <Switch
        checked={digest}
        disabled={!settings.data || update.isPending}
        onChange={(e) => update.mutate({ data: { digest: e.currentTarget.checked } })}
        label={t`E-mail me a daily digest of their new jobs`}
        description={
          <Text span fz="xs" c="dark.4">
            <Trans>Every new job of a company you follow is also in your notifications.</Trans>
          </Text>
        }
      />
    </Paper>
  );
}
