// "Add to list" for the selected candidates: tick existing lists and/or name a new one (made on
// the way, search/add with newListName). Candidates already in a list are skipped by the server.
// Failures show in the form (a taken name under the name, anything else above the buttons).
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAddCandidatesToLists, useListCandidateLists } from '@generated/api/search/search';
import { AppModal } from '@/components/ui/app-modal';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { refreshCandidateLists } from '../query/cache';
import { NAME_MAX, nameProblem } from '../query/names';

type Props = {
  opened: boolean;
  candidateIds: readonly string[];
  onClose: () => void;
  onDone: () => void;
};

export function AddToListModal({ opened, candidateIds, onClose, onDone }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Add to list`} size="md">
      {opened ? <AddToListForm candidateIds={candidateIds} onClose={onClose} onDone={onDone} /> : null}
    </AppModal>
  );
}

function AddToListForm({ candidateIds, onClose, onDone }: Omit<Props, 'opened'>) {
  const client = useQueryClient();
  const lists = useListCandidateLists({ page: 1, limit: 50, sortBy: 'updatedAt', sortOrder: 'desc' });
  const add = useAddCandidatesToLists({ request: SILENT });
  const [chosen, setChosen] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const count = candidateIds.length;
  const who = plural(count, { one: `${count} candidate`, other: `${count} candidates` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    const problem = name ? nameProblem(name) : null;
    setNameError(problem);
    if (problem) return;
    if (!chosen.length && !name) {
      setFormError(t`Choose a list or name a new one`);
      return;
    }
    setFormError(null);
    add.mutate(
      {
        data: {
          candidateIds: [...candidateIds],
          ...(chosen.length ? { listIds: chosen } : {}),
          ...(name ? { newListName: name } : {}),
        },
      },
      {
        onSuccess: (res) => {
          const names = res.data.map((l) => l.name);
          const list = names[0] ?? '';
          toast(names.length === 1 ? t`Added ${who} to ${list}` : res.message || t`Added to list`);
          void refreshCandidateLists(client);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setNameError(error.message || t`A list with this name exists`);
          else setFormError(isApiError(error) ? error.message : t`We could not add them. Please try again.`);
        },
      },
    );
  };

  const items = lists.data?.data.items ?? [];
  return (
    <form onSubmit={submit} noValidate aria-label={t`Add to list`}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          <Trans>Add {who} to one or more of your company&apos;s lists.</Trans>
        </Text>
        {lists.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Trans>We could not load your lists. You can still add them to a new list.</Trans>
          </Alert>
        ) : lists.data === undefined ? (
          <LoadingState rows={2} label={t`Loading your lists…`} />
        ) : items.length ? (
          <Checkbox.Group label={t`Your lists`} value={chosen} onChange={setChosen}>
            <ScrollArea.Autosize mah={220} mt={6} type="auto">
              <Stack gap={8}>
                {items.map((l) => (
                  <Checkbox
                    key={l._id}
                    value={l._id}
                    label={l.name}
                    description={plural(l.count, { one: `${l.count} candidate`, other: `${l.count} candidates` })}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        ) : (
          <Text fz="sm">
            <Trans>You have no lists yet; name one below.</Trans>
          </Text>
        )}
        <TextInput
          label={t`New list`}
          description={t`Letters, numbers and spaces`}
          placeholder={t`e.g. Backend shortlist`}
          value={newName}
          maxLength={NAME_MAX}
          onChange={(e) => {
            setNewName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
        />
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={add.isPending}>
            <Trans>Add {who}</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
