// The form card of a posting screen with its Back and Save & continue buttons. The buttons sit in
// one row that stacks on phones, with the primary action last in reading order.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import type { JobPostingStep } from '@generated/api/model';
import { previousStep } from './steps';

type Props = {
  step: JobPostingStep;
  jobId: string | undefined;
  onSubmit: () => void;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
  /** Describes the form for screen readers. */
  label: string;
};

export function StepForm({ step, jobId, onSubmit, saving, children, submitLabel, label }: Props) {
  const back = previousStep(step);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card component="form" onSubmit={handleSubmit} noValidate aria-label={label} p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">{children}</Stack>
      <Group
        justify="space-between"
        mt="xl"
        pt="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        {step === 'job-type' ? (
          <Button component={Link} to="/employer/my-jobs" variant="default">
            <Trans>Cancel</Trans>
          </Button>
        ) : (
          <Button variant="default" renderRoot={(props) => <Link {...props} to={back.path} search={{ jobId }} />}>
            <Trans>Back</Trans>
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {submitLabel ?? t`Save & continue`}
        </Button>
      </Group>
    </Card>
  );
}
