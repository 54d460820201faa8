// Turning two-factor sign-in on: the QR code and the secret (for typing into the app), shown once,
// then the app's first code confirms it and the recovery codes follow.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useConfirmTwoFactorEnrolment } from '@generated/api/two-factor/two-factor';
import type { TwoFactorEnrolment } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { CodeField, codeComplete } from './code-field';
import { fieldMessage, formMessage } from './errors';

type Props = { enrolment: TwoFactorEnrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void };

export function EnrolPanel({ enrolment, onConfirmed, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = useConfirmTwoFactorEnrolment({ request: SILENT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!codeComplete(code));
    if (!codeComplete(code)) return;
    confirm.mutate({ data: { code } }, { onSuccess: (res) => onConfirmed(res.data.recoveryCodes) });
  };

  const error = missing ? t`Enter the 6 digits` : fieldMessage(confirm.error, 'code');
  return (
    <form onSubmit={submit} noValidate aria-label={t`Turn on two-factor sign-in`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
          </Trans>
        </Text>
        <Image src={enrolment.qrCode} alt={t`QR code to add this account to your authenticator app`} w={180} h={180} />
        <Text size="sm">
          <Trans>Or type this key into the app:</Trans>
        </Text>
        <Code fz="md" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Code>
        <Text size="sm">
          <Trans>2. Enter the code the app shows.</Trans>
        </Text>
        <CodeField value={code} onChange={setCode} error={error} />
        {formMessage(confirm.error, ['code']) ? (
          <Alert color="red">{formMessage(confirm.error, ['code'])}</Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            <Trans>Turn on</Trans>
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
