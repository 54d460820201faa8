// "Delete my account" (candidate/soft-delete): says plainly what goes and what stays, asks for the
// password (and, if they like, why they leave), then signs out as the logout routine does and goes
// to the index route. The server has already revoked every session, so the logout call is skipped.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, List, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useDeleteCandidateAccount } from '@generated/api/candidate-profile/candidate-profile';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { logout } from '@/lib/session/logout';
import { toast } from '@/lib/toast/toast';
import { failureMessage } from '../components/form-failure';

const REASON_MAX = 500;

type Props = { opened: boolean; onClose: () => void };

export function DeleteAccountDialog({ opened, onClose }: Props) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteCandidateAccount({ request: SILENT });
  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setReason('');
    setMissing(false);
    remove.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    remove.mutate(
      { data: { password, reason: reason.trim() || null } },
      {
        onSuccess: (res) => {
          toast(res.message || t`Your account has been deleted`);
          void logout({ navigate: (to) => void navigate({ to }), callEndpoint: async () => undefined });
        },
      },
    );
  };

  const error = remove.error;
  // A wrong password answers 400; its message belongs under the field.
  const passwordError = missing
    ? t`Enter your password to confirm`
    : isApiError(error) && error.status === 400
      ? (fieldErrorsOf(error, ['password'] as const).password ?? error.message)
      : null;
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t`Delete your account?`}
      size="lg"
      closeOnEscape={!remove.isPending}
    >
      <form aria-label={t`Delete your account`} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            <Trans>This cannot be undone. When you delete your account:</Trans>
          </Text>
          <List fz="sm" spacing={6}>
            <List.Item>
              <Trans>Your profile, resumes, saved jobs, job alerts and messages are removed at once.</Trans>
            </List.Item>
            <List.Item>
              <Trans>You are signed out on every device.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Employers keep the applications you already sent, shown as from a deleted account.</Trans>
            </List.Item>
            <List.Item>
              <Trans>You can register again later with the same e-mail address.</Trans>
            </List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            <Trans>You may want to download your data first.</Trans>
          </Text>
          <PasswordInput
            label={t`Your password`}
            name="password"
            withAsterisk
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setMissing(false);
            }}
            error={passwordError}
            data-autofocus
          />
          <Textarea
            label={t`Why are you leaving? (optional)`}
            name="reason"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {error && !passwordError ? (
            <Alert color="red" variant="light" role="alert" title={t`Your account was not deleted`}>
              {failureMessage(error)}
            </Alert>
          ) : null}
          <Stack gap="sm" mt="xs" style={{ flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              <Trans>Keep my account</Trans>
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              <Trans>Delete my account</Trans>
            </Button>
          </Stack>
        </Stack>
      </form>
    </AppModal>
  );
}
