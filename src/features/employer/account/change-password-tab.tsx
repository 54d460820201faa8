// Tab 6, change password: the current password and a new one (employer/change-password/{id}).
// The server signs the account out everywhere else; this session stays.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useChangeEmployerPassword } from '@generated/api/employer/employer';
import type { Employer } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { passwordError } from '../shared/person-rules';

type Errors = { current?: string; next?: string; confirm?: string };

export function ChangePasswordTab({ employer }: { employer: Employer }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const change = useChangeEmployerPassword({ request: SILENT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = t`Enter your current password`;
    const rule = passwordError(next);
    if (rule) found.next = rule;
    else if (next === current) found.next = t`Choose a password different from the current one`;
    if (!found.next && confirm !== next) found.confirm = t`The passwords do not match`;
    setErrors(found);
    if (Object.keys(found).length) return;
    setDone(false);
    change.mutate(
      { id: employer._id, data: { oldPassword: current, newPassword: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setDone(true);
          toast(t`Password changed`);
        },
        onError: (error) => {
          const message = isApiError(error) ? error.message : t`We could not change your password. Please try again.`;
          if (isApiError(error) && error.status === 400) setErrors({ current: message });
          else toast(message, 'error');
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
      <form aria-label={t`Change password`} onSubmit={submit} noValidate>
        <Stack gap="md">
          {done ? (
            <Alert variant="light" color="teal" title={t`Password changed`} role="status">
              <Trans>You stay signed in here; every other device and browser was signed out.</Trans>
            </Alert>
          ) : null}
          <PasswordInput
            label={t`Current password`}
            withAsterisk
            autoComplete="current-password"
            maxLength={128}
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.current}
          />
          <PasswordInput
            label={t`New password`}
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
    </Paper>
  );
}
