// The board's top-up packs: price, what each adds, how long, and whether it is on sale.
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
import { LIMIT_LABELS, type LimitKey } from './catalogue-rules';
import { TopUpDrawer } from './top-up-drawer';

export function TopUpsTab() {
  const { paging, change } = usePaging();
  const list = useListAdminTopUps(paging, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminTopUp | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" maw={560}>
          Packs employers buy to add allowances to their plan.
        </Text>
        <Button onClick={() => setEditing(null)}>New top-up</Button>
      </Group>
      <QueryView
        query={list}
        errorTitle="We could not load the top-ups"
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title="No top-up yet" text="Add a pack employers can buy beside their plan." />}
      >
        {({ data }) => (
          <ConsoleList label="Top-ups" items={data.items} pagination={data.pagination} onPage={change}>
            {(t) => (
              <Card key={t._id} withBorder radius="md" p="md" component="li" aria-labelledby={`topup-${t._id}`}>
                <Stack gap="xs">
                  <Group gap="xs">
                    <Badge variant="light" color={t.isActive ? 'green' : 'gray'} c="dark.7">
                      {t.isActive ? 'On sale' : 'Off sale'}
                    </Badge>
                  </Group>
                  <Text fw={700} component="h2" fz="md" id={`topup-${t._id}`} style={{ overflowWrap: 'anywhere' }}>
                    {t.name}
                  </Text>
                  <Text fz="sm">
                    {formatCurrency(t.price, t.currency)} · usable for {t.validityDays} days
                  </Text>
                  <Text fz="sm" c="dimmed">
                    Adds{' '}
                    {Object.entries(t.credits)
                      .map(([k, v]) => `${v} ${LIMIT_LABELS[k as LimitKey].toLowerCase()}`)
                      .join(', ')}
                  </Text>
                  <Group gap="xs">
                    <Button size="sm" variant="default" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                      Edit
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
        onSaved={async (t) => {
          toast(editing ? `${t.name} is saved` : `${t.name} is created`);
          setEditing(undefined);
          await client.invalidateQueries({ queryKey: [getListAdminTopUpsQueryKey()[0]] });
        }}
      />
    </Stack>
  );
}
