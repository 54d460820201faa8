// /jobsseekers/profile-setup: a new candidate's guided setup. candidate-profile/init on entry, then
// basic details → personal details → industry details and skills (the same forms as the profile's
// first tab) → optionally import from a resume; Finish marks the setup done
// (candidate-profile/setup) and opens the profile. Personal and industry details can be skipped
// and filled later; the server refuses to finish without the basic details.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useCompleteCandidateProfileSetup } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile } from '@generated/api/model';
import { PageHeader } from '@/components/ui/page-header';
import { PageState } from '@/components/ui/page-state';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { failureMessage } from '../components/form-failure';
import { BasicDetailsForm } from '../details/basic-details-form';
import { IndustryDetailsForm } from '../details/industry-details-form';
import { PersonalDetailsForm } from '../details/personal-details-form';
import { ProfileSkeleton } from '../profile-skeleton';
import { useProfile, useProfileSaved } from '../use-profile';
import { ImportStep } from './import-step';
import { useInitProfile } from './use-init-profile';

type SetupStep = { label: string; hint: string };

/**
 * The steps in the reader's language: a function, as the language is known only at render. A
 * tuple, so the first step is known to be there.
 */
function setupSteps(): readonly [SetupStep, SetupStep, SetupStep, SetupStep] {
  return [
    { label: t`Basic details`, hint: t`Your name, mobile number and a headline employers see first.` },
    { label: t`Personal details`, hint: t`Where you live and a few lines about you.` },
    {
      label: t`Industry and skills`,
      hint: t`What you do, your experience, salary and skills: used to match you with jobs.`,
    },
    { label: t`Import (optional)`, hint: t`Fill the rest of your profile from a resume you already have.` },
  ];
}

export function ProfileSetupPage() {
  const init = useInitProfile();
  // The profile query follows each step's save; the init's answer is its first value (a new
  // candidate's profile may not exist before init, so it is not read before).
  const query = useProfile({ enabled: init.profile !== null });
  const profile = query.data ?? init.profile;
  if (!profile) {
    if (init.failed)
      return (
        <PageState
          title={t`We could not start your profile`}
          text={t`Please check your connection and try again.`}
          onRetry={init.retry}
          retrying={init.retrying}
        />
      );
    return <ProfileSkeleton />;
  }
  return <SetupSteps profile={profile} />;
}

function SetupSteps({ profile }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const saved = useProfileSaved();
  const [step, setStep] = useState(0);
  const titleId = useId();
  const steps = setupSteps();
  const current = steps[step] ?? steps[0];
  const complete = useCompleteCandidateProfileSetup({ request: SILENT });
  const next = (p: CandidateProfile, message: string) => {
    void saved({ profile: p, message });
    toast(message);
    setStep((s) => Math.min(s + 1, steps.length - 1));
  };
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: (res) => {
        void saved();
        toast(res.message || t`Profile setup completed`);
        void navigate({ to: '/jobsseekers/profile' });
      },
    });
  const skip = (
    <Button variant="subtle" color="gray" onClick={() => setStep((s) => s + 1)}>
      <Trans>Skip for now</Trans>
    </Button>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`Set up your profile`}
        subtitle={t`A few details so employers can find you. You can change everything later under My profile.`}
      />
      <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm" mb="lg" visibleFrom="sm">
        {steps.map((entry) => (
          <Stepper.Step key={entry.label} label={entry.label} />
        ))}
      </Stepper>
      {/* Four labelled steps do not fit a phone's width: there, the step in words and a bar. */}
      <Stack gap={6} mb="md" hiddenFrom="sm">
        <Text fz="sm" c="dimmed">
          <Trans>
            Step {step + 1} of {steps.length}
          </Trans>
        </Text>
        <Progress value={((step + 1) / steps.length) * 100} size="sm" aria-hidden />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
        <Stack gap={2} mb="md">
          <Title order={2} fz="lg" fw={650} id={titleId}>
            {current.label}
          </Title>
          <Text fz="sm" c="dimmed">
            {current.hint}
          </Text>
        </Stack>
        {step === 0 ? <BasicDetailsForm profile={profile} submitLabel={t`Save and continue`} onSaved={next} /> : null}
        {step === 1 ? (
          <Stack gap="xs">
            <PersonalDetailsForm profile={profile} submitLabel={t`Save and continue`} onSaved={next} />
            <Group justify="flex-end">{skip}</Group>
          </Stack>
        ) : null}
        {step === 2 ? (
          <Stack gap="xs">
            <IndustryDetailsForm profile={profile} submitLabel={t`Save and continue`} onSaved={next} />
            <Group justify="flex-end">{skip}</Group>
          </Stack>
        ) : null}
        {step === 3 ? (
          <Stack gap="md">
            <ImportStep />
            {complete.error ? (
              <Alert color="red" variant="light" role="alert" title={t`Your setup is not finished yet`}>
                <Text fz="sm">{failureMessage(complete.error)}</Text>
                <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setStep(0)}>
                  <Trans>Go to basic details</Trans>
                </Button>
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={() => setStep(2)}>
                <Trans>Back</Trans>
              </Button>
              <Button onClick={finish} loading={complete.isPending}>
                <Trans>Finish and see my profile</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Paper>
    </Container>
  );
}
