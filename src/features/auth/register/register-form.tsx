// Registration for either role (the employer's also creates the company). On success the
// server has e-mailed a code and the user goes on to verify that e-mail. Below the account fields
// come the board's own questions (its registration form's custom fields), rendered from its
// definition and checked by the same schema as the server's; they are sent with the registration.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useCustomFormHandle } from '@/components/custom-form';
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
  friendly,
  REGISTER_FIELDS,
  registerValidators,
  type RegisterValues,
} from './register-values';
import { answersOf, questionErrorOf, RegistrationQuestions } from './registration-questions-section';
import { useRegistrationQuestions } from './registration-questions';
import { EMAIL_TAKEN, MOBILE_TAKEN, useAvailability } from './use-availability';

function copyOf(): Record<AuthRole, { title: string; subtitle: string; submit: string }> {
  return {
    candidate: {
      title: t`Create your job seeker account`,
      subtitle: t`One profile for every application. It takes about a minute.`,
      submit: t`Create account`,
    },
    employer: {
      title: t`Start hiring`,
      subtitle: t`Create your company account and post your first job today.`,
      submit: t`Create company account`,
    },
  };
}

type Props = {
  account: AuthRole;
  /** Sign-up with another account (LinkedIn for candidates), placed above the form by the page. */
  socialSignIn?: ReactNode;
};

export function RegisterForm({ account: role, socialSignIn }: Props) {
  const paths = authPaths[role];
  const copy = copyOf()[role];
  const navigate = useNavigate();
  const candidate = useRegisterCandidateAccount();
  const employer = useRegisterEmployerAccount();
  const availability = useAvailability(role);
  const board = useRegistrationQuestions(role);
  const { questions } = board;
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [answersError, setAnswersError] = useState<string | null>(null);
  const { attach: attachQuestions, handle: questionsHandle, ready: questionsReady } = useCustomFormHandle();
  const validators = registerValidators(
    role,
    { email: availability.emailTaken, mobile: availability.mobileTaken },
    { email: EMAIL_TAKEN(), mobile: MOBILE_TAKEN() },
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
  const emailError = errors.email ?? (availability.emailTaken(values.email) ? EMAIL_TAKEN() : undefined);
  const mobileError =
    errors.mobNo ?? (availability.mobileTaken(values.countryCode, values.mobNo) ? MOBILE_TAKEN() : undefined);

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

  const send = (v: RegisterValues) => {
    setAnswersError(null);
    const options = {
      onSuccess: () => void navigate({ to: paths.verify, search: { email: v.email.trim() } }),
      onError: (error: unknown) => {
        setAnswersError(questionErrorOf(error));
        form.setExternalErrors(serverFieldErrors(error, REGISTER_FIELDS, friendly()));
      },
    };
    const values = questions.length ? { values: answersOf(questions, answers) } : {};
    if (role === 'employer') employer.mutate({ ...employerBody(v), ...values }, options);
    else candidate.mutate({ ...candidateBody(v), ...values }, options);
  };
  // The board's questions are checked with the account fields, so every message shows at once;
  // focus ends on the first account field in error, else on the first question in error.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const handle = questionsHandle.current;
    const answered = questions.length === 0 || (handle !== null && !handle.isUploading() && handle.validate());
    form.onSubmit((v) => {
      if (answered) send(v);
    })(event);
  };

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
      <form id={form.formId} onSubmit={submit} noValidate aria-label={t`Create account`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput {...text('firstName')} label={t`First name`} autoComplete="given-name" withAsterisk />
            <TextInput {...text('lastName')} label={t`Last name`} autoComplete="family-name" withAsterisk />
          </SimpleGrid>
          {role === 'employer' && (
            <>
              <TextInput {...text('companyName')} label={t`Company name`} autoComplete="organization" withAsterisk />
              <TextInput
                {...text('designation')}
                label={t`Your job title`}
                description={t`Optional, for example HR Manager`}
                autoComplete="organization-title"
              />
            </>
          )}
          <TextInput
            name="email"
            label={role === 'employer' ? t`Work e-mail` : t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t`you@example.com`}
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
              label={t`Password`}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => form.setValue('password', e.currentTarget.value)}
              onBlur={() => form.blur('password')}
              error={errors.password}
              withAsterisk
            />
            <PasswordChecklist password={values.password} />
          </Stack>
          {questions.length ? (
            <RegistrationQuestions
              role={role}
              questions={questions}
              value={answers}
              onChange={setAnswers}
              error={answersError}
              attach={attachQuestions}
            />
          ) : null}
          <Checkbox
            name="termsAccepted"
            checked={values.termsAccepted}
            onChange={(e) => form.setValue('termsAccepted', e.currentTarget.checked)}
            error={errors.termsAccepted}
            label={
              <>
                <Trans>
                  I agree to the{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank" rel="noopener" inherit>
                    terms and conditions
                  </Anchor>
                </Trans>
              </>
            }
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            // The questions load with the screen; until they are there the form is not complete.
            loading={
              candidate.isPending || employer.isPending || !board.ready || (questions.length > 0 && !questionsReady)
            }
          >
            {copy.submit}
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              Already have an account?{' '}
              <Anchor component={Link} to={paths.login} fw={600}>
                Log in
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
