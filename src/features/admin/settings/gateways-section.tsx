// The payment gateways' and LinkedIn and Google sign-in's keys. Secrets are write-only: the board only learns
// whether each is set; typing replaces it, and a gateway’s keys can be removed altogether.
import { Badge, Button, Divider, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { AdminSettings } from '@generated/api/model';
import { GATEWAY_LABEL, GATEWAYS, type Gateway } from './settings-form';
import { SettingsSection, type SectionProps } from './settings-section';

/** secretKey → Secret key, keyId → Key ID, webhookId → Webhook ID. */
export function keyLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  const text = words.replace(/\bid\b/g, 'ID');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function status(keys: AdminSettings['gateways'][Gateway]): [string, string] {
  if (keys.configured) return ['Configured', 'teal'];
  return Object.values(keys.keys).some(Boolean) ? ['Incomplete', 'yellow'] : ['Not set', 'gray'];
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
    <Stack gap="xs" role="group" aria-label={`${GATEWAY_LABEL[gateway]} keys`}>
      <Group justify="space-between" gap="xs">
        <Text fw={650}>{GATEWAY_LABEL[gateway]}</Text>
        <Badge color={clearing ? 'red' : color} variant="light">
          {clearing ? 'Removed on save' : label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {Object.entries(stored.keys).map(([key, isSet]) => {
          const name = `${gateway}.${key}`;
          return (
            <PasswordInput
              key={name}
              label={keyLabel(key)}
              description={isSet ? 'Set; type to replace it' : 'Not set'}
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
            {clearing ? `Keep the ${GATEWAY_LABEL[gateway]} keys` : `Remove the ${GATEWAY_LABEL[gateway]} keys`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function GatewaysSection({ stored, ...props }: Props) {
  return (
    <SettingsSection
      title="Payment gateways and sign-in"
      description="Keys are stored but never shown again. Payments use the sandbox until a gateway’s keys are all set."
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
