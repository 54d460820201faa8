// With two-factor sign-in on: turning it off (a code or a recovery code, and the password when the
// account has one) and making new recovery codes (a code).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useDisableTwoFactor, useRegenerateTwoFactorRecoveryCodes } from '@generated/api/two-factor/two-factor';
import { SILENT } from '@/lib/api/http';
import { CodeField, codeComplete } from './code-field';
import { fieldMessage, formMessage } from './errors';

export function DisableForm({ passwordRequired, onDone }: { passwordRequired: boolean; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor({ request: SILENT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = {
      ...(useRecovery ? { recoveryCode: recovery.trim() } : { code }),
      ...(passwordRequired ? { password } : {}),
    };
    disable.mutate({ data }, { onSuccess: onDone });
  };
  const fields = ['code', 'recoveryCode', 'password'];
  return (
    <form onSubmit={submit} noValidate aria-label={t`Turn off two-factor sign-in`}>
      <Stack gap="sm">
        {useRecovery ? (
          <TextInput
            name="recoveryCode"
            label={t`Recovery code`}
            autoComplete="off"
            value={recovery}
            onChange={(e) => setRecovery(e.currentTarget.value)}
            error={fieldMessage(disable.error, 'recoveryCode')}
            w={{ base: '100%', xs: 260 }}
            withAsterisk
          />
        ) : (
          <CodeField value={code} onChange={setCode} error={fieldMessage(disable.error, 'code')} />
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => setUseRecovery((v) => !v)}>
          {useRecovery ? t`Use a code from your app` : t`Use a recovery code`}
        </Anchor>
        {passwordRequired ? (
          <PasswordInput
            name="password"
            label={t`Password`}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldMessage(disable.error, 'password')}
            w={{ base: '100%', xs: 260 }}
            withAsterisk
          />
        ) : null}
        {formMessage(disable.error, fields) ? <Alert color="red">{formMessage(disable.error, fields)}</Alert> : null}
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateTwoFactorRecoveryCodes({ request: SILENT });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeComplete(code)) return;
    regenerate.mutate({ data: { code } }, { onSuccess: (res) => onCodes(res.data.recoveryCodes) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`New recovery codes`}>
      <Stack gap="sm">
        <CodeField value={code} onChange={setCode} error={fieldMessage(regenerate.error, 'code')} />
        {formMessage(regenerate.error, ['code']) ? (
          <Alert color="red">{formMessage(regenerate.error, ['code'])}</Alert>
        ) : null}
        <Group>
          <Button type="submit" variant="default" loading={regenerate.isPending}>
            <Trans>Make new recovery codes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
