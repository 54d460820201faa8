// /admin/knock-outs: how many days after applying a candidate set aside by a knock-out question
// is told, politely, by e-mail (0–14, two unless changed). Bringing them back before then sends none.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetKnockOutSettingsQueryKey,
  useGetKnockOutSettings,
  useUpdateKnockOutSettings,
} from '@generated/api/knock-outs/knock-outs';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';

const DAYS = Array.from({ length: 15 }, (_, d) => ({
  value: String(d),
  label: d === 0 ? t`At once (within minutes)` : d === 1 ? t`1 day` : t`${d} days`,
}));

export function KnockOutSettingsPage() {
  const settings = useGetKnockOutSettings();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Knock-outs</Trans>
        </Title>
        <Text c="dark.4">
          <Trans>
            Applicants whose answers do not meet a job’s knock-out question are set aside, and told by e-mail after the
            delay you choose here.
          </Trans>
        </Text>
      </Stack>
      <QueryView query={settings} errorTitle={t`The knock-out settings could not be loaded`}>
        {(data) => <DelayForm key={data.data.noticeDelayDays} days={data.data.noticeDelayDays} />}
      </QueryView>
    </Stack>
  );
}

function DelayForm({ days }: { days: number }) {
  const client = useQueryClient();
  const [value, setValue] = useState(String(days));
  const save = useUpdateKnockOutSettings({
    mutation: {
      onSuccess: (answer) => {
        client.setQueryData(getGetKnockOutSettingsQueryKey(), answer);
        toast(answer.message);
      },
      onError: (e) => toast(isApiError(e) ? e.message : t`The settings could not be saved`, 'error'),
    },
  });
  return (
    <Paper withBorder radius="md" p="md" maw={520}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ data: { noticeDelayDays: Number(value) } });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t`Tell set-aside applicants`}
            description={t`The e-mail goes this long after they applied, unless the employer brings them back first.`}
            data={DAYS}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
