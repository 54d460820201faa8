// The DNS record a board's admin or owner must create, field by field, each with a copy button:
// the exact name and value matter, and a long token is easier copied than typed. Long values wrap
// on a phone.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { DomainTxtRecord } from '@generated/api/model';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          {label}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'green' : 'brand'}
              onClick={copy}
              aria-label={t`Copy the record ${label.toLowerCase()}`}
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
    </Stack>
  );
}

export function TxtRecord({ record }: { record: DomainTxtRecord }) {
  return (
    <Stack gap="xs" aria-label={t`DNS record to create`} role="group">
      <Text fz="sm">
        <Trans>
          At your domain’s DNS provider, create this <strong>{record.type}</strong> record, then check it here. DNS
          changes can take a few minutes to an hour to be seen.
        </Trans>
      </Text>
      <Field label={t`Name`} value={record.name} />
      <Field label={t`Value`} value={record.value} />
    </Stack>
  );
}
