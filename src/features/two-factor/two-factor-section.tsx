// "Two-factor sign-in" in each role's account settings: its state, turning it on (QR code, key,
// first code), the recovery codes shown once, new recovery codes, remembered browsers and turning
// it off. Hidden when the board's plan lacks the feature, unless the user has it on: they keep it
// and may still turn it off (docs/two-factor.md, Plan flag).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTwoFactorStatusQueryKey,
  useGetTwoFactorStatus,
  useStartTwoFactorEnrolment,
} from '@generated/api/two-factor/two-factor';
import type { TwoFactorEnrolment } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { ErrorState } from '@/components/ui/error-state';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { RememberedBrowsers } from './remembered-browsers';
import { EnrolPanel } from './enrol-panel';
import { DisableForm, RegenerateForm } from './manage-forms';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Step = { kind: 'idle' } | { kind: 'enrol'; enrolment: TwoFactorEnrolment } | { kind: 'codes'; codes: string[] };

/** The section in account settings: nothing at all when the plan lacks it and the user never turned it on. */
export function TwoFactorSection() {
  return <TwoFactorCard hideWhenUnavailable />;
}

export function TwoFactorCard({ hideWhenUnavailable = false }: { hideWhenUnavailable?: boolean }) {
  const client = useQueryClient();
  const status = useGetTwoFactorStatus({ request: SILENT, query: { retry: false } });
  const start = useStartTwoFactorEnrolment({ request: SILENT });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refresh = () => client.invalidateQueries({ queryKey: getGetTwoFactorStatusQueryKey() });

  const state = status.data?.data;
  if (hideWhenUnavailable && (!state || (!state.available && !state.enabled && !state.pending))) return null;
  let body;
  if (step.kind === 'codes') body = <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  else if (step.kind === 'enrol')
    body = (
      <EnrolPanel
        enrolment={step.enrolment}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirmed={(codes) => {
          toast(t`Two-factor sign-in is on`);
          setStep({ kind: 'codes', codes });
          void refresh();
        }}
      />
    );
  else if (status.isPending) body = <LoadingState rows={1} label={t`Loading two-factor sign-in…`} />;
  else if (!state)
    body = <ErrorState title={t`We could not load two-factor sign-in`} onRetry={() => void status.refetch()} />;
  else if (!state.enabled && !state.available)
    body = (
      <Text size="sm">
        <Trans>Two-factor sign-in is not part of this board’s plan.</Trans>
      </Text>
    );
  else if (!state.enabled)
    body = (
      <Stack gap="sm" align="flex-start">
        {state.required ? (
          <Alert color="orange" title={t`Required by this board`}>
            <Trans>Turn on two-factor sign-in to keep using your account.</Trans>
          </Alert>
        ) : null}
        <Text size="sm">
          <Trans>
            Ask for a code from an authenticator app on your phone each time you sign in with your password.
          </Trans>
        </Text>
        {start.error ? <Alert color="red">{start.error.message}</Alert> : null}
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (res) => setStep({ kind: 'enrol', enrolment: res.data }) })
          }
        >
          <Trans>Turn on two-factor sign-in</Trans>
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="lg">
        <Text size="sm">
          <Trans>
            Signing in asks for a code from your authenticator app. Recovery codes left: {state.recoveryCodesLeft}.
          </Trans>
        </Text>
        {state.available ? (
          <RegenerateForm
            onCodes={(codes) => {
              setStep({ kind: 'codes', codes });
              void refresh();
            }}
          />
        ) : (
          <Text size="sm" c="dark.4">
            <Trans>
              This board’s plan no longer includes two-factor sign-in. Yours stays on until you turn it off.
            </Trans>
          </Text>
        )}
        <RememberedBrowsers browsers={state.rememberedBrowsers} onForgotten={() => void refresh()} />
        <DisableForm
          passwordRequired={state.passwordRequired}
          onDone={() => {
            toast(t`Two-factor sign-in is off`);
            void refresh();
          }}
        />
      </Stack>
    );

  return (
    <Paper withBorder p="lg" mt="lg" radius="md" component="section" aria-labelledby="two-factor-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4" id="two-factor-title">
            <Trans>Two-factor sign-in</Trans>
          </Title>
          {state ? (
            <Badge color={state.enabled ? 'green' : 'gray'} variant="light" c="dark.7">
              {state.enabled ? t`On` : t`Off`}
            </Badge>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
