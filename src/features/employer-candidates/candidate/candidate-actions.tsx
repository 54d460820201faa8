// The candidate page's actions: "Add to list" and "Invite to apply", each in its dialog.
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { AddToListModal } from '../shared/add-to-list-modal';
import { InviteModal } from '../shared/invite-modal';

type Props = { candidateId: string; name: string; jobId?: string; listIds: readonly string[] };

export function CandidateActions({ candidateId, name, jobId, listIds }: Props) {
  const [dialog, setDialog] = useState<'list' | 'invite' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="default" onClick={() => setDialog('list')}>
        <Trans>Add to list</Trans>
      </Button>
      <Button onClick={() => setDialog('invite')}>
        <Trans>Invite to apply</Trans>
      </Button>
      <AddToListModal
        opened={dialog === 'list'}
        onClose={close}
        candidateIds={[candidateId]}
        currentListIds={listIds}
        name={name}
      />
      <InviteModal
        opened={dialog === 'invite'}
        onClose={close}
        candidates={[{ id: candidateId, name }]}
        jobId={jobId}
      />
    </>
  );
}
