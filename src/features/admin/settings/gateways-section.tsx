// The payment gateways' and LinkedIn and Google sign-in's keys. Secrets are write-only: the board only learns
// whether each is set; typing replaces it, and a gateway’s keys can be removed altogether.
import { t } from '@lingui/core/macro';
import { Badge, Button, Divider, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { AdminSettings } from '@generated/api/model';
import { gatewayLabel, GATEWAYS, type Gateway } from './settings-form';
import { SettingsSection, type SectionProps } from './settings-section';

/** secretKey → Secret key, keyId → Key ID, webhookId → Webhook ID. */
export function keyLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  const text = words.replace(/\bid\b/g, 'ID');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function status(keys: AdminSettings['gateways'][Gateway]): [string, string] {
  if (keys.configured) return [t`Configured`, 'teal'];
  return Object.values(keys.keys).some(Boolean) ? [t`Incomplete`, 'yellow'] : [t`Not set`, 'gray'];
}

type Props = SectionProps & { stored: AdminSettings['gateways'] };

function GatewayKeys({
  gateway,
  stored,
  values,
  errors,
  onChange,
}: Omit<Props, 'stored'> & { gateway: Gateway; stored: Props['stored'][Gateway] }) {
  const clearing = values.clear.includes(gateway);
  const [label, color] = status(stored);
  const anySet = Object.values(stored.keys).some(Boolean);
  return (
    <Stack gap="xs" role="group" aria-label={t`${gatewayLabel(gateway)} keys`}>
      <Group justify="space-between" gap="xs">
        <Text fw={650}>{gatewayLabel(gateway)}</Text>
        <Badge color={clearing ? 'red' : color} variant="light">
          {clearing ? t`Removed on save` : label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {Object.entries(stored.keys).map(([key, isSet]) => {
          const name = `${gateway}.${key}`;
          return (
            <PasswordInput
              key={name}
              label={keyLabel(key)}
              description={isSet ? t`Set; type to replace it` : t`Not set`}
              placeholder={isSet ? '••••••••' : undefined}
              autoComplete="off"
              disabled={clearing}
              value={values.secrets[name] ?? ''}
              onChange={(e) => onChange({ secrets: { ...values.secrets, [name]: e.currentTarget.value } })}
              error={errors[name] ?? (key === Object.keys(stored.keys)[0] ? errors[gateway] : undefined)}
            />
          );
        })}
      </SimpleGrid>
      {anySet ? (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color={clearing ? 'gray' : 'red'}
            onClick={() =>
              onChange({ clear: clearing ? values.clear.filter((g) => g !== gateway) : [...values.clear, gateway] })
            }
          >
            {clearing ? t`Keep the ${gatewayLabel(gateway)} keys` : t`Remove the ${gatewayLabel(gateway)} keys`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function GatewaysSection({ stored, ...props }: Props) {
  return (
    <SettingsSection
      title={t`Payment gateways and sign-in`}
      description={t`Keys are stored but never shown again. Payments use the sandbox until a gateway’s keys are all set.`}
    >
      {GATEWAYS.map((g, i) => (
        <Fragment key={g}>
          {i > 0 ? <Divider /> : null}
          <GatewayKeys gateway={g} stored={stored[g]} {...props} />
        </Fragment>
      ))}
    </SettingsSection>
  );
}
