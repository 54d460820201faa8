// The snippets to copy (a script tag, or an iframe for sites that forbid scripts), with the
// optional filters they carry, and the live preview of the widget as the board serves it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Code, CopyButton, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { JobsWidgetSettings } from '@generated/api/model';
import { frameSrc, iframeSnippet, scriptSnippet, type WidgetFilters } from './snippets';

/** `copyLabel` is its own message: a label put into a sentence cannot agree with it in every language. */
function Snippet({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  return (
    <Stack gap="xs" pt="sm">
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={label}>
        {value}
      </Code>
      <Group>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'green' : 'brand'} onClick={copy}>
              {copied ? t`Copied` : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export function SnippetCard({ settings, company }: { settings: JobsWidgetSettings; company: string }) {
  const [filters, setFilters] = useState<WidgetFilters>({ category: '', place: '' });
  // The preview follows the filters once typing stops being a half-typed word: on leaving the field.
  const [shown, setShown] = useState<WidgetFilters>(filters);
  return (
    <>
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="widget-snippet">
        <Stack gap="sm">
          <Title order={3} fz="lg" id="widget-snippet">
            <Trans>Add the widget to your site</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Category (optional)`}
              description={t`The category’s address name, e.g. software-development`}
              value={filters.category}
              onChange={(e) => setFilters({ ...filters, category: e.currentTarget.value })}
              onBlur={() => setShown(filters)}
            />
            <TextInput
              label={t`Place (optional)`}
              description={t`A city, state or country, or “remote”`}
              value={filters.place}
              onChange={(e) => setFilters({ ...filters, place: e.currentTarget.value })}
              onBlur={() => setShown(filters)}
            />
          </SimpleGrid>
          <Tabs defaultValue="script">
            <Tabs.List>
              <Tabs.Tab value="script">
                <Trans>Script</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="iframe">
                <Trans>Iframe</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="script">
              <Text fz="sm" pt="sm">
                <Trans>
                  Paste this where the list should appear. It brings its own look, in the board’s colours, whatever your
                  site’s styles.
                </Trans>
              </Text>
              <Snippet
                label={t`Script snippet`}
                copyLabel={t`Copy the script snippet`}
                value={scriptSnippet(settings, filters)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="iframe">
              <Text fz="sm" pt="sm">
                <Trans>For sites that do not allow other scripts.</Trans>
              </Text>
              <Snippet
                label={t`Iframe snippet`}
                copyLabel={t`Copy the iframe snippet`}
                value={iframeSnippet(settings, filters, company)}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="widget-preview">
        <Stack gap="sm">
          <Title order={3} fz="lg" id="widget-preview">
            <Trans>Preview</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>What your visitors see: your open jobs now, as the board serves them.</Trans>
          </Text>
          <iframe
            src={frameSrc(settings, shown)}
            title={t`Preview of your jobs widget`}
            style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          />
        </Stack>
      </Card>
    </>
  );
}
