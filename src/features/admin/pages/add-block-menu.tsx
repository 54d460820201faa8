// The eleven block types, named and described as the manifest names them; a pick adds the block
// at the end of the page with its default settings, its settings form open.
import { Trans } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { blocks, blockTypes, type BlockType } from '@generated/manifest';

export function AddBlockMenu({ onAdd, disabled }: { onAdd: (type: BlockType) => void; disabled?: boolean }) {
  return (
    <Menu position="bottom-start" width={320} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="light" disabled={disabled}>
          <Trans>Add block</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {blockTypes.map((type) => (
          <Menu.Item key={type} onClick={() => onAdd(type)} aria-label={blocks[type].label}>
            <Text fw={600} size="sm">
              {blocks[type].label}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {blocks[type].description}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
