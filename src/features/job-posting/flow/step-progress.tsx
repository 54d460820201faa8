// The progress bar of the posting flow: nine numbered steps, the current one marked for screen
// readers with aria-current, the ones the draft has reached as links. Nine steps do not fit one row
// even on a desktop, so they wrap there; on phones they scroll sideways rather than wrapping into
// an unreadable block, with the current step scrolled into view and the strip itself focusable so
// keyboard users can scroll it too.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { JobPostingStep } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';
import { POSTING_STEPS, isReachable, stepIndex } from './steps';
import classes from './step-progress.module.css';

type Props = { current: JobPostingStep; saved: JobPostingStep | undefined; jobId: string | undefined };

export function StepProgress({ current, saved, jobId }: Props) {
  const currentIndex = stepIndex(current);
  const savedIndex = saved ? stepIndex(saved) : -1;
  const scrolls = useMediaQuery('(max-width: 47.99em)') === true;
  const scroller = useRef<HTMLElement>(null);
  const currentItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const item = currentItem.current;
    if (!scrolls || !box || !item) return;
    box.scrollLeft = item.offsetLeft - (box.clientWidth - item.offsetWidth) / 2;
  }, [scrolls, currentIndex]);
  return (
    <Box
      component="nav"
      ref={scroller}
      aria-label={t`Job posting steps`}
      className={classes.scroller}
      tabIndex={scrolls ? 0 : undefined}
      mb="lg"
    >
      <ol className={classes.list}>
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
                {textOf(step.label)}
              </Text>
              {done ? (
                <span className={classes.srOnly}>
                  {' '}
                  <Trans>(completed)</Trans>
                </span>
              ) : null}
            </>
          );
          const linkable = !isCurrent && jobId !== undefined && isReachable(step.key, saved);
          return (
            <li key={step.key} ref={isCurrent ? currentItem : undefined} className={classes.item} data-state={state}>
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
      </ol>
    </Box>
  );
}
