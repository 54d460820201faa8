// /alert-unsubscribe?token=… (public, no login): the page of an alert e-mail's link. Opening it
// unsubscribes from that alert (with &action=confirm it confirms a guest's new alert instead);
// then it offers to switch back on, to change how often instead, or to unsubscribe from every
// alert of the address. The token alone proves the address; every action is idempotent.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

/** The heading after each action, in the reader's language (known only at render). */
function headingOf(action: JobAlertUnsubscribeInputAction): string {
  switch (action) {
    case 'unsubscribe':
      return t`You are unsubscribed`;
    case 'confirm':
      return t`Your job alert is on`;
    case 'frequency':
      return t`Frequency changed`;
    case 'resubscribe':
      return t`Your job alert is back on`;
  }
}

/** Whole sentences for each case, so a translator sees each entire. */
function sentNote({ alertName, frequency, email }: JobAlertUnsubscribeResult): string {
  if (alertName)
    return frequency === 'daily'
      ? t`${alertName} is sent every day to ${email}.`
      : t`${alertName} is sent every week to ${email}.`;
  return frequency === 'daily'
    ? t`Your job alert is sent every day to ${email}.`
    : t`Your job alert is sent every week to ${email}.`;
}

function stoppedNote({ alertName, email }: JobAlertUnsubscribeResult): string {
  return alertName
    ? t`${alertName} will no longer be sent to ${email}.`
    : t`This job alert will no longer be sent to ${email}.`;
}

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
          <Trans>This link is incomplete</Trans>
        </Title>
        <Text c="dark.5">
          <Trans>Open the link from the latest e-mail of your job alert, or manage alerts from your account.</Trans>
        </Text>
      </Shell>
    );
  if (link.isError && !result)
    return (
      <Shell>
        <Title order={1} fz={24}>
          <Trans>This link does not work</Trans>
        </Title>
        <Alert color="red" role="alert">
          {isApiError(link.error) ? link.error.message : t`Please try again in a moment.`}
        </Alert>
      </Shell>
    );
  if (!result) return <Shell>{<LoadingState rows={2} label={t`Updating your job alert…`} />}</Shell>;

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
          {result.all ? t`You are unsubscribed from every job alert` : headingOf(result.action)}
        </Title>
      </Group>
      <Text aria-live="polite">
        {result.all
          ? t`No more job alert e-mails will go to ${result.email}.`
          : result.isActive
            ? sentNote(result)
            : stoppedNote(result)}
      </Text>
      {link.isError ? (
        <Alert color="red" role="alert">
          {isApiError(link.error) ? link.error.message : t`That did not work; please try again.`}
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
              {other === 'daily' ? <Trans>Send it daily instead</Trans> : <Trans>Send it weekly instead</Trans>}
            </Button>
          ) : (
            <>
              <Button loading={link.isPending} onClick={() => act({ action: 'resubscribe' })}>
                <Trans>Switch it back on</Trans>
              </Button>
              <Button
                variant="light"
                loading={link.isPending}
                onClick={() => act({ action: 'frequency', frequency: other })}
              >
                {other === 'daily' ? <Trans>Keep it, but daily</Trans> : <Trans>Keep it, but weekly</Trans>}
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
              <Trans>Unsubscribe from all job alerts</Trans>
            </Button>
          )}
        </Group>
      ) : null}
      <Text fz="sm">
        <Link to="/browse-jobs">
          <Trans>Browse jobs</Trans>
        </Link>
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
