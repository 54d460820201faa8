// One block of the page being edited: its name and place, moving it up or down, hiding or showing
// it, deleting it (after a confirmation) and its settings, a form generated from its type's schema.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { blocks } from '@generated/manifest';
import { SchemaForm, type SchemaProblems } from '@/components/schema-form';
import { ChevronDownIcon, ChevronUpIcon } from '@/components/ui/icons';
import { hasProblems } from './block-problems';
import { CategoryWidget } from './category-widget';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DraftBlock, EditorAction } from './editor-state';

const MULTILINE = ['body', 'html', 'text'] as const;
const WIDGETS = { categoryId: CategoryWidget };

type Props = {
  block: DraftBlock;
  index: number;
  count: number;
  opened: boolean;
  problems: SchemaProblems;
  dispatch: (action: EditorAction) => void;
};

export function BlockCard({ block, index, count, opened, problems, dispatch }: Props) {
  const [confirming, setConfirming] = useState(false);
  const info = blocks[block.type];
  const name = `${index + 1}. ${info.label}`;
  const panelId = `${block.key}-settings`;
  const invalid = hasProblems(problems);
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t`Block ${name}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={650} component="h3" fz="sm" c={block.isVisible ? undefined : 'dimmed'}>
            {name}
          </Text>
          {block.isVisible ? null : (
            <Badge color="gray" variant="outline" size="sm">
              <Trans>Hidden</Trans>
            </Badge>
          )}
          {invalid ? (
            <Badge color="red" variant="light" size="sm">
              <Trans>Needs attention</Trans>
            </Badge>
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t`Move up`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Move ${info.label} up`}
              disabled={index === 0}
              onClick={() => dispatch({ kind: 'move', key: block.key, by: -1 })}
            >
              <ChevronUpIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Move down`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Move ${info.label} down`}
              disabled={index === count - 1}
              onClick={() => dispatch({ kind: 'move', key: block.key, by: 1 })}
            >
              <ChevronDownIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            aria-label={`${block.isVisible ? t`Hide` : t`Show`} ${info.label}`}
            onClick={() => dispatch({ kind: 'toggle', key: block.key })}
          >
            {block.isVisible ? t`Hide` : t`Show`}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t`Delete ${info.label}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
      <Button
        mt={6}
        size="compact-sm"
        variant="light"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => dispatch({ kind: 'open', key: opened ? null : block.key })}
      >
        {opened ? t`Close settings` : t`Edit settings`}
      </Button>
      {opened ? (
        <Stack gap="sm" pt="sm" id={panelId}>
          <Text size="sm" c="dimmed">
            {info.description}
          </Text>
          {problems.form.length ? (
            <Alert color="red" variant="light" role="alert">
              {String(info.settingsSchema.description ?? t`These settings are incomplete.`)}
            </Alert>
          ) : null}
          <SchemaForm
            schema={info.settingsSchema}
            value={block.settings}
            onChange={(settings) => dispatch({ kind: 'settings', key: block.key, settings })}
            problems={problems}
            idPrefix={block.key}
            multiline={MULTILINE}
            widgets={WIDGETS}
          />
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t`Delete the ${info.label} block?`}
        text={t`The block and its settings leave this draft. Visitors keep seeing the published page until you publish.`}
        confirmLabel={t`Delete block`}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch({ kind: 'remove', key: block.key });
        }}
      />
    </Paper>
  );
}
