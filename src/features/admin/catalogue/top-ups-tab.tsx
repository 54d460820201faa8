// The board's top-up packs: price, what each adds, how long, and whether it is on sale.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListAdminTopUpsQueryKey, useListAdminTopUps } from '@generated/api/admin/admin';
import type { AdminTopUp } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatCurrency } from '@/lib/format/currency';
import { toast } from '@/lib/toast/toast';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { limitLabel, type LimitKey } from './catalogue-rules';
import { TopUpDrawer } from './top-up-drawer';

/** What a pack adds, as "5 open jobs, 2 featured jobs". */
function creditsOf(topUp: AdminTopUp): string {
  return Object.entries(topUp.credits)
    .map(([k, v]) => `${v} ${limitLabel(k as LimitKey).toLowerCase()}`)
    .join(', ');
}

export function TopUpsTab() {
  const { paging, change } = usePaging();
  const list = useListAdminTopUps(paging, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminTopUp | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" maw={560}>
          <Trans>Packs employers buy to add allowances to their plan.</Trans>
        </Text>
        <Button onClick={() => setEditing(null)}>
          <Trans>New top-up</Trans>
        </Button>
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the top-ups`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title={t`No top-up yet`} text={t`Add a pack employers can buy beside their plan.`} />}
      >
        {({ data }) => (
          <ConsoleList label={t`Top-ups`} items={data.items} pagination={data.pagination} onPage={change}>
            {(topUp) => (
              <Card key={topUp._id} withBorder radius="md" p="md" component="li" aria-labelledby={`topup-${topUp._id}`}>
                <Stack gap="xs">
                  <Group gap="xs">
                    <Badge variant="light" color={topUp.isActive ? 'green' : 'gray'} c="dark.7">
                      {topUp.isActive ? t`On sale` : t`Off sale`}
                    </Badge>
                  </Group>
                  <Text fw={700} component="h2" fz="md" id={`topup-${topUp._id}`} style={{ overflowWrap: 'anywhere' }}>
                    {topUp.name}
                  </Text>
                  <Text fz="sm">
                    {formatCurrency(topUp.price, topUp.currency)} ·{' '}
                    {plural(topUp.validityDays, { one: 'usable for # day', other: 'usable for # days' })}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {t`Adds ${creditsOf(topUp)}`}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="sm"
                      variant="default"
                      onClick={() => setEditing(topUp)}
                      aria-label={t`Edit ${topUp.name}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Card>
            )}
          </ConsoleList>
        )}
      </QueryView>
      <TopUpDrawer
        topUp={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(topUp) => {
          toast(editing ? t`${topUp.name} is saved` : t`${topUp.name} is created`);
          setEditing(undefined);
          void client.invalidateQueries({ queryKey: [getListAdminTopUpsQueryKey()[0]] });
        }}
      />
    </Stack>
  );
}
