// "Change password" on the candidate's profile (candidate/change-password/{id}): the current
// password and a new one, checked by the rule the server applies (shared/text-patterns.ts). The
// server signs the account out everywhere else; this session stays. An admin acting for the
// candidate does not know their password, so the card is not shown to them.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useChangeCandidatePassword } from '@generated/api/candidate-profile/candidate-profile';
import { PASSWORD } from '@shared/text-patterns.ts';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/ui/section-card';

type Errors = { current?: string; next?: string; confirm?: string };

export function checkPasswords(current: string, next: string, confirm: string): Errors {
  const found: Errors = {};
  if (!current) found.current = t`Enter your current password`;
  if (!next) found.next = t`Enter the new password`;
  else if (!PASSWORD.test(next))
    found.next = t`Use at least 8 characters with upper and lower case, a digit and one of @$^~!%*#?&`;
  else if (next === current) found.next = t`Choose a password different from the current one`;
  if (!found.next && confirm !== next) found.confirm = t`The passwords do not match`;
  return found;
}

export function ChangePasswordCard({ candidateId }: { candidateId: string }) {
  const acting = Boolean(useSession()?.adminFor);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeCandidatePassword({ request: SILENT });
  if (acting) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswords(current, next, confirm);
    setErrors(found);
    setDone(false);
    setFailure(null);
    if (Object.keys(found).length) return;
    change.mutate(
      { id: candidateId, data: { oldPassword: current, newPassword: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setDone(true);
          toast(t`Password changed`);
        },
        onError: (error) => {
          // A wrong current password answers 400: its message belongs under that field.
          if (isApiError(error) && error.status === 400) setErrors({ current: error.message });
          else
            setFailure(
              isApiError(error) && error.status === 429
                ? error.message
                : t`We could not change your password. Please try again.`,
            );
        },
      },
    );
  };

  return (
    <SectionCard title={t`Change password`} description={t`You stay signed in here; every other device is signed out.`}>
      <form aria-label={t`Change password`} onSubmit={submit} noValidate>
        <Stack gap="md" maw={520}>
          {done ? (
            <Alert variant="light" color="teal" title={t`Password changed`} role="status">
              <Trans>You stay signed in here; every other device and browser was signed out.</Trans>
            </Alert>
          ) : null}
          {failure ? (
            <Alert variant="light" color="red" title={t`Your password was not changed`} role="alert">
              {failure}
            </Alert>
          ) : null}
          <PasswordInput
            label={t`Current password`}
            name="current-password"
            withAsterisk
            autoComplete="current-password"
            maxLength={128}
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.current}
          />
          <PasswordInput
            label={t`New password`}
            name="new-password"
            withAsterisk
            autoComplete="new-password"
            description={t`At least 8 characters with upper and lower case, a digit and one of @$^~!%*#?&`}
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={errors.next}
          />
          <PasswordInput
            label={t`Confirm new password`}
            name="confirm-password"
            withAsterisk
            autoComplete="new-password"
            maxLength={128}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              <Trans>Change password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
