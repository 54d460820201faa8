// Placeholder tiles the size of the cards that replace them, in the same grid, so a band of the
// page keeps its height while it loads and nothing below it jumps when the data arrives (issue 19:
// layout shift). Announced once to screen readers.
import {
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
  type CardProps,
  type SimpleGridProps,
} from '@mantine/core';

type Props = {
  count: number;
  cols: SimpleGridProps['cols'];
  /** Each tile's height, as the loaded card's (per breakpoint, like Mantine's style props). */
  height: CardProps['mih'];
  label: string;
};

export function TileSkeletons({ count, cols, height, label }: Props) {
  return (
    <SimpleGrid cols={cols} spacing="md" role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} p="lg" mih={height} aria-hidden data-testid="loading-tile">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Skeleton height={44} width={44} radius="md" />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={14} width="55%" radius="sm" />
              <Skeleton height={10} width={i % 2 ? '40%' : '48%'} radius="sm" />
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
