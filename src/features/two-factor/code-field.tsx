// The six-digit code field: the phone's number pad, and the browser may fill the code in.
import { t } from '@lingui/core/macro';
import { TextInput } from '@mantine/core';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
};

export function CodeField({ value, onChange, error, label = t`Code from your authenticator app` }: Props) {
  return (
    <TextInput
      name="code"
      label={label}
      description={t`Enter the 6-digit code from your authenticator app`}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      w={{ base: '100%', xs: 260 }}
      withAsterisk
    />
  );
}

export const codeComplete = (code: string) => /^\d{6}$/.test(code);
