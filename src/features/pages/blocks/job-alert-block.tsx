// A job alert sign-up: what to look for (optional words), how often, and for guests the e-mail
// address to confirm. A signed-in job seeker's alert starts at once; a guest's after confirming
// the e-mail sent to them. Left out where the plan has no job e-mail alerts, and for employers.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useCreateJobAlert } from '@generated/api/job-alerts/job-alerts';
import type { JobAlert } from '@generated/api/model';
import { BellIcon } from '@/components/ui/line-icons';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import { useSession } from '@/lib/session/session';
import type { BlockProps } from '../block-types';
import { BlockSection, headingIdOf } from './block-section';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
type Frequency = 'daily' | 'weekly';

export default function JobAlertBlock({ settings, blockId }: BlockProps<'job_alert'>) {
  const session = useSession();
  const tenant = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const features = tenant.data?.data.features;
  const frequencies = (['daily', 'weekly'] as const).filter((f) => features?.includes(`job_alert_${f}`));
  if (!features?.includes('job_email_alerts') || frequencies.length === 0) return null;
  if (session && session.user.role !== 'candidate') return null;
  return <JobAlertForm settings={settings} blockId={blockId} frequencies={frequencies} guest={!session} />;
}

type FormProps = BlockProps<'job_alert'> & { frequencies: Frequency[]; guest: boolean };

function JobAlertForm({ settings, blockId, frequencies, guest }: FormProps) {
  const create = useCreateJobAlert({ request: SILENT });
  const ids = useId();
  const preferred = frequencies.includes(settings.frequency) ? settings.frequency : (frequencies[0] as Frequency);
  const [frequency, setFrequency] = useState<Frequency>(preferred);
  const [keyword, setKeyword] = useState('');
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [done, setDone] = useState<JobAlert | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (guest && !EMAIL.test(email.trim())) {
      setEmailError(t`Enter a valid e-mail address`);
      return;
    }
    setEmailError(null);
    const words = keyword.trim();
    create.mutate(
      { data: { frequency, ...(words ? { keyword: words } : {}), ...(guest ? { email: email.trim() } : {}) } },
      { onSuccess: (res) => setDone(res.data) },
    );
  };
  const failure = create.error
    ? isApiError(create.error)
      ? create.error.message
      : t`The alert could not be saved. Please try again.`
    : null;
  const headingId = headingIdOf(blockId);

  return (
    <BlockSection blockId={blockId} label={t`Job alert`} ownHeading>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="white">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <BellIcon size={28} aria-hidden />
              <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }}>
                {settings.heading ?? t`Get new jobs by e-mail`}
              </Title>
            </Group>
            {settings.text ? <Text c="dimmed">{settings.text}</Text> : null}
            <Text fz="sm" c="dimmed">
              <Trans>Unsubscribe with one click from any e-mail.</Trans>
            </Text>
          </Stack>
          {done ? (
            <Alert
              color="teal"
              variant="light"
              title={guest ? t`Check your inbox` : t`Job alert created`}
              role="status"
            >
              {guest
                ? frequency === 'daily'
                  ? t`We sent a confirmation link to ${done.email}. Open it to start getting new jobs every day.`
                  : t`We sent a confirmation link to ${done.email}. Open it to start getting new jobs every week.`
                : done.frequency === 'daily'
                  ? t`New jobs for “${done.name}” will be e-mailed to ${done.email} every morning.`
                  : t`New jobs for “${done.name}” will be e-mailed to ${done.email} once a week.`}
            </Alert>
          ) : (
            <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={headingId}>
              <Stack gap="sm">
                <TextInput
                  id={`${ids}-keyword`}
                  label={t`What are you looking for?`}
                  description={t`Optional: a job title, skill or company.`}
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                  maxLength={100}
                />
                {guest ? (
                  <TextInput
                    id={`${ids}-email`}
                    label={t`E-mail`}
                    type="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={emailError}
                  />
                ) : null}
                {frequencies.length > 1 ? (
                  <Stack gap={4}>
                    <Text fz="sm" fw={500} id={`${ids}-frequency`}>
                      <Trans>How often</Trans>
                    </Text>
                    <SegmentedControl
                      aria-labelledby={`${ids}-frequency`}
                      value={frequency}
                      onChange={(v) => setFrequency(v === 'daily' ? 'daily' : 'weekly')}
                      data={frequencies.map((f) => ({ value: f, label: f === 'daily' ? t`Daily` : t`Weekly` }))}
                    />
                  </Stack>
                ) : null}
                {failure ? (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                ) : null}
                <Button type="submit" loading={create.isPending} mt={4}>
                  {settings.buttonLabel}
                </Button>
              </Stack>
            </form>
          )}
        </SimpleGrid>
      </Paper>
    </BlockSection>
  );
}
