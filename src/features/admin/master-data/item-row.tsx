// One item in the console's list: its name, whose it is, whether it is hidden, and what the admin
// can do with it (rename only the board's own; hide or show any).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { AdminMasterItem } from '@generated/api/model';

type Props = { item: AdminMasterItem; busy: boolean; onRename: () => void; onToggle: () => void };

export function ItemRow({ item, busy, onRename, onToggle }: Props) {
  return (
    <Card withBorder radius="md" p="sm" component="li" aria-label={item.nm}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600} c={item.hidden ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {item.nm}
          </Text>
          <Badge variant="light" color={item.isTenant ? 'brand' : 'gray'}>
            {item.isTenant ? t`Board` : t`Platform`}
          </Badge>
          {item.hidden && (
            <Badge variant="light" color="orange">
              <Trans>Hidden</Trans>
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {item.isTenant && (
            <Button size="xs" variant="light" onClick={onRename} aria-label={t`Rename ${item.nm}`}>
              <Trans>Rename</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            loading={busy}
            onClick={onToggle}
            aria-label={`${item.hidden ? t`Show` : t`Hide`} ${item.nm}`}
          >
            {item.hidden ? t`Show` : t`Hide`}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
