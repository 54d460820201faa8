// The candidate's job alerts (My jobs, Job alerts tab): each with what it looks for, how often,
// when it last sent; pause or restart, switch frequency, delete. Newest first, paged.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import {
  getListJobAlertsQueryKey,
  useListJobAlerts,
  useSoftDeleteJobAlert,
  useUpdateJobAlert,
} from '@generated/api/job-alerts/job-alerts';
import type { JobAlert } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format/dates';
import { STALE } from '@/lib/query/query-client';
import { toast } from '@/lib/toast/toast';
import { describeAlert, frequenciesOf } from './alert-criteria';

const LIMIT = 10;

function AlertRow({ alert, frequencies }: { alert: JobAlert; frequencies: ('daily' | 'weekly')[] }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [getListJobAlertsQueryKey()[0]] });
  const onError = (e: unknown) => toast(isApiError(e) ? e.message : t`The alert could not be changed`, 'error');
  const update = useUpdateJobAlert({ mutation: { onSuccess: refresh, onError } });
  const remove = useSoftDeleteJobAlert({
    mutation: { onSuccess: () => (toast(t`Job alert deleted`), void refresh()), onError },
  });
  const [confirming, setConfirming] = useState(false);
  const offered = frequencies.includes(alert.frequency) ? frequencies : [...frequencies, alert.frequency];
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={alert.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs">
              <Text fw={650}>{alert.name}</Text>
              {!alert.isActive ? (
                <Badge color="gray" variant="light" radius="sm">
                  <Trans>Paused</Trans>
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dark.5">
              {describeAlert(alert)}
            </Text>
            <Text fz="xs" c="dark.4">
              {alert.lastSentAt
                ? t`To ${alert.email} · last sent ${formatDate(alert.lastSentAt)}`
                : t`To ${alert.email} · nothing sent yet`}
            </Text>
          </Stack>
          <Switch
            label={alert.isActive ? t`On` : t`Off`}
            checked={alert.isActive}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: alert._id, data: { isActive: e.currentTarget.checked } })}
            aria-label={t`Send ${alert.name}`}
          />
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            size="xs"
            value={alert.frequency}
            disabled={update.isPending || offered.length < 2}
            onChange={(v) => update.mutate({ id: alert._id, data: { frequency: v === 'daily' ? 'daily' : 'weekly' } })}
            data={offered.map((f) => ({ value: f, label: f === 'daily' ? t`Daily` : t`Weekly` }))}
            aria-label={t`How often ${alert.name} is sent`}
          />
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete this job alert?`}
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: alert._id }, { onSettled: () => setConfirming(false) })}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        }
      >
        <Text>
          <Trans>
            No more e-mails will be sent for <strong>{alert.name}</strong>.
          </Trans>
        </Text>
      </AppModal>
    </Paper>
  );
}

export function JobAlertsList() {
  const [page, setPage] = useState(1);
  const list = useListJobAlerts({ page, limit: LIMIT });
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const frequencies = frequenciesOf(settings.data?.data.features);
  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load your job alerts`}
      loading={<LoadingState rows={3} label={t`Loading your job alerts…`} />}
      isEmpty={(res) => res.data.items.length === 0}
      empty={
        <EmptyState
          icon={<BellIcon size={28} />}
          title={t`No job alerts yet`}
          text={t`Search for jobs and choose “Get these jobs by e-mail” to hear of new ones first.`}
          action={
            <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
              <Trans>Search jobs</Trans>
            </Button>
          }
        />
      }
    >
      {(res) => (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Job alerts`}>
            {res.data.items.map((alert) => (
              <AlertRow key={alert._id} alert={alert} frequencies={frequencies} />
            ))}
          </Stack>
          <PaginationBar
            page={res.data.pagination.page}
            limit={LIMIT}
            total={res.data.pagination.total}
            withPageSize={false}
            onChange={(next) => setPage(next.page)}
          />
        </>
      )}
    </QueryView>
  );
}
