// Long text (job descriptions, about sections) is clamped to 224 px with a 'View more' toggle
// (specification §2). The toggle appears only when the content is really taller than that, which
// is measured, not guessed from the character count, and re-measured when the width changes.
import { t } from '@lingui/core/macro';
import { Box, UnstyledButton, Group } from '@mantine/core';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { constants } from '@generated/manifest';
import { ChevronDownIcon, ChevronUpIcon } from './icons';

type Props = {
  children: ReactNode;
  /** The collapsed height in pixels. */
  threshold?: number;
};

export function CollapsibleText({ children, threshold = constants.expandingTextThresholdPx }: Props) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  const measure = useCallback(() => {
    const el = contentRef.current;
    if (el) setOverflows(el.scrollHeight > threshold);
  }, [threshold]);

  useLayoutEffect(() => {
    measure();
    const el = contentRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  const clamped = overflows && !expanded;

  return (
    <Box>
      <Box
        id={id}
        pos="relative"
        style={{ maxHeight: clamped ? threshold : undefined, overflow: clamped ? 'hidden' : undefined }}
      >
        <div ref={contentRef}>{children}</div>
        {clamped ? (
          <Box
            aria-hidden
            pos="absolute"
            left={0}
            right={0}
            bottom={0}
            h={56}
            style={{
              pointerEvents: 'none',
              background: 'linear-gradient(to bottom, transparent, var(--mantine-color-body))',
            }}
          />
        ) : null}
      </Box>
      {overflows ? (
        <UnstyledButton
          mt={6}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          c="var(--mantine-primary-color-filled)"
          fz="sm"
          fw={600}
        >
          <Group gap={4} component="span" wrap="nowrap">
            {expanded ? t`View less` : t`View more`}
            {expanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
          </Group>
        </UnstyledButton>
      ) : null}
    </Box>
  );
}
