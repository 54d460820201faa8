// The settings form once they are loaded: its values, what the server said about them, and the save.
// Saving sends only what changed; the answer becomes the new starting point (typed secrets are
// forgotten, the board now knows them only as set).
import { t } from '@lingui/core/macro';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import {
  getGetAdminSettingsQueryKey,
  getGetConsentSummaryQueryKey,
  useUpdateAdminSettings,
} from '@generated/api/admin/admin';
import type { AdminSettings, GetAdminSettings200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { AnalyticsSection } from './analytics-section';
import { ContactSection } from './contact-section';
import { GatewaysSection } from './gateways-section';
import { LanguagesSection } from './languages-section';
import { MapsSection } from './maps-section';
import { PoliciesSection } from './policies-section';
import { SaveBar } from './save-bar';
import { SearchSection } from './search-section';
import { changesOf, serverErrors, toValues, validate, type FieldErrors, type SettingsValues } from './settings-form';

export function SettingsFormView({ settings }: { settings: AdminSettings }) {
  const client = useQueryClient();
  const save = useUpdateAdminSettings({ request: SILENT });
  const initial = useMemo(() => toValues(settings), [settings]);
  const [values, setValues] = useState<SettingsValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changes = changesOf(initial, values);

  const onChange = (patch: Partial<SettingsValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return setFailure(t`Some fields need a fix before saving; they are marked.`);
    if (!changes) return;
    save.mutate(
      { data: changes },
      {
        onSuccess: (answer) => {
          client.setQueryData<GetAdminSettings200>(getGetAdminSettingsQueryKey(), answer);
          // A new cookie policy version counts its own consents.
          if (changes.analytics?.consentPolicyVersion !== undefined)
            void client.invalidateQueries({ queryKey: getGetConsentSummaryQueryKey() });
          setValues(toValues(answer.data));
          toast(t`Settings saved`);
        },
        onError: (e) => {
          const named = serverErrors(e);
          setErrors(named);
          setFailure(isApiError(e) ? e.message : t`The settings could not be saved. Please try again.`);
        },
      },
    );
  };

  const props = { values, errors, onChange };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Board settings`}>
      <Stack gap="lg">
        <ContactSection {...props} />
        <AnalyticsSection {...props} />
        <PoliciesSection {...props} />
        <SearchSection {...props} />
        <MapsSection {...props} />
        <LanguagesSection {...props} />
        <GatewaysSection {...props} stored={settings.gateways} />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SaveBar
          dirty={changes !== null}
          saving={save.isPending}
          onDiscard={() => {
            setValues(initial);
            setErrors({});
            setFailure(null);
          }}
        />
      </Stack>
    </form>
  );
}
