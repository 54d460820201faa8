// Registration for either role (the employer's also creates the company). On success the
// server has e-mailed a code and the user goes on to verify that e-mail.
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ChangeEvent, ReactNode } from 'react';
import { useRegisterCandidateAccount, useRegisterEmployerAccount } from '../api/register';
import { defaultDialCode } from '../components/dial-codes';
import { AuthLayout } from '../components/auth-layout';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordField } from '../components/password-field';
import { PhoneField } from '../components/phone-field';
import { emailRule, mobileRule } from '../form/rules';
import { serverFieldErrors } from '../form/server-errors';
import { useForm } from '../form/use-form';
import { authPaths, type AuthRole } from '../roles';
import {
  candidateBody,
  employerBody,
  FRIENDLY,
  REGISTER_FIELDS,
  registerValidators,
  type RegisterValues,
} from './register-values';
import { EMAIL_TAKEN, MOBILE_TAKEN, useAvailability } from './use-availability';

const COPY: Record<AuthRole, { title: string; subtitle: string; submit: string }> = {
  candidate: {
    title: 'Create your job seeker account',
    subtitle: 'One profile for every application. It takes about a minute.',
    submit: 'Create account',
  },
  employer: {
    title: 'Start hiring',
    subtitle: 'Create your company account and post your first job today.',
    submit: 'Create company account',
  },
};

type Props = {
  account: AuthRole;
  /** Sign-up with another account (LinkedIn for candidates), placed above the form by the page. */
  socialSignIn?: ReactNode;
};

export function RegisterForm({ account: role, socialSignIn }: Props) {
  const paths = authPaths[role];
  const copy = COPY[role];
  const navigate = useNavigate();
  const candidate = useRegisterCandidateAccount();
  const employer = useRegisterEmployerAccount();
  const availability = useAvailability(role);
  const validators = registerValidators(
    role,
    { email: availability.emailTaken, mobile: availability.mobileTaken },
    { email: EMAIL_TAKEN, mobile: MOBILE_TAKEN },
  );
  const form = useForm<RegisterValues>(
    {
      firstName: '',
      lastName: '',
      companyName: '',
      designation: '',
      email: '',
      countryCode: defaultDialCode(),
      mobNo: '',
      password: '',
      termsAccepted: false,
    },
    validators,
  );
  const { values, errors } = form;
  const emailError = errors.email ?? (availability.emailTaken(values.email) ? EMAIL_TAKEN : undefined);
  const mobileError =
    errors.mobNo ?? (availability.mobileTaken(values.countryCode, values.mobNo) ? MOBILE_TAKEN : undefined);

  const onEmailBlur = () => {
    form.blur('email');
    const email = values.email.trim();
    if (!emailRule(email)) availability.checkEmail(email);
  };
  const onMobileBlur = () => {
    form.blur('mobNo');
    const mobNo = values.mobNo.trim();
    if (!mobileRule(mobNo)) availability.checkMobile(values.countryCode, mobNo);
  };

  const submit = form.onSubmit((v) => {
    const options = {
      onSuccess: () => void navigate({ to: paths.verify, search: { email: v.email.trim() } }),
      onError: (error: unknown) => form.setExternalErrors(serverFieldErrors(error, REGISTER_FIELDS, FRIENDLY)),
    };
    if (role === 'employer') employer.mutate(employerBody(v), options);
    else candidate.mutate(candidateBody(v), options);
  });

  const text = (key: 'firstName' | 'lastName' | 'companyName' | 'designation') => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(key, e.currentTarget.value),
    onBlur: () => form.blur(key),
    error: errors[key],
  });

  return (
    <AuthLayout account={role} title={copy.title} subtitle={copy.subtitle}>
      {socialSignIn}
      <form id={form.formId} onSubmit={submit} noValidate aria-label="Create account">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput {...text('firstName')} label="First name" autoComplete="given-name" withAsterisk />
            <TextInput {...text('lastName')} label="Last name" autoComplete="family-name" withAsterisk />
          </SimpleGrid>
          {role === 'employer' && (
            <>
              <TextInput {...text('companyName')} label="Company name" autoComplete="organization" withAsterisk />
              <TextInput
                {...text('designation')}
                label="Your job title"
                description="Optional, for example HR Manager"
                autoComplete="organization-title"
              />
            </>
          )}
          <TextInput
            name="email"
            label={role === 'employer' ? 'Work e-mail' : 'E-mail'}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={(e) => form.setValue('email', e.currentTarget.value)}
            onBlur={onEmailBlur}
            error={emailError}
            withAsterisk
          />
          <PhoneField
            countryCode={values.countryCode}
            mobNo={values.mobNo}
            onCountryCode={(v) => form.setValue('countryCode', v)}
            onMobNo={(v) => form.setValue('mobNo', v)}
            onBlurMobNo={onMobileBlur}
            countryCodeError={errors.countryCode}
            mobNoError={mobileError}
          />
          <Stack gap="xs">
            <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => form.setValue('password', e.currentTarget.value)}
              onBlur={() => form.blur('password')}
              error={errors.password}
              withAsterisk
            />
            <PasswordChecklist password={values.password} />
          </Stack>
          <Checkbox
            name="termsAccepted"
            checked={values.termsAccepted}
            onChange={(e) => form.setValue('termsAccepted', e.currentTarget.checked)}
            error={errors.termsAccepted}
            label={
              <>
                I agree to the{' '}
                <Anchor component={Link} to={paths.terms} target="_blank" rel="noopener" inherit>
                  terms and conditions
                </Anchor>
              </>
            }
          />
          <Button type="submit" fullWidth size="md" loading={candidate.isPending || employer.isPending}>
            {copy.submit}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
