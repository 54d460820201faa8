// Renaming one of the board's own items: the name checked as typed, the server's refusal (a name
// the kind already has) shown under the field rather than as a toast.
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AdminMasterItem } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { NAME_MAX, cleanName, nameProblem } from './kinds';

type Props = {
  item: AdminMasterItem | null;
  busy: boolean;
  serverError: string | null;
  onClose: () => void;
  onRename: (nm: string) => void;
};

// The form is keyed by the item, so each opening starts from that item's name.
function RenameForm({
  name,
  serverError,
  onRename,
}: {
  name: string;
  serverError: string | null;
  onRename: (nm: string) => void;
}) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      id="master-rename"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const wrong = nameProblem(value);
        setProblem(wrong);
        if (!wrong) onRename(cleanName(value));
      }}
    >
      <TextInput
        label="Name"
        description="Records that chose this item show the new name."
        value={value}
        maxLength={NAME_MAX + 20}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={problem ?? serverError}
        data-autofocus
        required
      />
    </form>
  );
}

export function RenameDialog({ item, busy, serverError, onClose, onRename }: Props) {
  return (
    <AppModal
      opened={item !== null}
      onClose={onClose}
      size="lg"
      title={`Rename “${item?.nm ?? ''}”`}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} type="submit" form="master-rename">
            Rename
          </Button>
        </>
      }
    >
      {item && <RenameForm key={item._id} name={item.nm} serverError={serverError} onRename={onRename} />}
    </AppModal>
  );
}
