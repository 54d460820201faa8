// The sites allowed to show the company's widget, one origin per line. The server checks each
// (full origins only) and its 400 names the line, shown under the field.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetJobsWidgetSettingsQueryKey, useUpdateJobsWidgetSettings } from '@generated/api/jobs-widget/jobs-widget';
import type { JobsWidgetSettings } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import { originsOf } from './snippets';

export function AllowedOriginsForm({ settings }: { settings: JobsWidgetSettings }) {
  const client = useQueryClient();
  const [text, setText] = useState(settings.allowedOrigins.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateJobsWidgetSettings({
    mutation: {
      onSuccess: (answer) => {
        client.setQueryData(getGetJobsWidgetSettingsQueryKey(), answer);
        setText(answer.data.allowedOrigins.join('\n'));
        setError(null);
        toast(answer.message);
      },
      onError: (e) => setError(isApiError(e) ? e.message : t`The sites could not be saved`),
    },
  });
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="widget-origins">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ data: { allowedOrigins: originsOf(text) } });
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="lg" id="widget-origins">
            <Trans>Sites allowed to show your jobs</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>The widget shows your jobs only on these sites; anywhere else it shows nothing.</Trans>
          </Text>
          <Textarea
            label={t`Allowed sites`}
            description={t`One per line, the site’s address without a path, e.g. https://www.example.com`}
            rows={4}
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save sites</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
