// The guest's application: name, e-mail, mobile with its dialling code, a resume (uploaded through
// files/guest/upload), the job's questions and a honeypot. The honeypot `website` is invisible and
// unreachable for people (off screen, aria-hidden, out of the tab order, no autofill); bots that
// fill every input fill it too, and the server refuses a filled one.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { currentApplyRef } from '@/lib/applying/apply-ref';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useApplyToJobAsGuest } from '@generated/api/applying/applying';
import type { ApplicationAnswers, ApplicationReceipt, Job, UploadedFile } from '@generated/api/model';
import { CustomFormRenderer, useCustomFormHandle } from '@/components/custom-form';
import { ResumeUploadField } from '@/components/resume-upload/resume-upload-field';
import { AlertIcon } from '@/components/ui/icons';
import { SILENT } from '@/lib/api/http';
import { applyFailureOf } from '@/lib/applying/apply-error';
import { useApplicationQuestions } from '@/lib/applying/application-questions';
import { DIAL_CODES, defaultDialCode } from '@/lib/phone/dial-codes';
import { normalizeFormData } from '@shared/custom-form/index.ts';
import { cleanGuestDetails, guestDetailErrors, type GuestDetails, type GuestErrors } from './guest-fields';

type Props = {
  job: Job;
  onApplied: (receipt: ApplicationReceipt, email: string) => void;
  onCancel: () => void;
};

const HONEYPOT_STYLE = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

type Failure = { message: string; alreadyApplied?: boolean };

export function GuestApplyForm({ job, onApplied, onCancel }: Props) {
  // The board's questions of every application, then the job's own.
  const asked = useApplicationQuestions(job.questions);
  const questions = asked.questions;
  const [details, setDetails] = useState<GuestDetails>(() => ({
    name: '',
    email: '',
    countryCode: defaultDialCode(),
    mobNo: '',
  }));
  const [errors, setErrors] = useState<GuestErrors>({});
  const [resume, setResume] = useState<UploadedFile | null>(null);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const { attach: attachForm, handle: formHandle, ready: formReady } = useCustomFormHandle();
  const apply = useApplyToJobAsGuest({ request: SILENT });

  const set = (key: keyof GuestDetails) => (value: string) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = () => {
    setFailure(null);
    const found = guestDetailErrors(details);
    if (!resume) found.resume = t`Please upload your resume.`;
    setErrors(found);
    // Send waits (loading) until the lazy questions form is on screen, so its handle is there.
    const handle = formHandle.current;
    const questionsOk = !questions.length || (handle !== null && !handle.isUploading() && handle.validate());
    const firstBad = (['name', 'email', 'countryCode', 'mobNo'] as const).find((k) => found[k]);
    if (firstBad) document.getElementById(`guest-apply-${firstBad}`)?.focus();
    if (Object.keys(found).length || !questionsOk || !resume) return;
    const clean = cleanGuestDetails(details);
    const asked = new Set(questions.map((q) => q.keyNm));
    const sent = Object.fromEntries(
      Object.entries(normalizeFormData(questions, answers)).filter(([k]) => asked.has(k)),
    );
    apply.mutate(
      {
        data: {
          jobId: job._id,
          ...clean,
          resumeUri: resume.uri,
          answers: sent as ApplicationAnswers,
          website,
          ...currentApplyRef(),
        },
      },
      {
        onSuccess: (result) => onApplied(result.data, clean.email),
        onError: (error) => {
          const f = applyFailureOf(error);
          if (f.kind === 'already-applied')
            setFailure({
              message: t`An application from ${clean.email} to this job has already been sent.`,
              alreadyApplied: true,
            });
          else if (f.kind === 'not-allowed')
            setFailure({
              message: t`Applying without an account is not available for this job. Please log in or register to apply.`,
            });
          else setFailure({ message: f.message });
        },
      },
    );
  };

  return (
    // Not a <form>: the questions are a form of their own, and forms cannot nest.
    <Stack gap="md">
      <TextInput
        id="guest-apply-name"
        label={t`Full name`}
        value={details.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
        autoComplete="name"
        maxLength={60}
        withAsterisk
      />
      <TextInput
        id="guest-apply-email"
        label={t`E-mail`}
        type="email"
        value={details.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        withAsterisk
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          id="guest-apply-countryCode"
          label={t`Country code`}
          w={{ base: 118, xs: 150 }}
          value={details.countryCode}
          onChange={(e) => set('countryCode')(e.currentTarget.value)}
          error={errors.countryCode}
          autoComplete="tel-country-code"
          data={DIAL_CODES.map((d) => ({ value: d.code, label: `${d.code} ${d.label}` }))}
          withAsterisk
        />
        <TextInput
          id="guest-apply-mobNo"
          label={t`Mobile number`}
          style={{ flex: 1, minWidth: 0 }}
          value={details.mobNo}
          onChange={(e) => set('mobNo')(e.currentTarget.value.replace(/\s+/g, ''))}
          error={errors.mobNo}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          withAsterisk
        />
      </Group>
      <ResumeUploadField
        audience="guest"
        value={resume}
        onChange={(file) => (setResume(file), setErrors((e) => ({ ...e, resume: undefined })))}
        error={errors.resume}
        required
      />
      {questions.length ? (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            <Trans>The employer&apos;s questions</Trans>
          </Text>
          <CustomFormRenderer
            ref={attachForm}
            fields={questions}
            value={answers}
            onChange={setAnswers}
            guest
            formId="guest-apply-questions"
          />
        </Stack>
      ) : null}
      <div aria-hidden="true" style={HONEYPOT_STYLE}>
        <label htmlFor="guest-apply-website">
          <Trans>Website</Trans>
        </label>
        <input
          id="guest-apply-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.currentTarget.value)}
        />
      </div>
      {failure ? (
        <Alert color="red" icon={<AlertIcon size={18} />} role="alert" title={t`Your application was not sent`}>
          <Text fz="sm">{failure.message}</Text>
          {failure.alreadyApplied ? (
            <Text fz="sm" mt={4}>
              <Trans>
                Register with this e-mail address to follow it:{' '}
                <Anchor renderRoot={(props) => <Link {...props} to="/jobsseekers/register" />}>
                  create an account
                </Anchor>
                .
              </Trans>
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <Text fz="xs" c="dimmed">
        <Trans>By applying you share these details and your resume with {job.company.name}.</Trans>
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={apply.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} loading={apply.isPending || !asked.ready || (questions.length > 0 && !formReady)}>
          <Trans>Send application</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
