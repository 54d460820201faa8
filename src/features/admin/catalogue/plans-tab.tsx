// One audience's plans: each as a card with its price, period, tier and state, edited in a drawer
// and retired or sold again behind a confirmation. New plans take a subscription value the
// audience has no plan for yet.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListAdminPlansQueryKey, useListAdminPlans, useUpdateAdminPlan } from '@generated/api/admin/admin';
import type { AdminPlan, PlanAudience } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { formatCurrency } from '@/lib/format/currency';
import { toast } from '@/lib/toast/toast';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { ConfirmState } from './confirm-state';
import { PlanDrawer } from './plan-drawer';

const who = (audience: PlanAudience): string => (audience === 'employer' ? t`Employer plans` : t`Job seeker plans`);

export function PlansTab({ audience }: { audience: PlanAudience }) {
  const { paging, change } = usePaging();
  const list = useListAdminPlans({ audience, ...paging }, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminPlan | null | undefined>(undefined);
  const [toggling, setToggling] = useState<AdminPlan | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const update = useUpdateAdminPlan({ request: SILENT });
  const refresh = () => client.invalidateQueries({ queryKey: [getListAdminPlansQueryKey()[0]] });

  const toggle = () => {
    if (!toggling) return;
    update.mutate(
      { id: toggling._id, data: { isActive: !toggling.isActive } },
      {
        onSuccess: ({ data }) => {
          toast(data.isActive ? t`${data.name} is on sale again` : t`${data.name} is no longer sold`);
          setToggling(null);
          void refresh();
        },
        onError: (e) => setToggleError(isApiError(e) ? e.message : t`The plan could not be changed. Please try again.`),
      },
    );
  };
  const free = list.data?.data.freeSubscriptions ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" maw={560}>
          {free.length > 0
            ? t`Edit a plan, or add one for a subscription value that has none yet.`
            : t`Every subscription value has a plan: edit one, or stop selling it.`}
        </Text>
        <Button onClick={() => setEditing(null)} disabled={free.length === 0}>
          <Trans>New plan</Trans>
        </Button>
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the plans`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title={t`No plan yet`} text={t`Add the first plan buyers can choose.`} />}
      >
        {({ data }) => (
          <ConsoleList label={who(audience)} items={data.items} pagination={data.pagination} onPage={change}>
            {(p) => (
              <PlanCard
                key={p._id}
                plan={p}
                onEdit={() => setEditing(p)}
                onToggle={() => {
                  setToggleError(null);
                  setToggling(p);
                }}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
      <PlanDrawer
        audience={audience}
        plan={editing}
        features={list.data?.data.features ?? []}
        freeSubscriptions={free}
        onClose={() => setEditing(undefined)}
        onSaved={(p) => {
          toast(editing ? t`${p.name} is saved` : t`${p.name} is created`);
          setEditing(undefined);
          void refresh();
        }}
      />
      <ConfirmState
        opened={toggling !== null}
        retiring={toggling?.isActive ?? false}
        name={toggling?.name ?? ''}
        busy={update.isPending}
        error={toggleError}
        onConfirm={toggle}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}

function PlanCard({ plan: p, onEdit, onToggle }: { plan: AdminPlan; onEdit: () => void; onToggle: () => void }) {
  const headingId = `plan-${p._id}`;
  const trial = p.subscription === 'TRIAL';
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={p.isActive ? 'green' : 'gray'} c="dark.7">
            {p.isActive ? t`On sale` : t`Retired`}
          </Badge>
          {p.isPopular ? (
            <Badge variant="light">
              <Trans>Popular</Trans>
            </Badge>
          ) : null}
          <Text fz="sm" c="dimmed">
            {p.subscription}
          </Text>
        </Group>
        <Text fw={700} component="h2" fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {p.name}
        </Text>
        <Text fz="sm">
          {trial
            ? plural(p.trialDays ?? 0, { one: 'Free for # day', other: 'Free for # days' })
            : `${formatCurrency(p.price, p.currency)} ${p.billingPeriod === 'YEARLY' ? t`a year` : t`a month`}`}
          {p.originalPrice !== null && p.originalPrice !== undefined
            ? t` (was ${formatCurrency(p.originalPrice, p.currency)})`
            : ''}
          {` · ${p.tier}`}
        </Text>
        <Text fz="sm" c="dimmed">
          {plural(p.licenceCount, { one: '# licence granted', other: '# licences granted' })} ·{' '}
          {plural(p.features.filter((f) => f !== 'default').length, { one: '# feature', other: '# features' })}
        </Text>
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={onEdit} aria-label={t`Edit ${p.name} (${p.subscription})`}>
            <Trans>Edit</Trans>
          </Button>
          {trial ? null : (
            <Button
              size="sm"
              variant="subtle"
              color={p.isActive ? 'red' : undefined}
              onClick={onToggle}
              aria-label={`${p.isActive ? t`Stop selling` : t`Sell again`} ${p.name} (${p.subscription})`}
            >
              {p.isActive ? t`Stop selling` : t`Sell again`}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
