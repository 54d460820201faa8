// The bar under every paginated list: 'Showing 11–20 of 134', the page buttons and the page size
// (10 to 50, specification §9). Controlled: the screen owns page and limit (usually in the URL).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { constants } from '@generated/manifest';
import { pageForNewLimit, pageRange, rangeLabel } from './page-range';

export type PageChange = { page: number; limit: number };

type Props = {
  page: number;
  limit: number;
  total: number;
  onChange: (next: PageChange) => void;
  pageSizes?: readonly number[];
  /** Hides the size select where the page size is fixed. */
  withPageSize?: boolean;
};

export function PaginationBar({
  page,
  limit,
  total,
  onChange,
  pageSizes = constants.pagination.pageSizes,
  withPageSize = true,
}: Props) {
  const sizeId = useId();
  const range = pageRange(page, limit, total);
  const sizes = pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b);

  return (
    <Group
      component="nav"
      aria-label={t`Pagination`}
      justify="space-between"
      align="center"
      gap="sm"
      wrap="wrap"
      py="sm"
    >
      <Text fz="sm" c="dimmed" aria-live="polite">
        {rangeLabel(range, total)}
      </Text>
      <Group gap="md" wrap="wrap" justify="flex-end">
        {range.totalPages > 1 ? (
          <Pagination
            total={range.totalPages}
            value={range.page}
            onChange={(next) => onChange({ page: next, limit })}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
          />
        ) : null}
        {withPageSize ? (
          <Group gap={8} wrap="nowrap">
            <Text component="label" htmlFor={sizeId} fz="sm" c="dimmed">
              <Trans>Per page</Trans>
            </Text>
            <NativeSelect
              id={sizeId}
              size="xs"
              w={72}
              value={String(limit)}
              data={sizes.map(String)}
              onChange={(event) => {
                const nextLimit = Number(event.currentTarget.value);
                onChange({ page: pageForNewLimit(range.from, nextLimit), limit: nextLimit });
              }}
            />
          </Group>
        ) : null}
      </Group>
    </Group>
  );
}

/** The name of a page control ('next' → 'Next page'), each its own message for a translator. */
function controlLabel(control: 'first' | 'previous' | 'last' | 'next'): string {
  switch (control) {
    case 'first':
      return t`First page`;
    case 'previous':
      return t`Previous page`;
    case 'last':
      return t`Last page`;
    default:
      return t`Next page`;
  }
}
