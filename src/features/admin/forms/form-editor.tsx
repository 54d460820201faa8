// One form's editor: its sections' fields on the left and the live preview beside them (below on a
// phone). Changes stay in a draft until "Save form"; leaving with unsaved changes asks first. After
// a save every cached copy of the form is refetched, so the apply screens ask the new version.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  getGetAdminFormQueryKey,
  getListAdminFormsQueryKey,
  useGetAdminForm,
  useSaveAdminForm,
} from '@generated/api/admin/admin';
import { getGetCustomFormQueryKey } from '@generated/api/forms/forms';
import type { AdminFormCode } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import {
  fromDefinition,
  isDirty,
  moveField,
  previewFields,
  putField,
  removeField,
  takenKeys,
  toInput,
  type Draft,
  type DraftField,
} from './draft';
import { FieldDrawer } from './field-drawer';
import { FieldList } from './field-list';
import { FormPreview } from './form-preview';

type Editing = { section: string; field: DraftField; isNew: boolean };

const CUSTOM_FORM_PREFIX = getGetCustomFormQueryKey()[0];

function newField(): DraftField {
  return {
    id: `new-${Date.now()}`,
    keyNm: '',
    label: { en: '' },
    fieldType: 'text',
    required: false,
    placeholder: null,
    helpText: null,
    options: [],
    multiple: false,
    validation: null,
    isDefault: false,
    isPublic: false,
    productRequired: false,
    saved: false,
  };
}

export function FormEditor({ code }: { code: AdminFormCode }) {
  // Fresh on opening; not refetched on focus, since a newer version would replace the draft being
  // edited (a save from a stale version answers 409 and offers the reload instead).
  const query = useGetAdminForm(code, { request: SILENT, query: { staleTime: 0, refetchOnWindowFocus: false } });
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/forms" fz="sm">
        <Trans>← All forms</Trans>
      </Anchor>
      <QueryView query={query} errorTitle={t`We could not load this form`}>
        {(answer) => <Editor key={answer.data.updatedAt} saved={fromDefinition(answer.data)} />}
      </QueryView>
    </Stack>
  );
}

function Editor({ saved }: { saved: Draft }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ section: string; field: DraftField } | null>(null);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const save = useSaveAdminForm({ request: SILENT });
  const dirty = isDirty(draft, saved);
  const fields = useMemo(() => previewFields(draft), [draft]);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !save.isPending,
    enableBeforeUnload: dirty,
    withResolver: true,
  });

  const change = (next: Draft) => (setDraft(next), setError(null));
  const submit = () => {
    setError(null);
    save.mutate(
      { code: draft.code as AdminFormCode, data: toInput(draft) },
      {
        onSuccess: (answer) => {
          toast(t`Form saved`);
          queryClient.setQueryData(getGetAdminFormQueryKey(draft.code as AdminFormCode), answer);
          void queryClient.invalidateQueries({ queryKey: getListAdminFormsQueryKey() });
          void queryClient.invalidateQueries({
            predicate: ({ queryKey: [key] }) => typeof key === 'string' && key.startsWith(CUSTOM_FORM_PREFIX),
          });
        },
        onError: (e) =>
          setError({
            message: isApiError(e) ? e.message : t`The form could not be saved. Please try again.`,
            stale: isApiError(e) && e.status === 409,
          }),
      },
    );
  };
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: getGetAdminFormQueryKey(draft.code as AdminFormCode) });

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <ConsoleHeading title={draft.name} description={t`Add, word, order and require the fields of this form.`} />
        <Group gap="sm">
          {dirty ? (
            <Text fz="sm" c="dimmed" aria-live="polite">
              <Trans>Unsaved changes</Trans>
            </Text>
          ) : null}
          <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
            <Trans>Save form</Trans>
          </Button>
        </Group>
      </Group>
      {error ? (
        <Alert color="red" role="alert" title={t`The form was not saved`}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{error.message}</Text>
            {error.stale ? (
              <Button size="compact-sm" variant="light" color="red" onClick={reload}>
                <Trans>Reload the form (your changes are lost)</Trans>
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {draft.licensed ? null : (
        <Alert color="yellow" variant="light" title={t`Custom fields are not in your plan`}>
          <Trans>
            You can reword and reorder the product’s fields. Upgrade the board’s plan to add fields of your own.
          </Trans>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {draft.sections.map((section) => (
              <Paper key={section.code} withBorder radius="md" p="md" component="section" aria-label={section.label}>
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} fz="lg">
                      {section.label}
                    </Title>
                    {draft.licensed ? (
                      <Button
                        variant="light"
                        size="compact-md"
                        aria-label={t`Add a field to ${section.label}`}
                        onClick={() => setEditing({ section: section.code, field: newField(), isNew: true })}
                      >
                        <Trans>Add field</Trans>
                      </Button>
                    ) : null}
                  </Group>
                  <FieldList
                    fields={section.fields}
                    onMove={(i, delta) => change(moveField(draft, section.code, i, delta))}
                    onRequired={(f, required) => change(putField(draft, section.code, { ...f, required }))}
                    onEdit={(f) => setEditing({ section: section.code, field: f, isNew: false })}
                    onDelete={(f) => setDeleting({ section: section.code, field: f })}
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <FormPreview fields={fields} title={draft.name} />
          </div>
        </Grid.Col>
      </Grid>
      {editing ? (
        <FieldDrawer
          key={editing.field.id}
          field={editing.field}
          isNew={editing.isNew}
          formCode={draft.code}
          taken={takenKeys(draft)}
          onClose={() => setEditing(null)}
          onDone={(f) => (change(putField(draft, editing.section, f)), setEditing(null))}
        />
      ) : null}
      <AppModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete “${deleting?.field.label.en ?? ''}”?`}
        size="md"
        footer={
          <>
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (deleting) change(removeField(draft, deleting.section, deleting.field.id));
                setDeleting(null);
              }}
            >
              <Trans>Delete field</Trans>
            </Button>
          </>
        }
      >
        <Text>
          <Trans>
            The field leaves the form when you save. Answers already given to it stay on the applications and profiles
            that hold them.
          </Trans>
        </Text>
      </AppModal>
      <AppModal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t`Leave without saving?`}
        size="md"
        footer={
          <>
            <Button variant="default" onClick={() => blocker.reset?.()}>
              <Trans>Stay</Trans>
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              <Trans>Leave</Trans>
            </Button>
          </>
        }
      >
        <Text>
          <Trans>Your changes to this form are not saved yet.</Trans>
        </Text>
      </AppModal>
    </>
  );
}
