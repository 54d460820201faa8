// Accomplishments (accomplishment/list, create, update/{id}): the candidate's awards,
// publications, languages and the like, newest first, each editable in a dialog. The contract
// has no call to remove one, so none is offered.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAccomplishmentsQueryKey,
  useCreateAccomplishment,
  useListAccomplishments,
  useUpdateAccomplishment,
} from '@generated/api/candidate-profile/candidate-profile';
import type { Accomplishment } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { LoadingState } from '@/components/ui/loading-state';
import { SILENT } from '@/lib/api/http';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/ui/section-card';
import { TrophyIcon } from '../components/icons';
import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import { AccomplishmentForm } from './accomplishment-form';
import { toInput, typeLabel, valuesOf, type AccomplishmentValues } from './accomplishment-values';

const LIST = { page: 1, limit: 50, sortBy: 'date' } as const;

type Editing = { item: Accomplishment | null } | null;

export function AccomplishmentsCard() {
  const client = useQueryClient();
  const list = useListAccomplishments(LIST);
  const create = useCreateAccomplishment({ request: SILENT });
  const update = useUpdateAccomplishment({ request: SILENT });
  const [editing, setEditing] = useState<Editing>(null);
  const saving = create.isPending || update.isPending;

  const open = (item: Accomplishment | null) => {
    create.reset();
    update.reset();
    setEditing({ item });
  };
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: [getListAccomplishmentsQueryKey()[0]] });
    toast(message);
    setEditing(null);
  };
  const submit = (values: AccomplishmentValues) => {
    const item = editing?.item;
    if (item)
      update.mutate(
        { id: item._id, data: toInput(values) },
        { onSuccess: (res) => done(res.message || t`Accomplishment updated`) },
      );
    else create.mutate({ data: toInput(values) }, { onSuccess: (res) => done(res.message || t`Accomplishment added`) });
  };
  const items = list.data?.data.items ?? [];
  const add = (
    <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => open(null)}>
      <Trans>Add accomplishment</Trans>
    </Button>
  );

  return (
    <SectionCard
      title={t`Accomplishments`}
      description={t`Awards, publications, patents, languages, test scores and volunteering.`}
      action={items.length ? add : null}
    >
      <QueryView
        query={list}
        loading={<LoadingState rows={2} label={t`Loading your accomplishments…`} />}
        errorTitle={t`We could not load your accomplishments`}
        empty={
          <EmptyState
            compact
            icon={<TrophyIcon size={22} />}
            title={t`Stand out with an accomplishment`}
            text={t`An award, a paper, a language you speak: anything that tells employers more about you.`}
            action={add}
          />
        }
      >
        {() => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Accomplishments`}>
            {items.map((item) => (
              <Paper key={item._id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text component="h3" m={0} fw={650} fz="md" style={{ overflowWrap: 'anywhere' }}>
                        {item.title}
                      </Text>
                      <Badge variant="light" color="gray" size="sm">
                        {typeLabel(item.type)}
                      </Badge>
                    </Group>
                    {item.issuer || item.date ? (
                      <Text fz="sm" c="dimmed">
                        {[item.issuer, item.date ? formatDate(item.date) : null].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                    {item.description ? (
                      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {item.description}
                      </Text>
                    ) : null}
                  </Stack>
                  <Tooltip label={t`Edit`} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      onClick={() => open(item)}
                      aria-label={t`Edit ${item.title}`}
                    >
                      <PencilIcon size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
      <AppModal
        opened={editing !== null}
        onClose={() => (saving ? undefined : setEditing(null))}
        title={editing?.item ? t`Edit accomplishment` : t`Add accomplishment`}
        closeOnEscape={!saving}
      >
        {editing ? (
          <AccomplishmentForm
            key={editing.item?._id ?? 'new'}
            initial={valuesOf(editing.item)}
            saving={saving}
            error={create.error ?? update.error}
            label={editing.item ? t`Edit accomplishment` : t`Add accomplishment`}
            submitLabel={editing.item ? t`Save changes` : t`Add`}
            onCancel={() => setEditing(null)}
            onSubmit={submit}
          />
        ) : null}
      </AppModal>
    </SectionCard>
  );
}
