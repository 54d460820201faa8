// /alert-unsubscribe?token=… (public, no login): the page of an alert e-mail's link. Opening it
// unsubscribes from that alert (with &action=confirm it confirms a guest's new alert instead);
// then it offers to switch back on, to change how often instead, or to unsubscribe from every
// alert of the address. The token alone proves the address; every action is idempotent.
import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUnsubscribeJobAlertEmail } from '@generated/api/job-alerts/job-alerts';
import type { JobAlertUnsubscribeInputAction, JobAlertUnsubscribeResult } from '@generated/api/model';
import { BellIcon, CheckCircleIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';

export type AlertLinkSearch = { token?: string; action?: 'confirm' };

export function validateAlertLinkSearch(search: Record<string, unknown>): AlertLinkSearch {
  const token =
    typeof search.token === 'string' && /^[A-Za-z0-9_.-]{20,2048}$/.test(search.token) ? search.token : undefined;
  return { ...(token ? { token } : {}), ...(search.action === 'confirm' ? { action: 'confirm' as const } : {}) };
}

const HEADINGS: Record<JobAlertUnsubscribeInputAction, string> = {
  unsubscribe: 'You are unsubscribed',
  confirm: 'Your job alert is on',
  frequency: 'Frequency changed',
  resubscribe: 'Your job alert is back on',
};

export function AlertUnsubscribePage({ search }: { search: AlertLinkSearch }) {
  // The last answer stays on screen while a follow-up action runs or if it fails.
  const [result, setResult] = useState<JobAlertUnsubscribeResult | null>(null);
  const link = useUnsubscribeJobAlertEmail({ mutation: { onSuccess: (res) => setResult(res.data) } });
  const started = useRef(false);
  const { token } = search;
  const first: JobAlertUnsubscribeInputAction = search.action ?? 'unsubscribe';

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    link.mutate({ data: { token, action: first } });
  }, [token, first, link]);

  if (!token)
    return (
      <Shell>
        <Title order={1} fz={24}>
          This link is incomplete
        </Title>
        <Text c="dark.5">
          Open the link from the latest e-mail of your job alert, or manage alerts from your account.
        </Text>
      </Shell>
    );
  if (link.isError && !result)
    return (
      <Shell>
        <Title order={1} fz={24}>
          This link does not work
        </Title>
        <Alert color="red" role="alert">
          {isApiError(link.error) ? link.error.message : 'Please try again in a moment.'}
        </Alert>
      </Shell>
    );
  if (!result) return <Shell>{<LoadingState rows={2} label="Updating your job alert…" />}</Shell>;

  const act = (data: { action: JobAlertUnsubscribeInputAction; frequency?: 'daily' | 'weekly'; all?: boolean }) =>
    link.mutate({ data: { token, ...data } });
  const other = result.frequency === 'daily' ? 'weekly' : 'daily';
  return (
    <Shell>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color={result.isActive ? 'teal' : 'gray'} aria-hidden>
          {result.isActive ? <CheckCircleIcon size={24} /> : <BellIcon size={24} />}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {result.all ? 'You are unsubscribed from every job alert' : HEADINGS[result.action]}
        </Title>
      </Group>
      <Text aria-live="polite">
        {result.all
          ? `No more job alert e-mails will go to ${result.email}.`
          : result.isActive
            ? `${result.alertName ?? 'Your job alert'} is sent ${result.frequency === 'daily' ? 'every day' : 'every week'} to ${result.email}.`
            : `${result.alertName ?? 'This job alert'} will no longer be sent to ${result.email}.`}
      </Text>
      {link.isError ? (
        <Alert color="red" role="alert">
          {isApiError(link.error) ? link.error.message : 'That did not work; please try again.'}
        </Alert>
      ) : null}
      {result.alertName && !result.all ? (
        <Group gap="sm" wrap="wrap">
          {result.isActive ? (
            <Button
              variant="light"
              loading={link.isPending}
              onClick={() => act({ action: 'frequency', frequency: other })}
            >
              Send it {other} instead
            </Button>
          ) : (
            <>
              <Button loading={link.isPending} onClick={() => act({ action: 'resubscribe' })}>
                Switch it back on
              </Button>
              <Button
                variant="light"
                loading={link.isPending}
                onClick={() => act({ action: 'frequency', frequency: other })}
              >
                Keep it, but {other}
              </Button>
            </>
          )}
          {result.isActive ? null : (
            <Button
              variant="subtle"
              color="red"
              loading={link.isPending}
              onClick={() => act({ action: 'unsubscribe', all: true })}
            >
              Unsubscribe from all job alerts
            </Button>
          )}
        </Group>
      ) : null}
      <Text fz="sm">
        <Link to="/browse-jobs">Browse jobs</Link>
      </Text>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Container>
  );
}
