// Renaming something in the console (a master-data item, a category): the name checked as typed,
// the server's refusal (a name already taken) shown under the field rather than as a toast.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  /** What is being renamed (its id keys the form, so each opening starts from its name); null closes. */
  target: { id: string; name: string } | null;
  maxLength: number;
  description?: string;
  busy: boolean;
  serverError: string | null;
  onClose: () => void;
  onRename: (name: string) => void;
};

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

function NameForm({
  name,
  maxLength,
  description,
  serverError,
  onRename,
}: Omit<Props, 'target' | 'busy' | 'onClose'> & { name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      id="console-rename"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = clean(value);
        const wrong = !next ? t`Enter a name` : next.length > maxLength ? t`Keep it to ${maxLength} characters` : null;
        setProblem(wrong);
        if (!wrong) onRename(next);
      }}
    >
      <TextInput
        label={t`Name`}
        description={description}
        value={value}
        maxLength={maxLength + 20}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={problem ?? serverError}
        data-autofocus
        required
      />
    </form>
  );
}

export function NameDialog({ target, busy, onClose, ...form }: Props) {
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={t`Rename “${target?.name ?? ''}”`}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={busy} type="submit" form="console-rename">
            <Trans>Rename</Trans>
          </Button>
        </>
      }
    >
      {target && <NameForm key={target.id} name={target.name} {...form} />}
    </AppModal>
  );
}
