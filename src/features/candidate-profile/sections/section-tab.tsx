// Tabs 1, 2, 4 and 5 (experience, education, projects, certifications): the section's entries from
// the profile, Add and Edit in a dialog (candidate-profile/{kind}, body in the kind's shape),
// Remove after a confirmation ({kind}/soft-delete), and the plan's allowance: Add is disabled, with
// the reason and an upgrade, when the plan allows no more. Every save refreshes the profile, so
// the completion card moves at once.
import { t } from '@lingui/core/macro';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  useCreateProfileSectionItem,
  useSoftDeleteProfileSectionItems,
  useUpdateProfileSectionItem,
} from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile, ProfileSectionItem, ProfileSectionKind } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { SILENT } from '@/lib/api/http';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/ui/section-card';
import { PlusIcon } from '@/components/ui/icons';
import { useProfileSaved } from '../use-profile';
import { useAllowance } from './allowance';
import { EntryCard, KIND_ICONS } from './entry-card';
import { EntryForm } from './entry-form';
import { kindInfo, emptyValues, itemsOf, toInput, toUpdate, valuesOf, withoutItem, type EntryValues } from './kinds';
import { RemoveEntryDialog } from './remove-entry-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; item: ProfileSectionItem } | null;

export function SectionTab({ kind, profile }: { kind: ProfileSectionKind; profile: CandidateProfile }) {
  const info = kindInfo(kind);
  const items = itemsOf(profile, kind);
  const allowance = useAllowance(kind);
  const saved = useProfileSaved();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ProfileSectionItem | null>(null);
  const create = useCreateProfileSectionItem({ request: SILENT });
  const update = useUpdateProfileSectionItem({ request: SILENT });
  const remove = useSoftDeleteProfileSectionItems();
  const saving = create.isPending || update.isPending;

  const open = (next: Editing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };
  const done = (message: string) => {
    void saved({ kind });
    toast(message);
    setEditing(null);
  };
  const submit = (values: EntryValues) => {
    if (editing?.mode === 'edit')
      update.mutate(
        { kind, data: toUpdate(kind, editing.item._id, values) },
        { onSuccess: (res) => done(res.message || info.updated) },
      );
    else create.mutate({ kind, data: toInput(kind, values) }, { onSuccess: (res) => done(res.message || info.added) });
  };
  const confirmRemove = (item: ProfileSectionItem) =>
    remove.mutate(
      { kind, data: { ids: [item._id] } },
      {
        onSuccess: (res) => {
          // The entry leaves the list as the dialog closes and the toast says so, not when the
          // profile's refetch lands; the refetch then brings the recomputed completion.
          void saved({ kind, change: (p) => withoutItem(p, kind, item._id) });
          toast(res.message || info.removed);
          setRemoving(null);
        },
      },
    );

  const addButton = (label: string) => (
    <Button
      leftSection={<PlusIcon size={18} />}
      onClick={() => open({ mode: 'add' })}
      disabled={!allowance.canAdd}
      aria-describedby={allowance.blocked ? `${kind}-allowance` : undefined}
    >
      {label}
    </Button>
  );
  const fresherNote = kind === 'experience' && profile.isFresher && items.length === 0;

  return (
    <SectionCard
      title={info.title}
      description={allowance.note ?? undefined}
      action={items.length ? addButton(info.addLabel) : null}
    >
      <Stack gap="md">
        {allowance.blocked ? (
          <div id={`${kind}-allowance`}>
            <UpgradePrompt title={t`You have reached your plan's limit`} reason={allowance.blocked} />
          </div>
        ) : null}
        {items.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={info.title}>
            {items.map((item) => (
              <EntryCard
                key={item._id}
                kind={kind}
                item={item}
                onEdit={() => open({ mode: 'edit', item })}
                onRemove={() => setRemoving(item)}
              />
            ))}
          </Stack>
        ) : (
          <EmptyState
            compact
            icon={KIND_ICONS[kind]}
            title={fresherNote ? t`You marked yourself a fresher` : info.emptyTitle}
            text={
              fresherNote
                ? t`Your experience counts as complete. Add internships or part-time work here if you have any.`
                : info.emptyText
            }
            action={addButton(info.addLabel)}
          />
        )}
      </Stack>
      <AppModal
        opened={editing !== null}
        onClose={() => (saving ? undefined : setEditing(null))}
        title={editing?.mode === 'edit' ? info.editLabel : info.addLabel}
        closeOnEscape={!saving}
      >
        {editing ? (
          <EntryForm
            key={editing.mode === 'edit' ? editing.item._id : 'new'}
            kind={kind}
            initial={editing.mode === 'edit' ? valuesOf(editing.item) : emptyValues()}
            saving={saving}
            error={create.error ?? update.error}
            label={editing.mode === 'edit' ? info.editLabel : info.addLabel}
            submitLabel={editing.mode === 'edit' ? t`Save changes` : t`Add`}
            onCancel={() => setEditing(null)}
            onSubmit={submit}
          />
        ) : null}
      </AppModal>
      <RemoveEntryDialog
        kind={kind}
        item={removing}
        removing={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </SectionCard>
  );
}
