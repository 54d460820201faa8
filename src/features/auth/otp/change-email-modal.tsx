// Corrects a mistyped e-mail on a registration that is not verified yet. The password chosen at
// registration proves the change comes from the person who registered.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { useUpdateRegistrationEmail } from '../api/update-email';
import { PasswordField } from '../components/password-field';
import { emailRule, requiredPasswordRule } from '../form/rules';
import { serverFieldErrors, silentFailureMessage } from '../form/server-errors';
import { useForm, type Validators } from '../form/use-form';
import type { AuthRole } from '../roles';

type Values = { newEmail: string; password: string };
const FIELDS = ['newEmail', 'password'] as const;

type Props = {
  account: AuthRole;
  email: string;
  opened: boolean;
  onClose: () => void;
  onChanged: (email: string, resendAfterSeconds: number) => void;
};

export function ChangeEmailModal({ account: role, email, opened, onClose, onChanged }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={t`Change your e-mail`} centered closeOnClickOutside={false}>
      {opened && <ChangeEmailForm account={role} email={email} onClose={onClose} onChanged={onChanged} />}
    </Modal>
  );
}

function ChangeEmailForm({ account: role, email, onClose, onChanged }: Omit<Props, 'opened'>) {
  const update = useUpdateRegistrationEmail(role);
  const [problem, setProblem] = useState<string | null>(null);
  const validators: Validators<Values> = {
    newEmail: (v) =>
      emailRule(v) ?? (v.trim().toLowerCase() === email.toLowerCase() ? t`This is the e-mail you used already` : null),
    password: requiredPasswordRule,
  };
  const form = useForm<Values>({ newEmail: '', password: '' }, validators);

  const submit = form.onSubmit((v) => {
    setProblem(null);
    const newEmail = v.newEmail.trim();
    update.mutate(
      { email, newEmail, password: v.password },
      {
        onSuccess: (res) => {
          toast(res.message);
          onChanged(newEmail, res.data.resendAfterSeconds);
        },
        onError: (error) => {
          setProblem(silentFailureMessage(error));
          form.setExternalErrors(serverFieldErrors(error, FIELDS));
        },
      },
    );
  });

  return (
    <form id={form.formId} onSubmit={submit} noValidate aria-label={t`Change e-mail`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>We will send a new code to the new address. The code sent to {email} stops working.</Trans>
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          name="newEmail"
          label={t`New e-mail`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.newEmail}
          onChange={(e) => form.setValue('newEmail', e.currentTarget.value)}
          onBlur={() => form.blur('newEmail')}
          error={form.errors.newEmail}
          withAsterisk
        />
        <PasswordField
          name="password"
          label={t`Password`}
          description={t`The password you chose when you registered`}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.setValue('password', e.currentTarget.value)}
          error={form.errors.password}
          withAsterisk
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Send new code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
