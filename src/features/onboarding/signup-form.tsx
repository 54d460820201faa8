// The signup of a new job board: company, administrator, address, country and time zone. On
// success the client exists in onboarding, a code is on its way, and the code step follows.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useCreateClient, useListOnboardingCountries } from '@generated/api/onboarding/onboarding';
import { readClickIds } from '@/lib/analytics/providers/click-ids';
import { STALE } from '@/lib/query/query-client';
import { toast } from '@/lib/toast/toast';
import { fieldErrorsOf, messageOf } from './api-failure';
import { CountryFields, guessCountry } from './country-fields';
import { PasswordChecklist } from './password-checklist';
import {
  EMPTY_SIGNUP,
  normaliseSubdomainInput,
  subdomainProblem,
  suggestSubdomain,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from './signup-rules';
import { signupStore } from './signup-store';
import { SubdomainField } from './subdomain-field';
import { trackClientCreated } from './track-signup';
import { useSubdomainAvailability } from './use-subdomain-availability';

const FIELDS: readonly SignupField[] = [
  'companyName',
  'adminName',
  'email',
  'password',
  'subdomain',
  'countryCode',
  'timezone',
  'acceptTerms',
];

export function SignupForm({ debounceMs }: { debounceMs?: number }) {
  const navigate = useNavigate();
  const [typed, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [touched, setTouched] = useState<Set<SignupField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [serverErrors, setServerErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const countries = useListOnboardingCountries(undefined, { query: { staleTime: STALE.week } });
  const countryList = countries.data?.data;
  // The visitor's own country and zone are proposed until they choose one themselves.
  const guess = useMemo(() => (countryList ? guessCountry(countryList) : null), [countryList]);
  const values = typed.countryCode || !guess ? typed : { ...typed, countryCode: guess.code, timezone: guess.zone };
  const zones = useMemo(
    () => countryList?.find((c) => c.isoCode === values.countryCode)?.timezones.map((z) => z.zoneName) ?? [],
    [countryList, values.countryCode],
  );
  const availability = useSubdomainAvailability(values.subdomain, !subdomainProblem(values.subdomain), debounceMs);
  const create = useCreateClient();

  const errors = validateSignup(values, zones);
  const shown = (field: SignupField) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined);

  const update = <F extends SignupField>(field: F, value: SignupValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };
  const blur = (field: SignupField) => setTouched((t) => new Set(t).add(field));

  const onCompanyName = (name: string) => {
    update('companyName', name);
    if (!subdomainEdited) update('subdomain', suggestSubdomain(name));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    const first = FIELDS.find((f) => errors[f]);
    if (first || availability.state === 'taken') {
      document.getElementById(`signup-${first ?? 'subdomain'}`)?.focus();
      return;
    }
    const tracking = readClickIds();
    create.mutate(
      {
        data: {
          companyName: values.companyName.trim(),
          adminName: values.adminName.trim(),
          email: values.email.trim(),
          password: values.password,
          subdomain: values.subdomain,
          countryCode: values.countryCode,
          timezone: values.timezone,
          ...(Object.keys(tracking).length ? { tracking } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          const { client, otp } = answer.data;
          signupStore.setFinished(null);
          signupStore.setPending({
            email: otp.email,
            companyName: client.name,
            clientId: client._id,
            host: client.primaryHost,
            resendAt: Date.now() + otp.resendAfterSeconds * 1000,
          });
          trackClientCreated(client);
          toast(answer.message);
          void navigate({ to: '/onboarding-otp' });
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error, FIELDS);
          setServerErrors(byField);
          setFailure(messageOf(error, t`We could not create your job board. Please try again.`));
          const first = FIELDS.find((f) => byField[f]);
          if (first) document.getElementById(`signup-${first}`)?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t`Create your job board`}>
      <Stack gap="md">
        <TextInput
          id="signup-companyName"
          label={t`Company name`}
          placeholder={t`Northwind Logistics`}
          value={values.companyName}
          onChange={(e) => onCompanyName(e.currentTarget.value)}
          onBlur={() => blur('companyName')}
          error={shown('companyName')}
          autoComplete="organization"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id="signup-adminName"
            label={t`Your full name`}
            placeholder={t`Daniel Okafor`}
            value={values.adminName}
            onChange={(e) => update('adminName', e.currentTarget.value)}
            onBlur={() => blur('adminName')}
            error={shown('adminName')}
            autoComplete="name"
            required
          />
          <TextInput
            id="signup-email"
            type="email"
            label={t`Work e-mail`}
            placeholder="you@company.com"
            value={values.email}
            onChange={(e) => update('email', e.currentTarget.value)}
            onBlur={() => blur('email')}
            error={shown('email')}
            autoComplete="email"
            inputMode="email"
            required
          />
        </SimpleGrid>
        <div>
          <PasswordInput
            id="signup-password"
            label={t`Password`}
            value={values.password}
            onChange={(e) => update('password', e.currentTarget.value)}
            onBlur={() => blur('password')}
            error={shown('password')}
            autoComplete="new-password"
            required
            aria-describedby="signup-password-rules"
          />
          <PasswordChecklist id="signup-password-rules" value={values.password} />
        </div>
        <SubdomainField
          value={values.subdomain}
          error={shown('subdomain')}
          availability={availability.state}
          host={availability.host}
          onChange={(raw) => {
            setSubdomainEdited(true);
            update('subdomain', normaliseSubdomainInput(raw));
          }}
          onBlur={() => blur('subdomain')}
        />
        <CountryFields
          countries={countryList}
          loading={countries.isPending}
          failed={countries.isError}
          onRetry={() => void countries.refetch()}
          countryCode={values.countryCode}
          timezone={values.timezone}
          countryError={shown('countryCode')}
          timezoneError={shown('timezone')}
          onCountry={(code, countryZones) => {
            update('countryCode', code);
            update('timezone', countryZones.length === 1 ? (countryZones[0] ?? '') : '');
          }}
          onTimezone={(zone) => {
            // Picking a zone confirms the proposed country too.
            update('countryCode', values.countryCode);
            update('timezone', zone);
          }}
          onBlur={blur}
        />
        <Checkbox
          id="signup-acceptTerms"
          checked={values.acceptTerms}
          onChange={(e) => update('acceptTerms', e.currentTarget.checked)}
          error={shown('acceptTerms')}
          label={
            <Trans>
              I agree to the{' '}
              <Anchor component={Link} to="/terms-of-use" target="_blank" inherit>
                terms of use
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
                privacy policy
              </Anchor>
            </Trans>
          }
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t`Your job board was not created`}>
            {failure}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={create.isPending}>
          <Trans>Create my job board</Trans>
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <Trans>Your board starts on a free trial for up to 5000 candidates. No card needed.</Trans>
        </Text>
      </Stack>
    </form>
  );
}
