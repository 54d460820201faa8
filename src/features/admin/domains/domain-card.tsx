// One host of the board: its state, where it redirects, its history, and what can be done with
// it: a pending domain shows its TXT record with "Check now" (and why the last check failed) and
// can be withdrawn; a verified or retired host can become primary again, after a confirmation,
// since that moves the whole board.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCheckAdminDomain, useMakeAdminDomainPrimary, useRemoveAdminDomain } from '@generated/api/admin/admin';
import type { AdminDomain } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { DomainHistory } from './domain-history';
import { STATE_COLOR, stateLabels } from './domain-rules';
import { TxtRecord } from '@/components/domains/txt-record';

type Props = {
  domain: AdminDomain;
  /** The board moved to this host (a check found the record, or it was made primary). */
  onMoved: (primary: AdminDomain) => void;
  /** The host changed without moving the board (checked again, or withdrawn). */
  onChanged: (domain: AdminDomain | null) => void;
  /** False once the board has moved away from this page's host: its calls would not reach it. */
  actions: boolean;
};

const failure = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback);

function PendingActions({ domain, onMoved, onChanged }: Props) {
  const check = useCheckAdminDomain({ request: SILENT });
  const remove = useRemoveAdminDomain({ request: SILENT });
  const [error, setError] = useState<string | null>(null);
  const busy = check.isPending || remove.isPending;
  return (
    <Stack gap="sm">
      {domain.record ? <TxtRecord record={domain.record} /> : null}
      <div aria-live="polite">
        {check.isPending ? (
          <Text fz="sm" c="dimmed">
            <Trans>Looking up the TXT record…</Trans>
          </Text>
        ) : domain.lastCheck ? (
          <Alert color="yellow" variant="light" title={t`Not verified yet`}>
            {domain.lastCheck}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </div>
      <Group gap="xs">
        <Button
          size="sm"
          loading={check.isPending}
          disabled={busy}
          onClick={() => {
            setError(null);
            check.mutate(
              { host: domain.host },
              {
                onSuccess: ({ data }) => (data.found ? onMoved(data.domain) : onChanged(data.domain)),
                onError: (e) => setError(failure(e, t`The check could not run. Please try again.`)),
              },
            );
          }}
        >
          <Trans>Check now</Trans>
        </Button>
        <Button
          size="sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          disabled={busy}
          aria-label={t`Remove ${domain.host}`}
          onClick={() =>
            remove.mutate(
              { host: domain.host },
              {
                onSuccess: () => onChanged(null),
                onError: (e) => setError(failure(e, t`The domain could not be removed. Please try again.`)),
              },
            )
          }
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function MakePrimary({ domain, onMoved }: Pick<Props, 'domain' | 'onMoved'>) {
  const promote = useMakeAdminDomainPrimary({ request: SILENT });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() => setConfirming(true)}
          aria-label={t`Make ${domain.host} primary`}
        >
          <Trans>Make primary</Trans>
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Move the board to ${domain.host}?`}
        size="md"
        footer={
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              loading={promote.isPending}
              onClick={() =>
                promote.mutate(
                  { host: domain.host },
                  {
                    onSuccess: ({ data }) => {
                      setConfirming(false);
                      onMoved(data);
                    },
                    onError: (e) => {
                      setConfirming(false);
                      setError(failure(e, t`The board could not be moved. Please try again.`));
                    },
                  },
                )
              }
            >
              <Trans>Move the board</Trans>
            </Button>
          </>
        }
      >
        <Text fz="sm">
          <Trans>
            Canonical links and the sitemap will name {domain.host}, and today’s address will answer every visit with a
            permanent redirect to the same page there. You will sign in again on the new address.
          </Trans>
        </Text>
      </AppModal>
    </>
  );
}

export function DomainCard(props: Props) {
  const { domain } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={domain.host}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {domain.host}
            </Text>
            {domain.platform ? (
              <Text fz="xs" c="dimmed">
                <Trans>Your board’s address on the platform</Trans>
              </Text>
            ) : null}
            {domain.redirectsTo ? (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <Trans>Redirects (301) to {domain.redirectsTo}</Trans>
              </Text>
            ) : null}
          </Stack>
          <Badge color={STATE_COLOR[domain.state]} variant="light">
            {stateLabels()[domain.state]}
          </Badge>
        </Group>
        <DomainHistory domain={domain} />
        {props.actions && domain.state === 'pending' ? <PendingActions {...props} /> : null}
        {props.actions && (domain.state === 'verified' || domain.state === 'retired') ? (
          <MakePrimary domain={domain} onMoved={props.onMoved} />
        ) : null}
      </Stack>
    </Paper>
  );
}
