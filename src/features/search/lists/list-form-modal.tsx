// Create a candidate list, or rename one and change what it is for. A name the company already
// uses is refused (409) and shown under the name.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CandidateList } from '@generated/api/model';
import { useCreateCandidateList, useUpdateCandidateList } from '@generated/api/search/search';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { refreshCandidateLists } from '../query/cache';
import { DESCRIPTION_MAX, NAME_MAX, nameProblem } from '../query/names';

type Props = {
  opened: boolean;
  /** The list to change; a new list when absent. */
  list?: CandidateList | null;
  onClose: () => void;
};

export function ListFormModal({ opened, list, onClose }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={list ? t`Edit list` : t`New list`} size="md">
      {opened ? <ListForm list={list} onClose={onClose} /> : null}
    </AppModal>
  );
}

function ListForm({ list, onClose }: Omit<Props, 'opened'>) {
  const client = useQueryClient();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCandidateList({ request: SILENT });
  const update = useUpdateCandidateList({ request: SILENT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    setFormError(null);
    const data = { name: name.trim(), description: description.trim() || null };
    const handlers = {
      onSuccess: (res: { message: string }) => {
        toast(res.message || (list ? t`Candidate list updated` : t`Candidate list created`));
        void refreshCandidateLists(client);
        onClose();
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 409) setNameError(error.message || t`This name is already used`);
        else setFormError(isApiError(error) ? error.message : t`We could not save the list. Please try again.`);
      },
    };
    if (list) update.mutate({ id: list._id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={list ? t`Edit list` : t`New list`}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          withAsterisk
          description={t`Letters, numbers and spaces, up to 100`}
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          data-autofocus
        />
        <Textarea
          label={t`Description`}
          description={t`What the list is for (optional)`}
          value={description}
          maxLength={DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={5}
          onChange={(e) => setDescription(e.currentTarget.value)}
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
          <Button type="submit" loading={create.isPending || update.isPending}>
            {list ? t`Save` : t`Create list`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
