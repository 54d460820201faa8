// Where the candidate is in reading a resume into the profile (upload, read, review), as an
// ordered list a screen reader can walk: each step says whether it is done or current.
import { t } from '@lingui/core/macro';
import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { CheckIcon } from '@/components/ui/icons';

export function StepsIndicator({ steps, active }: { steps: string[]; active: number }) {
  return (
    <Group
      component="ol"
      aria-label={t`Steps`}
      gap="xs"
      wrap="nowrap"
      p={0}
      m={0}
      mb="lg"
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, i) => {
        const done = i < active;
        const current = i === active;
        return (
          <Group
            key={step}
            component="li"
            gap={8}
            wrap="nowrap"
            aria-current={current ? 'step' : undefined}
            style={{ flex: i < steps.length - 1 ? 1 : 'none', minWidth: 0 }}
          >
            <ThemeIcon
              size={26}
              radius="xl"
              variant={done || current ? 'filled' : 'light'}
              color={done ? 'teal.8' : current ? undefined : 'gray'}
              aria-hidden
            >
              {done ? (
                <CheckIcon size={14} />
              ) : (
                <Text fz="xs" fw={700}>
                  {i + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text fz="sm" fw={current ? 650 : 500} c={current ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
              {step}
              <VisuallyHidden>{done ? t` (done)` : current ? t` (current step)` : ''}</VisuallyHidden>
            </Text>
            {i < steps.length - 1 ? (
              <Box
                aria-hidden
                style={{ flex: 1, height: 2, minWidth: 12, borderRadius: 1 }}
                bg={done ? 'teal.6' : 'gray.3'}
              />
            ) : null}
          </Group>
        );
      })}
    </Group>
  );
}
