// The board's address: typed as a single domain label, previewed as the full host, with live
// availability feedback announced politely to screen readers.
import { t } from '@lingui/core/macro';
import { Loader, Text, TextInput } from '@mantine/core';
import type { Availability } from './use-subdomain-availability';

type Props = {
  value: string;
  error?: string;
  availability: Availability;
  host: string;
  onChange: (raw: string) => void;
  onBlur: () => void;
};

function StatusIcon({ availability }: { availability: Availability }) {
  if (availability === 'checking') return <Loader size={16} aria-hidden />;
  if (availability === 'available')
    return (
      <Text c="teal.7" fw={700} aria-hidden>
        ✓
      </Text>
    );
  if (availability === 'taken')
    return (
      <Text c="red.7" fw={700} aria-hidden>
        ✕
      </Text>
    );
  return null;
}

function statusText(availability: Availability, host: string): { text: string; color: string } | null {
  switch (availability) {
    case 'checking':
      return { text: t`Checking ${host}…`, color: 'dimmed' };
    case 'available':
      return { text: t`${host} is available`, color: 'teal.9' };
    case 'taken':
      return { text: t`${host} is already taken. Try another name.`, color: 'red.7' };
    case 'unknown':
      return { text: t`We could not check this address right now; we will when you submit.`, color: 'dimmed' };
    default:
      return null;
  }
}

export function SubdomainField({ value, error, availability, host, onChange, onBlur }: Props) {
  const status = statusText(availability, host);
  return (
    <div>
      <TextInput
        id="signup-subdomain"
        label={t`Job board address`}
        description={t`Lower-case letters, digits and hyphens. You can add your own domain later.`}
        placeholder={t`your-company`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error ?? (availability === 'taken' ? t`This address is already taken` : undefined)}
        rightSection={<StatusIcon availability={availability} />}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <Text id="signup-subdomain-status" size="xs" mt={6} c={status?.color ?? 'dimmed'} aria-live="polite">
        {status ? status.text : value ? t`Your board: https://${host}` : ''}
      </Text>
    </div>
  );
}
