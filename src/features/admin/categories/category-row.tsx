// One category in the console: its name, URL name and counts, and its actions. Moving is by
// buttons (keyboard and screen-reader friendly, unlike dragging); delete is offered only when no
// job uses it, and says why not otherwise.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminCategory } from '@generated/api/model';

type Props = {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
};

export function CategoryRow({ category: c, first, last, busy, onMove, onRename, onEdit, onDelete, children }: Props) {
  return (
    <Card withBorder radius="md" p="sm" component="li" aria-label={c.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Text>
            <Badge variant="light" color={c.jobCount ? 'teal' : 'gray'}>
              {plural(c.jobCount, { one: '# job open', other: '# jobs open' })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            /{c.slug}
            {c.usedBy ? plural(c.usedBy, { one: ' · used by # job', other: ' · used by # jobs' }) : ''}
          </Text>
        </Stack>
        <Group gap={4}>
          <Button
            size="xs"
            variant="subtle"
            disabled={first || busy}
            onClick={() => onMove(-1)}
            aria-label={t`Move ${c.name} up`}
          >
            <Trans>Up</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={last || busy}
            onClick={() => onMove(1)}
            aria-label={t`Move ${c.name} down`}
          >
            <Trans>Down</Trans>
          </Button>
          <Button size="xs" variant="light" onClick={onRename} aria-label={t`Rename ${c.name}`}>
            <Trans>Rename</Trans>
          </Button>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t`Edit ${c.name}`}>
            <Trans>Edit</Trans>
          </Button>
          {c.usedBy === 0 && (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t`Delete ${c.name}`}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </Group>
      </Group>
      {children}
    </Card>
  );
}
