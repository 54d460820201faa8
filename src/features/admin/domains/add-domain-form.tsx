// Adding a custom domain: checked as it is typed before it is sent (a pasted URL is forgiven), the
// server's refusal shown on the field (another board's domain, a platform subdomain).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useAddAdminDomain } from '@generated/api/admin/admin';
import type { AdminDomain } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { readDomain } from '@/lib/domains/read-domain';

export function AddDomainForm({ onAdded }: { onAdded: (domain: AdminDomain) => void }) {
  const add = useAddAdminDomain({ request: SILENT });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDomain(value);
    if ('error' in read) return setError(read.error);
    setError(null);
    add.mutate(
      { data: { domain: read.domain } },
      {
        onSuccess: ({ data }) => {
          setValue('');
          onAdded(data);
        },
        onError: (e) =>
          setError(
            fieldErrorsOf(e, ['domain'] as const).domain ??
              (isApiError(e) ? e.message : t`The domain could not be added. Please try again.`),
          ),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="add-domain-title"
      noValidate
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="add-domain-title">
            <Trans>Add a domain</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>
              Point a domain of your own at the board. Once its DNS record is found it becomes the board’s address.
            </Trans>
          </Text>
        </Stack>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t`Domain`}
            placeholder={t`careers.yourcompany.com`}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 25 }}>
            <Trans>Add domain</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
