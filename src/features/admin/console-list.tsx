// A console list: its items as a labelled list of cards, with the paging bar under it.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Pagination } from '@generated/api/model';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';

type Props<T> = {
  label: string;
  items: readonly T[];
  pagination: Pagination;
  onPage: (next: PageChange) => void;
  /** One item, keyed, as a `component="li"` card. */
  children: (item: T) => ReactNode;
};

export function ConsoleList<T>({ label, items, pagination, onPage, children }: Props<T>) {
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map(children)}
      </Stack>
      <PaginationBar page={pagination.page} limit={pagination.limit} total={pagination.total} onChange={onPage} />
    </Stack>
  );
}
