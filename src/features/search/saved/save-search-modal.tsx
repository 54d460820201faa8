// Save the current search under a name, with an optional e-mail alert of new matches; or, given
// `existing`, replace that saved search's name, alert and filters with these. A name the company
// already uses is refused (409) and shown under the name.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AlertFrequency, SavedSearch, SavedSearchFilter } from '@generated/api/model';
import { useCreateSavedSearch, useUpdateSavedSearch } from '@generated/api/search/search';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { refreshSavedSearches } from '../query/cache';
import { NAME_MAX, nameProblem } from '../query/names';
import { summarizeFilters } from '../query/saved-filters';

type Frequency = AlertFrequency | 'none';

type Props = {
  opened: boolean;
  onClose: () => void;
  filters: SavedSearchFilter[];
  /** The saved search to update instead of saving a new one. */
  existing?: SavedSearch | null;
  onSaved?: (saved: SavedSearch) => void;
};

export function SaveSearchModal({ opened, onClose, filters, existing, onSaved }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={existing ? t`Update saved search` : t`Save search`} size="md">
      {opened ? <SaveSearchForm filters={filters} existing={existing} onClose={onClose} onSaved={onSaved} /> : null}
    </AppModal>
  );
}

function SaveSearchForm({ filters, existing, onClose, onSaved }: Omit<Props, 'opened'>) {
  const client = useQueryClient();
  const frequencyId = useId();
  const [name, setName] = useState(existing?.name ?? '');
  const [frequency, setFrequency] = useState<Frequency>(existing?.alertFrequency ?? 'none');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateSavedSearch({ request: SILENT });
  const update = useUpdateSavedSearch({ request: SILENT });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    if (!filters.length) {
      setFormError(t`Enter a keyword or choose a filter first`);
      return;
    }
    setFormError(null);
    const data = { name: name.trim(), filters, alertFrequency: frequency === 'none' ? null : frequency };
    const handlers = {
      onSuccess: (res: { message: string; data: SavedSearch }) => {
        toast(res.message || (existing ? t`Saved search updated` : t`Search saved`));
        void refreshSavedSearches(client);
        onSaved?.(res.data);
        onClose();
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 409) setNameError(error.message || t`This name is already used`);
        else setFormError(isApiError(error) ? error.message : t`We could not save the search. Please try again.`);
      },
    };
    if (existing) update.mutate({ id: existing._id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={existing ? t`Update saved search` : t`Save search`}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          withAsterisk
          description={t`Letters, numbers and spaces, up to 100`}
          placeholder={t`e.g. Senior Node engineers Bengaluru`}
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          data-autofocus
        />
        <Stack gap={6}>
          <Text component="span" id={frequencyId} fz="sm" fw={500}>
            <Trans>E-mail me new matches</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={frequencyId}
            value={frequency}
            onChange={(v) => setFrequency(v as Frequency)}
            data={[
              { value: 'none', label: t`Never` },
              { value: 'daily', label: t`Daily` },
              { value: 'weekly', label: t`Weekly` },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            <Trans>Filters</Trans>
          </Text>
          <Text fz="sm" c="dimmed">
            {filters.length ? summarizeFilters(filters) : t`None yet`}
          </Text>
        </Stack>
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            {existing ? t`Update` : t`Save search`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
