// One chart as an accessible figure: a heading and caption that name it,
// the chart (hidden from screen readers, which get the table instead), and a "Show as table"
// toggle that opens a real <table> of the same numbers under it.
import { t } from '@lingui/core/macro';
import { Box, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

export type FigureTable = {
  headers: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** Columns after the first are numbers, right-aligned. */
};

type Props = {
  title: string;
  /** What the chart shows, in a sentence: the figure's caption. */
  caption: string;
  table: FigureTable;
  children: ReactNode;
  /** Extra controls beside the toggle. */
  actions?: ReactNode;
};

export function ChartFigure({ title, caption, table, children, actions }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="figure" m={0} aria-labelledby={titleId} aria-describedby={captionId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Box style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Title order={2} fz="lg" fw={700} id={titleId}>
            {title}
          </Title>
          <Text component="figcaption" size="sm" c="dimmed" id={captionId}>
            {caption}
          </Text>
        </Box>
        <Group gap="xs">
          {actions}
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t`Hide table` : t`Show as table`}
          </Button>
        </Group>
      </Group>
      {/* The chart repeats the table's numbers visually; assistive technology reads the table. */}
      <Box aria-hidden>{children}</Box>
      <Box id={tableId}>
        {open ? (
          <Table.ScrollContainer minWidth={table.headers.length > 4 ? 560 : 320} mt="md">
            <Table striped withTableBorder verticalSpacing="xs" fz="sm">
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.headers.map((h, i) => (
                    <Table.Th key={h} ta={i === 0 ? 'left' : 'right'} scope="col">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <Table.Th key={i} scope="row" fw={500}>
                          {cell}
                        </Table.Th>
                      ) : (
                        <Table.Td key={i} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {cell}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Box>
    </Card>
  );
}
