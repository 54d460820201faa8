// The candidate's job alerts (My jobs, Job alerts tab): each with what it looks for, how often,
// when it last sent; pause or restart, switch frequency, delete. Newest first, paged.
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetTenantSettings } from '@generated/api/content/content';
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
  const onError = (e: unknown) => toast(isApiError(e) ? e.message : 'The alert could not be changed', 'error');
  const update = useUpdateJobAlert({ mutation: { onSuccess: refresh, onError } });
  const remove = useSoftDeleteJobAlert({
    mutation: { onSuccess: () => (toast('Job alert deleted'), void refresh()), onError },
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
                  Paused
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dark.5">
              {describeAlert(alert)}
            </Text>
            <Text fz="xs" c="dark.4">
              To {alert.email} · {alert.lastSentAt ? `last sent ${formatDate(alert.lastSentAt)}` : 'nothing sent yet'}
            </Text>
          </Stack>
          <Switch
            label={alert.isActive ? 'On' : 'Off'}
            checked={alert.isActive}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: alert._id, data: { isActive: e.currentTarget.checked } })}
            aria-label={`Send ${alert.name}`}
          />
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            size="xs"
            value={alert.frequency}
            disabled={update.isPending || offered.length < 2}
            onChange={(v) => update.mutate({ id: alert._id, data: { frequency: v === 'daily' ? 'daily' : 'weekly' } })}
            data={offered.map((f) => ({ value: f, label: f === 'daily' ? 'Daily' : 'Weekly' }))}
            aria-label={`How often ${alert.name} is sent`}
          />
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Group>
      </Stack>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this job alert?"
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: alert._id }, { onSettled: () => setConfirming(false) })}
            >
              Delete
            </Button>
          </Group>
        }
      >
        <Text>
          No more e-mails will be sent for <strong>{alert.name}</strong>.
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
      errorTitle="We could not load your job alerts"
      loading={<LoadingState rows={3} label="Loading your job alerts…" />}
      isEmpty={(res) => res.data.items.length === 0}
      empty={
        <EmptyState
          icon={<BellIcon size={28} />}
          title="No job alerts yet"
          text="Search for jobs and choose “Get these jobs by e-mail” to hear of new ones first."
          action={<Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>Search jobs</Button>}
        />
      }
    >
      {(res) => (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Job alerts">
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
