// /contact-us: the board's contact form (contact-us/save) beside its contact details. The form
// checks the contract's rules before sending, moves focus to the first field in error, and shows
// what the server said: its thanks, the fields it refused, its "please wait" (429) or a failure.
// Boards whose plan lacks contact_us show their address only. docs/contact-us.md.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useSaveContactUs } from '@generated/api/contact-us/contact-us';
import { PageHeader } from '@/components/ui/page-header';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { DIAL_CODES, defaultDialCode } from '@/lib/phone/dial-codes';
import { STALE } from '@/lib/query/query-client';
import {
  CONTACT_FIELDS,
  friendly,
  LIMITS,
  contactErrors,
  contactInput,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-fields';

const fieldId = (f: ContactField) => `contact-${f}`;

type Failure = { kind: 'wait' | 'error'; message: string; retryAfterSeconds?: number };

/** When the form takes messages again, as one sentence per case so a language words each its own way. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return t`You can write again in a minute.`;
  return minutes < 90
    ? t`You can write again in about ${minutes} minutes.`
    : t`You can write again in a couple of hours.`;
}

function emptyValues(): ContactValues {
  return { name: '', email: '', countryCode: defaultDialCode(), mobNo: '', companyName: '', subject: '', message: '' };
}

export function ContactUsPage() {
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const site = settings.data?.data.name;
  const supportEmail = settings.data?.data.supportEmail ?? null;
  // Only a board whose settings say so is shown without the form; without settings the server decides.
  const offered = !settings.data || settings.data.data.features.includes('contact_us');

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title={t`Contact us`}
        subtitle={
          site
            ? t`Questions about jobs, hiring or your account on ${site}? Write to us and we will answer by e-mail.`
            : t`Questions about jobs, hiring or your account? Write to us and we will answer by e-mail.`
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {offered ? (
            <ContactForm />
          ) : (
            <Alert color="gray" title={t`The contact form is not available on this site`} role="status">
              {supportEmail ? t`Please write to us by e-mail instead.` : t`Please come back later.`}
            </Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactDetails supportEmail={supportEmail} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function ContactDetails({ supportEmail }: { supportEmail: string | null }) {
  return (
    <Card withBorder radius="md" p="lg" component="aside" aria-labelledby="contact-details-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="contact-details-title">
          <Trans>Other ways to reach us</Trans>
        </Title>
        {supportEmail ? (
          <Text>
            <Trans>
              E-mail:{' '}
              <Anchor href={`mailto:${supportEmail}`} fw={600}>
                {supportEmail}
              </Anchor>
            </Trans>
          </Text>
        ) : (
          <Text c="dimmed">
            <Trans>Use the form: it reaches the team that runs this site.</Trans>
          </Text>
        )}
        <Text c="dimmed" fz="sm">
          <Trans>We usually answer within two working days. Please do not send passwords or payment details.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}

function ContactForm() {
  const save = useSaveContactUs({ request: SILENT });
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (thanks) done.current?.focus();
  }, [thanks]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set = (key: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((k) => found[k]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = contactErrors(values);
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    save.mutate(
      { data: contactInput(values) },
      {
        onSuccess: (res) => setThanks(res.message),
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            const named = fieldErrorsOf(error, CONTACT_FIELDS, friendly());
            if (Object.keys(named).length) return showErrors(named);
          }
          if (isApiError(error) && error.status === 429)
            return setFailure({
              kind: 'wait',
              message: error.message,
              ...(error.body.data?.retryAfterSeconds ? { retryAfterSeconds: error.body.data.retryAfterSeconds } : {}),
            });
          setFailure({
            kind: 'error',
            message: isApiError(error) ? error.message : t`Your message could not be sent. Please try again.`,
          });
        },
      },
    );
  };

  const replyTo = values.email.trim();
  if (thanks)
    return (
      <Card withBorder radius="md" p="lg">
        <Stack gap="md" role="status" aria-live="polite">
          <Group gap="sm" wrap="nowrap">
            <CheckIcon size={24} aria-hidden color="var(--mantine-color-green-7)" />
            <Title order={2} fz="lg" ref={done} tabIndex={-1} style={{ outline: 'none' }}>
              <Trans>Message sent</Trans>
            </Title>
          </Group>
          <Text>{thanks}</Text>
          <Text c="dimmed" fz="sm">
            <Trans>We will reply to {replyTo}.</Trans>
          </Text>
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setThanks(null);
                setValues((v) => ({ ...emptyValues(), name: v.name, email: v.email, countryCode: v.countryCode }));
                save.reset();
              }}
            >
              <Trans>Send another message</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    );

  const remaining = LIMITS.message - values.message.length;
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="contact-form-title">
            <Trans>Send us a message</Trans>
          </Title>
          <Text c="dimmed" fz="sm">
            <Trans>Fields marked * are required.</Trans>
          </Text>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id={fieldId('name')}
                label={t`Your name`}
                value={values.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
                error={errors.name}
                autoComplete="name"
                maxLength={LIMITS.name}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id={fieldId('email')}
                label={t`E-mail`}
                type="email"
                value={values.email}
                onChange={(e) => set('email')(e.currentTarget.value)}
                error={errors.email}
                autoComplete="email"
                maxLength={LIMITS.email}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  id={fieldId('countryCode')}
                  label={t`Country code`}
                  w={{ base: 118, xs: 150 }}
                  value={values.countryCode}
                  onChange={(e) => set('countryCode')(e.currentTarget.value)}
                  error={errors.countryCode}
                  autoComplete="tel-country-code"
                  data={DIAL_CODES.map((d) => ({ value: d.code, label: `${d.code} ${d.label}` }))}
                />
                <TextInput
                  id={fieldId('mobNo')}
                  label={t`Phone (optional)`}
                  style={{ flex: 1, minWidth: 0 }}
                  value={values.mobNo}
                  onChange={(e) => set('mobNo')(e.currentTarget.value.replace(/\s+/g, ''))}
                  error={errors.mobNo}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={15}
                />
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id={fieldId('companyName')}
                label={t`Company (optional)`}
                value={values.companyName}
                onChange={(e) => set('companyName')(e.currentTarget.value)}
                error={errors.companyName}
                autoComplete="organization"
                maxLength={LIMITS.companyName}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            id={fieldId('subject')}
            label={t`Subject`}
            value={values.subject}
            onChange={(e) => set('subject')(e.currentTarget.value)}
            error={errors.subject}
            maxLength={LIMITS.subject}
            required
          />
          <Textarea
            id={fieldId('message')}
            label={t`Message`}
            description={t`${remaining.toLocaleString('en')} characters left`}
            value={values.message}
            onChange={(e) => set('message')(e.currentTarget.value)}
            error={errors.message}
            autosize
            minRows={5}
            maxRows={14}
            maxLength={LIMITS.message}
            required
          />
          {failure ? (
            <Alert
              ref={failureRef}
              tabIndex={-1}
              color={failure.kind === 'wait' ? 'yellow' : 'red'}
              icon={<AlertIcon size={18} />}
              role="alert"
              title={failure.kind === 'wait' ? t`Please wait a little` : t`Your message was not sent`}
            >
              <Text fz="sm">{failure.message}</Text>
              {failure.retryAfterSeconds ? (
                <Text fz="sm" mt={4}>
                  {waitText(failure.retryAfterSeconds)}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Send message</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
