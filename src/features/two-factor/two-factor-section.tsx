// "Two-factor sign-in" in each role's account settings: its state, turning it on (QR code, key,
// first code), the recovery codes shown once, new recovery codes and turning it off. Hidden when
// the board's plan lacks the feature (docs/two-factor.md says what is left for that case).
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
import { useFeature } from '@/lib/plans/use-feature';
import { toast } from '@/lib/toast/toast';
import { EnrolPanel } from './enrol-panel';
import { DisableForm, RegenerateForm } from './manage-forms';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Step = { kind: 'idle' } | { kind: 'enrol'; enrolment: TwoFactorEnrolment } | { kind: 'codes'; codes: string[] };

export function TwoFactorSection() {
  const feature = useFeature('two_factor_auth');
  if (feature.isLoading || !feature.allowed) return null;
  return <TwoFactorCard />;
}

export function TwoFactorCard() {
  const client = useQueryClient();
  const status = useGetTwoFactorStatus({ request: SILENT, query: { retry: false } });
  const start = useStartTwoFactorEnrolment({ request: SILENT });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refresh = () => client.invalidateQueries({ queryKey: getGetTwoFactorStatusQueryKey() });

  const state = status.data?.data;
  let body;
  if (step.kind === 'codes') body = <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  else if (step.kind === 'enrol')
    body = (
      <EnrolPanel
        enrolment={step.enrolment}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirmed={(codes) => {
          toast('Two-factor sign-in is on');
          setStep({ kind: 'codes', codes });
          void refresh();
        }}
      />
    );
  else if (status.isPending) body = <LoadingState rows={1} label="Loading two-factor sign-in…" />;
  else if (!state)
    body = <ErrorState title="We could not load two-factor sign-in" onRetry={() => void status.refetch()} />;
  else if (!state.enabled)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Ask for a code from an authenticator app on your phone each time you sign in with your password.
        </Text>
        {start.error ? <Alert color="red">{start.error.message}</Alert> : null}
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (res) => setStep({ kind: 'enrol', enrolment: res.data }) })
          }
        >
          Turn on two-factor sign-in
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="lg">
        <Text size="sm">
          Signing in asks for a code from your authenticator app. Recovery codes left: {state.recoveryCodesLeft}.
        </Text>
        <RegenerateForm
          onCodes={(codes) => {
            setStep({ kind: 'codes', codes });
            void refresh();
          }}
        />
        <DisableForm
          passwordRequired={state.passwordRequired}
          onDone={() => {
            toast('Two-factor sign-in is off');
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
            Two-factor sign-in
          </Title>
          {state ? (
            <Badge color={state.enabled ? 'green' : 'gray'} variant="light" c="dark.7">
              {state.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
