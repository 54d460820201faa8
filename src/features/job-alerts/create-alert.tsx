// "Get these jobs by e-mail" on the job search: saves the search as a job alert. A signed-in
// candidate's alert starts at once; a guest gives an e-mail address and confirms it from the
// e-mail sent to it. Hidden when the plan has no job e-mail alerts, and for employers.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useCreateJobAlert } from '@generated/api/job-alerts/job-alerts';
import type { JobAlert } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { BellIcon } from '@/components/ui/line-icons';
import { isApiError } from '@/lib/api/api-error';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';
import { criteriaOf, describeCriteria, frequenciesOf, type AlertSearch } from './alert-criteria';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function CreateAlertButton({ search }: { search: AlertSearch }) {
  const session = useSession();
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const features = settings.data?.data.features;
  const [opened, setOpened] = useState(false);
  const frequencies = frequenciesOf(features);
  if (!features?.includes('job_email_alerts') || !frequencies.length) return null;
  if (session && session.user.role !== 'candidate') return null;
  return (
    <>
      <Button variant="light" leftSection={<BellIcon size={16} />} onClick={() => setOpened(true)}>
        <Trans>Get these jobs by e-mail</Trans>
      </Button>
      {opened ? (
        <CreateAlertModal search={search} frequencies={frequencies} guest={!session} onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}

type ModalProps = {
  search: AlertSearch;
  frequencies: ('daily' | 'weekly')[];
  guest: boolean;
  onClose: () => void;
};

function CreateAlertModal({ search, frequencies, guest, onClose }: ModalProps) {
  const create = useCreateJobAlert();
  const [frequency, setFrequency] = useState(frequencies[0] ?? 'weekly');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [done, setDone] = useState<JobAlert | null>(null);
  const criteria = criteriaOf(search);
  const summary = describeCriteria(criteria);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (guest && !EMAIL.test(email.trim())) {
      setEmailError(t`Enter a valid e-mail address`);
      return;
    }
    setEmailError(null);
    create.mutate(
      {
        data: {
          ...criteria,
          frequency,
          ...(name.trim() ? { name: name.trim() } : {}),
          ...(guest ? { email: email.trim() } : {}),
        },
      },
      { onSuccess: (res) => setDone(res.data) },
    );
  };

  const error = create.error
    ? isApiError(create.error)
      ? create.error.message
      : t`The alert could not be saved`
    : null;
  return (
    <AppModal
      opened
      onClose={onClose}
      title={done ? (guest ? t`Check your inbox` : t`Job alert created`) : t`Get these jobs by e-mail`}
    >
      {done ? (
        <Stack gap="md">
          {guest ? (
            <Text>
              {frequency === 'daily' ? (
                <Trans>
                  We sent a confirmation link to <strong>{done.email}</strong>. Open it to start getting{' '}
                  <strong>{done.name}</strong> every day.
                </Trans>
              ) : (
                <Trans>
                  We sent a confirmation link to <strong>{done.email}</strong>. Open it to start getting{' '}
                  <strong>{done.name}</strong> every week.
                </Trans>
              )}
            </Text>
          ) : (
            <Text>
              {done.frequency === 'daily' ? (
                <Trans>
                  New jobs for <strong>{done.name}</strong> will be e-mailed to {done.email} every morning.
                </Trans>
              ) : (
                <Trans>
                  New jobs for <strong>{done.name}</strong> will be e-mailed to {done.email} once a week.
                </Trans>
              )}
            </Text>
          )}
          <Group justify="flex-end">
            {guest ? null : (
              <Button
                variant="default"
                renderRoot={(props) => <Link {...props} to="/jobsseekers/my-jobs" search={{ tab: 'alerts' }} />}
              >
                <Trans>Manage alerts</Trans>
              </Button>
            )}
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              <Trans>
                New jobs matching <strong>{summary}</strong>, best first. Unsubscribe with one click from any e-mail.
              </Trans>
            </Text>
            {guest ? (
              <TextInput
                label={t`E-mail`}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
            ) : null}
            <TextInput
              label={t`Alert name`}
              description={t`Optional: we name it after your search.`}
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {frequencies.length > 1 ? (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="alert-frequency-label">
                  <Trans>How often</Trans>
                </Text>
                <SegmentedControl
                  aria-labelledby="alert-frequency-label"
                  value={frequency}
                  onChange={(v) => setFrequency(v === 'daily' ? 'daily' : 'weekly')}
                  data={frequencies.map((f) => ({ value: f, label: f === 'daily' ? t`Daily` : t`Weekly` }))}
                />
              </Stack>
            ) : (
              <Text fz="sm">{frequency === 'daily' ? <Trans>Sent daily.</Trans> : <Trans>Sent weekly.</Trans>}</Text>
            )}
            {error ? (
              <Alert color="red" role="alert" title={t`Not saved`}>
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending}>
                <Trans>Create job alert</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
