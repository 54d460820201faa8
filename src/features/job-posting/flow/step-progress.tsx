// The progress bar of the posting flow: nine numbered steps, the current one marked for screen
// readers with aria-current, the ones the draft has reached as links. It scrolls sideways on
// phones rather than wrapping into an unreadable block.
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JobPostingStep } from '@generated/api/model';
import { POSTING_STEPS, isReachable, stepIndex } from './steps';
import classes from './step-progress.module.css';

type Props = { current: JobPostingStep; saved: JobPostingStep | undefined; jobId: string | undefined };

export function StepProgress({ current, saved, jobId }: Props) {
  const currentIndex = stepIndex(current);
  const savedIndex = saved ? stepIndex(saved) : -1;
  return (
    <Box component="nav" aria-label="Job posting steps" className={classes.scroller} mb="lg">
      <Group component="ol" gap={6} wrap="nowrap" className={classes.list}>
        {POSTING_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const done = index <= savedIndex && !isCurrent;
          const state = isCurrent ? 'current' : done ? 'done' : 'todo';
          const body = (
            <>
              <span className={classes.number} aria-hidden>
                {done ? '✓' : index + 1}
              </span>
              <Text component="span" fz="sm" fw={isCurrent ? 650 : 500}>
                {step.label}
              </Text>
              {done ? <span className={classes.srOnly}> (completed)</span> : null}
            </>
          );
          const linkable = !isCurrent && jobId !== undefined && isReachable(step.key, saved);
          return (
            <li key={step.key} className={classes.item} data-state={state}>
              {linkable ? (
                <UnstyledButton
                  className={classes.step}
                  renderRoot={(props) => <Link {...props} to={step.path} search={{ jobId }} />}
                >
                  {body}
                </UnstyledButton>
              ) : (
                <span className={classes.step} aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
