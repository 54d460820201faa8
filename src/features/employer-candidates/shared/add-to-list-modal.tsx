// "Add to list": tick any of the company's candidate lists and/or name a new one; the candidate
// is added to all of them in one call (search/add). Lists already holding them show ticked and
// fixed, since removing is done from the list itself.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddCandidatesToLists, useListCandidateLists } from '@generated/api/search/search';
import { AppModal } from '@/components/ui/app-modal';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { toast } from '@/lib/toast/toast';
import { invalidateCandidateQueries } from './invalidate';

type Props = {
  opened: boolean;
  onClose: () => void;
  candidateIds: readonly string[];
  /** Lists that already hold the candidate. */
  currentListIds?: readonly string[];
  name: string;
};

const NAME_MAX = 100;

function AddToListForm({ candidateIds, currentListIds = [], onClose }: Omit<Props, 'opened' | 'name'>) {
  const client = useQueryClient();
  const lists = useListCandidateLists({ page: 1, limit: 50, sortBy: 'name', sortOrder: 'asc' });
  const [picked, setPicked] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const add = useAddCandidatesToLists({
    mutation: {
      onSuccess: (res) => {
        toast(res.message);
        void client.invalidateQueries({ queryKey: [lists.queryKey[0]] });
        void invalidateCandidateQueries(client);
        onClose();
      },
    },
  });
  const name = newName.trim();
  const nothing = picked.length === 0 && name === '';
  const taken = isApiError(add.error) && add.error.status === 409 ? add.error.message : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (nothing) return;
        add.mutate({
          data: {
            candidateIds: [...candidateIds],
            ...(picked.length ? { listIds: picked } : {}),
            ...(name ? { newListName: name } : {}),
          },
        });
      }}
    >
      <Stack gap="md">
        <QueryView query={lists} errorTitle={t`We could not load your lists`}>
          {(res) =>
            res.data.items.length ? (
              <Checkbox.Group
                label={t`Your lists`}
                // Lists already holding the candidate show ticked; only the others are sent.
                value={[...currentListIds, ...picked]}
                onChange={(next) => setPicked(next.filter((id) => !currentListIds.includes(id)))}
              >
                <Stack gap="xs" mt="xs">
                  {res.data.items.map((l) => {
                    const inIt = currentListIds.includes(l._id);
                    return (
                      <Checkbox
                        key={l._id}
                        value={l._id}
                        disabled={inIt}
                        label={`${l.name} (${l.count})${inIt ? t`, already in it` : ''}`}
                      />
                    );
                  })}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Text fz="sm" c="dimmed">
                <Trans>Your company has no candidate lists yet. Name one below to start.</Trans>
              </Text>
            )
          }
        </QueryView>
        <TextInput
          label={t`New list`}
          placeholder={t`e.g. Backend shortlist`}
          value={newName}
          maxLength={NAME_MAX}
          onChange={(event) => setNewName(event.currentTarget.value)}
          error={taken}
        />
        <LimitOverPrompt error={add.error} feature="candidate_lists" />
        <Button type="submit" disabled={nothing} loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
          <Trans>Add to list</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function AddToListModal({ opened, onClose, name, ...rest }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Add ${name} to a list`} size="lg">
      <FeatureGate feature="candidate_lists">
        {opened ? <AddToListForm {...rest} onClose={onClose} /> : null}
      </FeatureGate>
    </AppModal>
  );
}
