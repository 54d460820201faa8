// The two engines' keys of the Indexing page: the Google service account (pasted as its JSON key
// file; only its client_email is ever shown back) and the IndexNow key (generated or typed).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetAdminIndexingQueryKey,
  useSetAdminIndexingGoogle,
  useSetAdminIndexingIndexNow,
} from '@generated/api/admin/admin';
import type { AdminIndexing } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { toast } from '@/lib/toast/toast';

const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

function useRefresh() {
  const client = useQueryClient();
  return (message: string) => () => {
    toast(message);
    void client.invalidateQueries({ queryKey: getGetAdminIndexingQueryKey() });
  };
}

export function GoogleKey({ google }: { google: AdminIndexing['google'] }) {
  const [json, setJson] = useState('');
  const save = useSetAdminIndexingGoogle();
  const done = useRefresh();
  const errors = fieldErrorsOf(save.error, ['serviceAccount'] as const);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Google Indexing API</Trans>
        </Title>
        {google.configured ? (
          <Text fz="sm">
            <Trans>
              Signed in as <Code>{google.clientEmail}</Code>. {google.sentToday} of {google.dailyQuota} requests sent
              today; more wait for tomorrow.
            </Trans>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            <Trans>No service account: Google is not told of job changes.</Trans>
          </Text>
        )}
        <Textarea
          label={t`Service account key (JSON)`}
          description={t`The key file downloaded from Google Cloud. It is kept secret and never shown again.`}
          rows={5}
          value={json}
          onChange={(e) => setJson(e.currentTarget.value)}
          error={errors.serviceAccount}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="sm">
          <Button
            onClick={() =>
              save.mutate({ data: { serviceAccount: json } }, { onSuccess: done(t`The service account is saved`) })
            }
            disabled={!json.trim()}
            loading={save.isPending}
          >
            <Trans>Save service account</Trans>
          </Button>
          {google.configured ? (
            <Button
              variant="default"
              onClick={() =>
                save.mutate({ data: { serviceAccount: null } }, { onSuccess: done(t`The service account is removed`) })
              }
            >
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

export function IndexNowKey({ indexNow }: { indexNow: AdminIndexing['indexNow'] }) {
  const [key, setKey] = useState(indexNow.key ?? '');
  const save = useSetAdminIndexingIndexNow();
  const done = useRefresh();
  const errors = fieldErrorsOf(save.error, ['key', 'generate'] as const);
  const wrong = key !== '' && !KEY_PATTERN.test(key) ? t`8 to 128 letters, digits or dashes` : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>IndexNow</Trans>
        </Title>
        {indexNow.key && indexNow.keyLocation ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Key file served at <Code>{indexNow.keyLocation}</Code>
            </Trans>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            <Trans>No key: Bing, Yandex and the other IndexNow engines are not told of job changes.</Trans>
          </Text>
        )}
        <TextInput
          label={t`IndexNow key`}
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          error={wrong ?? errors.key ?? errors.generate}
        />
        <Group gap="sm">
          <Button
            onClick={() => save.mutate({ data: { key } }, { onSuccess: done(t`The IndexNow key is saved`) })}
            disabled={!key || Boolean(wrong)}
            loading={save.isPending}
          >
            <Trans>Save key</Trans>
          </Button>
          <Button
            variant="default"
            onClick={() =>
              save.mutate(
                { data: { generate: true } },
                {
                  onSuccess: (res) => {
                    setKey(res.data.indexNow.key ?? '');
                    done(t`A new IndexNow key is saved`)();
                  },
                },
              )
            }
          >
            <Trans>Generate a key</Trans>
          </Button>
          {indexNow.key ? (
            <Button
              variant="default"
              onClick={() =>
                save.mutate(
                  { data: { key: null } },
                  {
                    onSuccess: () => {
                      setKey('');
                      done(t`The IndexNow key is removed`)();
                    },
                  },
                )
              }
            >
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </Group>
        {save.isError && !errors.key && !errors.generate ? (
          <Alert color="red">
            <Trans>The key could not be saved.</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
