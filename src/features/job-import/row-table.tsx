// Rows of an import run by row number and reference, with what is said of each: the rows that
// could not be imported, and the imported rows whose own words were read (a category mapped).
import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { FileHistoryRowError } from '@generated/api/model';

type Props = { label: string; rows: FileHistoryRowError[]; what: string };

export function RowTable({ label, rows, what }: Props) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={64}>
              <Trans>Row</Trans>
            </Table.Th>
            <Table.Th scope="col" w={160}>
              <Trans>Reference</Trans>
            </Table.Th>
            <Table.Th scope="col">{what}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e, i) => (
            <Table.Tr key={`${e.row}-${i}`}>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{e.row}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.referenceNumber ?? '—'}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
