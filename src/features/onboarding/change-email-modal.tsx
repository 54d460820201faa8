// Correcting a mistyped e-mail before verification; the signup's password proves it is the same
// person (contract: client/update-email). A new code goes to the new address.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { OtpSent } from '@generated/api/model';
import { useUpdateClientEmail } from '@generated/api/onboarding/onboarding';
import { toast } from '@/lib/toast/toast';
import { fieldErrorsOf, messageOf } from './api-failure';
import { emailProblem } from './signup-rules';

type Props = { opened: boolean; email: string; onClose: () => void; onChanged: (otp: OtpSent) => void };

const FIELDS = ['newEmail', 'password'] as const;

export function ChangeEmailModal({ opened, email, onClose, onChanged }: Props) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = useUpdateClientEmail();

  const emailError =
    serverErrors.newEmail ??
    (submitted
      ? (emailProblem(newEmail) ??
        (newEmail.trim().toLowerCase() === email.toLowerCase() ? t`This is the address the code went to` : undefined))
      : undefined);
  const passwordError = serverErrors.password ?? (submitted && !password ? t`Enter the password you chose` : undefined);

  const close = () => {
    setNewEmail('');
    setPassword('');
    setSubmitted(false);
    setServerErrors({});
    setFailure(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const invalid = emailProblem(newEmail) || newEmail.trim().toLowerCase() === email.toLowerCase() || !password;
    if (invalid) return;
    change.mutate(
      { data: { email, newEmail: newEmail.trim(), password } },
      {
        onSuccess: (answer) => {
          toast(answer.message);
          onChanged(answer.data);
          close();
        },
        onError: (error) => {
          setServerErrors(fieldErrorsOf(error, FIELDS));
          setFailure(messageOf(error, t`We could not change the e-mail. Please try again.`));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Change e-mail address`} centered closeOnClickOutside={false}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              The code went to <b>{email}</b>. Enter the right address and the password you chose; we will send a new
              code there.
            </Trans>
          </Text>
          <TextInput
            label={t`New work e-mail`}
            type="email"
            value={newEmail}
            onChange={(e) => {
              setNewEmail(e.currentTarget.value);
              setServerErrors((s) => ({ ...s, newEmail: undefined }));
            }}
            error={emailError}
            autoComplete="email"
            required
            data-autofocus
          />
          <PasswordInput
            label={t`Password`}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setServerErrors((s) => ({ ...s, password: undefined }));
            }}
            error={passwordError}
            autoComplete="current-password"
            required
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={change.isPending}>
              <Trans>Send new code</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
