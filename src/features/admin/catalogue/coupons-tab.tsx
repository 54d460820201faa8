// The board's coupons, newest first and searchable: the discount, the window, uses and state.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListAdminCouponsQueryKey, useListAdminCoupons } from '@generated/api/admin/admin';
import type { Coupon } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';
import { useFeature } from '@/lib/plans/use-feature';
import { toast } from '@/lib/toast/toast';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { CouponDrawer } from './coupon-drawer';

export function CouponsTab() {
  const { paging, change, first } = usePaging();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useListAdminCoupons(
    { ...paging, ...(debounced ? { search: debounced } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const client = useQueryClient();
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  const sold = useFeature('coupons');
  return (
    <Stack gap="md">
      {!sold.isLoading && !sold.allowed ? (
        <Text fz="sm" c="orange.9" role="note">
          <Trans>The board’s plan does not include coupons: buyers cannot use these codes until it does.</Trans>
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t`Search by code or description`}
          placeholder={t`Search by code or description`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Button onClick={() => setEditing(null)}>
          <Trans>New coupon</Trans>
        </Button>
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the coupons`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={t`No coupon yet`}
            text={debounced ? t`No coupon matches this search.` : t`Add a code buyers can type at checkout.`}
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Coupons`} items={data.items} pagination={data.pagination} onPage={change}>
            {(c) => (
              <Card key={c._id} withBorder radius="md" p="md" component="li" aria-labelledby={`coupon-${c._id}`}>
                <Stack gap="xs">
                  <Group gap="xs">
                    <Badge variant="light" color={c.isActive ? 'green' : 'gray'} c="dark.7">
                      {c.isActive ? t`Active` : t`Stopped`}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      {c.audience === 'employer'
                        ? t`Employers`
                        : c.audience === 'candidate'
                          ? t`Job seekers`
                          : t`Everyone`}
                    </Text>
                  </Group>
                  <Text fw={700} component="h2" fz="md" id={`coupon-${c._id}`} style={{ overflowWrap: 'anywhere' }}>
                    {c.code}
                  </Text>
                  <Text fz="sm">
                    {c.percentOff !== null
                      ? t`${c.percentOff}% off`
                      : t`${formatCurrency(c.amountOff ?? 0, c.currency)} off`}
                    {c.planIds?.length
                      ? plural(c.planIds.length, { one: ' · # plan', other: ' · # plans' })
                      : t` · every plan`}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    <Trans>From</Trans> {formatDate(c.validFrom)}
                    {c.validUntil ? t` until ${formatDate(c.validUntil)}` : ''}{' '}
                    {c.maxRedemptions
                      ? t`· used ${c.redemptionCount ?? 0} of ${c.maxRedemptions} times`
                      : t`· used ${c.redemptionCount ?? 0} times`}
                  </Text>
                  <Group gap="xs">
                    <Button size="sm" variant="default" onClick={() => setEditing(c)} aria-label={t`Edit ${c.code}`}>
                      <Trans>Edit</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Card>
            )}
          </ConsoleList>
        )}
      </QueryView>
      <CouponDrawer
        coupon={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(c) => {
          toast(editing ? t`${c.code} is saved` : t`${c.code} is created`);
          setEditing(undefined);
          void client.invalidateQueries({ queryKey: [getListAdminCouponsQueryKey()[0]] });
        }}
      />
    </Stack>
  );
}
